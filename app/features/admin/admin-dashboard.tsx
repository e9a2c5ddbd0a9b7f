import { Loader2 } from "lucide-react";
import { useNavigate, useNavigation } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { AdminPageData } from "./admin-page.server";
import { adminTabs, parseAdminTab, type AdminTab } from "./admin-schema";
import { AnalyticsTab } from "./analytics-tab";
import { BookingsTab } from "./bookings-tab";
import { OverviewTab } from "./overview-tab";
import { SeoTab } from "./seo-tab";
import { SettingsTab } from "./settings-tab";
import { ScheduleTab } from "./schedule-tab";
import { SitemapTab } from "./sitemap-tab";
import { ReviewsTab } from "~/features/reviews/reviews-tab";

/** The open tab's content. */
function TabBody({ data, businessName }: { data: AdminPageData; businessName: string }) {
  switch (data.tab) {
    case "analytics":
      return <AnalyticsTab analytics={data.analytics} carsDue={data.carsDue} />;
    case "overview":
      return (
        <OverviewTab overview={data.overview} selfId={data.admin.id} businessName={businessName} />
      );
    case "bookings":
      return <BookingsTab bookings={data.bookings} filters={data.filters} history={data.history} />;
    case "schedule":
      return <ScheduleTab schedule={data.schedule} date={data.date} today={data.today} />;
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
 * as …' and the six tabs, Analytics first. The tab is kept in `?tab=` so a reload or a
 * shared link opens the same tab; choosing a tab loads only that tab's data.
 * @param data the loader's data (the admin and the open tab's data)
 * @param businessName the workshop's name (signs replies to leads)
 */
export function AdminDashboard({
  data,
  businessName,
}: {
  data: AdminPageData;
  businessName: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While another tab loads, show it as chosen at once.
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/admin"
      ? parseAdminTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const active: AdminTab = pendingTab ?? data.tab;
  const switching = pendingTab !== null && pendingTab !== data.tab;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <div className="mb-6 print:hidden">
        <h1 className="text-2xl font-bold sm:text-3xl">Enhanced Admin Dashboard</h1>
        <p className="mt-1 break-all text-sm text-muted-foreground">
          Logged in as {data.admin.email}
        </p>
      </div>
      <Tabs
        value={active}
        onValueChange={(value) =>
          navigate(value === "analytics" ? "/admin" : `/admin?tab=${value}`, {
            preventScrollReset: true,
          })
        }
        activationMode="manual"
      >
        <TabsList className="grid h-auto grid-cols-3 gap-1 print:hidden sm:grid-cols-4 md:grid-cols-8">
          {adminTabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id} className="h-10 px-2 text-xs sm:text-sm">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={active} className="pt-2">
          {switching ? (
            <p
              className="flex items-center gap-2 py-12 text-sm text-muted-foreground"
              role="status"
            >
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Loading…
            </p>
          ) : (
            <TabBody data={data} businessName={businessName} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
