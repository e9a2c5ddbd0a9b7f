import { cn } from "~/lib/utils";

/**
 * A form's answer shown under it (docs/decisions/0011: the server answers with the page): a
 * status line when the change was made, an alert when it was refused.
 * @param answer the action's answer: whether it worked, and its message
 * @param className the line's classes; `okClassName` added when it worked (an alert is
 *   always in the destructive colour)
 * @returns the line
 */
export function AnswerLine({
  answer,
  className,
  okClassName,
}: {
  answer: { ok: boolean; message: string };
  className: string;
  okClassName?: string;
}) {
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={cn(className, answer.ok ? okClassName : "text-destructive")}
    >
      {answer.message}
    </p>
  );
}
