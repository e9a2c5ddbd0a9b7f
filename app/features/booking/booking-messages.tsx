/**
 * A booking's messages in the back office (docs/product.md#lifecycle-back-office): channel, kind,
 * recipient, time, and whether each was delivered or failed with the reason; a failed or unsent one
 * can be sent again.
 */
import { Mail, MessageCircle, RotateCw } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { MessageView } from "~/features/messages/outbox-delivery.server";
import {
  messageKindLabels,
  messageStatusLabels,
  type MessageKind,
} from "~/features/messages/message-kinds";
import { cn } from "~/lib/utils";
import { formatKolkataDateTime } from "~/lib/time";

const statusClass: Record<MessageView["status"], string> = {
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  sent: "bg-green-100 text-green-900 border-green-300",
  failed: "bg-red-100 text-red-900 border-red-300",
  not_sent: "bg-gray-100 text-gray-900 border-gray-300",
  skipped: "bg-gray-100 text-gray-900 border-gray-300",
};

/** Sends a failed or unsent message again: a form posting to the page it is on. */
function ResendButton({ messageId }: { messageId: string }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value="resend-message" />
      <input type="hidden" name="messageId" value={messageId} />
      <Button type="submit" variant="outline" className="min-h-11">
        <RotateCw aria-hidden /> Resend
      </Button>
    </form>
  );
}

/**
 * The list of a booking's messages, newest first.
 * @param messages from `listMessagesForBooking`
 */
export function BookingMessages({ messages }: { messages: MessageView[] }) {
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">Messages</h4>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Messages">
          {messages.map((m) => {
            const Icon = m.channel === "email" ? Mail : MessageCircle;
            return (
              <li
                key={m.id}
                className="grid gap-1 rounded-lg border bg-background p-3"
                data-message-kind={m.kind}
                data-message-status={m.status}
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Icon
                    className="size-4 text-muted-foreground"
                    aria-label={m.channel === "email" ? "Email" : "WhatsApp"}
                  />
                  <span className="font-medium">
                    {messageKindLabels[m.kind as MessageKind] ?? m.kind}
                  </span>
                  <Badge variant="outline" className={cn(statusClass[m.status])}>
                    {messageStatusLabels[m.status]}
                  </Badge>
                  <span className="text-muted-foreground tabular-nums">
                    {formatKolkataDateTime(m.sentAt ?? m.createdAt)}
                  </span>
                </div>
                <p className="break-all text-muted-foreground">To {m.recipient}</p>
                {m.lastError && m.status !== "sent" && (
                  <p className="break-words text-destructive">
                    {m.status === "pending" ? `Retrying (attempt ${m.attempts}): ` : ""}
                    {m.lastError}
                  </p>
                )}
                {(m.status === "failed" || m.status === "not_sent") && (
                  <div>
                    <ResendButton messageId={m.id} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
