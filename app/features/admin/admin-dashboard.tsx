import { cn } from "~/lib/utils";
import type { AdminPageData } from "./admin-page.server";
import { adminTabs, type AdminActionResult } from "./admin-schema";
import { AdminActionToast } from "./admin-toast";
import { AnalyticsTab } from "./analytics-tab";
import { BookingsTab } from "~/features/booking/bookings-tab";
import { OverviewTab } from "./overview-tab";
import { SeoTab } from "~/features/seo/seo-tab";
import { SettingsTab } from "./settings-tab";
import { ScheduleTab } from "~/features/booking/schedule-tab";
import { SitemapTab } from "~/features/seo/sitemap-tab";
import { ReviewsTab } from "~/features/reviews/reviews-tab";
import { ADMIN_DASHBOARD_TITLE } from "./admin-meta";

/** The open tab's content. */
function TabBody({ data, businessName }: { data: AdminPageData; businessName: string }) {
  switch (data.tab) {
    case "analytics":
      return (
        <AnalyticsTab
          analytics={data.analytics}
          carsDue={data.carsDue}
          emergencyPromise={data.emergencyPromise}
        />
      );
    case "overview":
      return (
        <OverviewTab overview={data.overview} selfId={data.admin.id} businessName={businessName} />
      );
    case "bookings":
      return <BookingsTab bookings={data.bookings} filters={data.filters} history={data.history} />;
    case "schedule":
      return (
        <ScheduleTab
          schedule={data.schedule}
          date={data.date}
          today={data.today}
          nonce={data.nonce}
        />
      );
    case "seo":
      return <SeoTab seo={data.seo} />;
    case "sitemap":
      return <SitemapTab sitemap={data.sitemap} />;
    case "reviews":
      return <ReviewsTab data={data.reviews} />;
    case "settings":
      return (
        <SettingsTab
          email={data.admin.email}
          setupCode={data.settings.setupCode}
          overrides={data.settings.overrides}
        />
      );
  }
}

/**
 * The admin dashboard (docs/product.md#route-admin): 'Enhanced Admin Dashboard', 'Logged in
 * as …' and the tabs, Analytics first. The tabs are links (`?tab=`, so a reload or a shared
 * link opens the same tab; each loads only its data), and every control is an HTML form the
 * server answers (docs/decisions/0020): the page needs no script.
 * @param data the loader's data (the admin and the open tab's data)
 * @param businessName the workshop's name (signs replies to leads)
 * @param result the /admin action's answer when the page is one (its toast is drawn)
 */
export function AdminDashboard({
  data,
  businessName,
  result,
}: {
  data: AdminPageData;
  businessName: string;
  result?: AdminActionResult;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <AdminActionToast result={result} />
      <div className="mb-6 print:hidden">
        <h1 className="text-2xl font-bold sm:text-3xl">{ADMIN_DASHBOARD_TITLE}</h1>
        <p className="mt-1 break-all text-sm text-muted-foreground">
          Logged in as {data.admin.email}
        </p>
      </div>
      <nav aria-label="Admin sections" className="print:hidden">
        <ul className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-4 md:grid-cols-8">
          {adminTabs.map((t) => {
            const current = t.id === data.tab;
            return (
              <li key={t.id} className="grid">
                <a
                  href={t.id === "analytics" ? "/admin" : `/admin?tab=${t.id}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-center rounded-md px-2 text-center text-xs font-medium sm:text-sm",
                    current
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="pt-4">
        <TabBody data={data} businessName={businessName} />
      </div>
    </div>
  );
}
