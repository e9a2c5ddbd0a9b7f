import { ADMIN_BOOKINGS_PATH } from "~/catalog/navigation";
import { Link } from "react-router";
import { PageToast } from "~/components/ui/page-toast";
import { Button } from "~/components/ui/button";
import type { BookingView } from "~/features/booking/bookings.server";
import type { LeadsPage } from "~/features/quote/workshop-leads.server";
import type { OverviewCounts } from "./admin-overview.server";
import { Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { StatCard } from "~/components/back-office/stat-card";
import { LOAD_FAILED_TEXT } from "~/components/back-office/notice";
import { BOOKINGS_TAB_MESSAGES } from "~/features/booking/booking-filters";
import type { UsersPage } from "~/features/account/workshop-users.server";
import { BookingList } from "~/features/booking/workshop-booking-list";
import { LeadsPanel } from "~/features/quote/leads-panel";
import { UsersPanel } from "~/features/account/users-panel";

/** What the Overview tab shows. */
export interface OverviewData {
  counts: OverviewCounts;
  recent: BookingView[];
  leads: LeadsPage;
  users: UsersPage;
}

/**
 * The Overview tab (docs/product.md#route-admin: bookings and the profile/user counts): head
 * figures, the newest bookings with their status dropdowns, leads to answer, and users with their
 * roles. On failure it shows and toasts 'Failed to load admin data.'.
 * @param overview the data, or null when it could not be loaded; `selfId` the admin;
 *   `businessName` signs WhatsApp replies to leads
 */
export function OverviewTab({
  overview,
  selfId,
  businessName,
}: {
  overview: OverviewData | null;
  selfId: string;
  businessName: string;
}) {
  if (!overview)
    return (
      <>
        <PageToast tone="error" title="Error" description={LOAD_FAILED_TEXT} />
        <Notice kind="error">{LOAD_FAILED_TEXT}</Notice>
      </>
    );
  const { counts } = overview;
  return (
    <div className="grid gap-8">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <StatCard label="Total bookings" value={counts.bookings} />
        <StatCard label="Pending" value={counts.pendingBookings} />
        <StatCard label="New leads" value={counts.newLeads} />
        <StatCard label="Profiles" value={counts.profiles} />
        <StatCard label="Users" value={counts.users} />
        <StatCard label="Admins" value={counts.admins} />
      </div>
      <section className="grid gap-4" aria-labelledby="recent-heading">
        <SectionHeader id="recent-heading" title="Latest bookings">
          <Button asChild variant="outline" size="sm">
            <Link to={ADMIN_BOOKINGS_PATH}>All bookings</Link>
          </Button>
        </SectionHeader>
        {overview.recent.length === 0 ? (
          <Notice kind="empty">{BOOKINGS_TAB_MESSAGES.noBookings}</Notice>
        ) : (
          <BookingList bookings={overview.recent} label="Latest bookings" />
        )}
      </section>
      <LeadsPanel leads={overview.leads} businessName={businessName} />
      <UsersPanel users={overview.users} selfId={selfId} adminCount={counts.admins} />
    </div>
  );
}
