import { MessageCircle, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { LeadView } from "~/features/quote/leads.server";
import type { LeadsPage } from "./workshop-leads.server";
import { Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { formatKolkataDateTime } from "~/lib/time";
import { Pager } from "~/components/ui/pager";
import { leadStatuses, leadStatusLabels } from "~/catalog/lead-status";
import { leadReplyLinks } from "./lead-contact";
import { phoneForDisplay } from "~/lib/phone";
import { StatusSelect } from "~/components/back-office/status-select";
import { RecordCards } from "~/components/back-office/record-cards";

const leadStatusClass: Record<LeadView["status"], string> = {
  new: "bg-yellow-100 text-yellow-900 border-yellow-300",
  contacted: "bg-blue-100 text-blue-900 border-blue-300",
  closed: "bg-gray-100 text-gray-900 border-gray-300",
};

/** One lead's status form (new, contacted, closed), posting to the /admin action. */
function LeadStatusSelect({ lead }: { lead: LeadView }) {
  return (
    <StatusSelect
      status={lead.status}
      statuses={leadStatuses}
      label={(s) => leadStatusLabels[s]}
      colour={(s) => leadStatusClass[s]}
      fields={{ intent: "set-lead-status", leadId: lead.id }}
      ariaLabel={`Status of the lead from ${lead.name}`}
      className="sm:w-36"
    />
  );
}

/**
 * Leads (docs/product.md#leads): the contact form's quote requests, newest first, with
 * their status and WhatsApp and call links to reply.
 * @param leads one page of leads; `businessName` signs the WhatsApp greeting
 */
export function LeadsPanel({ leads, businessName }: { leads: LeadsPage; businessName: string }) {
  return (
    <section className="grid gap-4" aria-labelledby="leads-heading">
      <SectionHeader
        id="leads-heading"
        title="Leads"
        description={`Quote requests from the contact page · ${leads.newCount} new`}
      />
      {leads.leads.length === 0 ? (
        <Notice kind="empty">No quote requests yet.</Notice>
      ) : (
        <RecordCards label="Leads" kind="lead" records={leads.leads} idOf={(lead) => lead.id}>
          {(lead) => {
            const links = leadReplyLinks(lead, businessName);
            return (
              <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
                <div className="min-w-0 grid gap-1.5 text-sm">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <h3 className="text-base font-semibold">{lead.name}</h3>
                    <span className="text-xs text-muted-foreground">
                      {formatKolkataDateTime(lead.createdAt)}
                    </span>
                  </div>
                  <p>
                    <span className="font-medium">{lead.serviceType}</span> · {lead.carBrand}
                  </p>
                  <p className="break-all text-muted-foreground">
                    {phoneForDisplay(lead.phone)}
                    {lead.email ? ` · ${lead.email}` : ""}
                  </p>
                  {lead.message && (
                    <p className="whitespace-pre-line break-words">{lead.message}</p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
                  <div className="w-full sm:w-auto">
                    <LeadStatusSelect lead={lead} />
                  </div>
                  <div className="flex gap-2">
                    {links.whatsapp && (
                      <Button asChild size="sm" variant="outline">
                        <a
                          href={links.whatsapp}
                          target="_blank"
                          rel="noopener"
                          aria-label={`WhatsApp ${lead.name}`}
                        >
                          <MessageCircle aria-hidden />
                          WhatsApp
                        </a>
                      </Button>
                    )}
                    {links.call && (
                      <Button asChild size="sm" variant="outline">
                        <a href={links.call} aria-label={`Call ${lead.name}`}>
                          <Phone aria-hidden />
                          Call
                        </a>
                      </Button>
                    )}
                  </div>
                </div>
              </div>
            );
          }}
        </RecordCards>
      )}
      <Pager param="leadsPage" page={leads.page} pageCount={leads.pageCount} label="Leads pages" />
    </section>
  );
}
