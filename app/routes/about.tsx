import { Clock, MapPin, Phone, Siren } from "lucide-react";
import { siteRating } from "~/features/reviews/site-reviews.server";
import { siteFigures } from "~/features/figures/site-figures.server";
import type { IconTitledProps } from "~/components/ui/icon-card-header";
import type { Route } from "./+types/about";
import { CtaButton } from "~/components/site/cta-button";
import { emergencyHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import { formatPhone, telHref } from "~/catalog/business";
import { IconCards } from "~/features/marketing/icon-cards";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { DirectionsButton } from "~/features/marketing/directions-button";
import { aboutPageContent, translatedAboutContent } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { placeWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";
import { getBusinessFacts } from "~/lib/env.server";
import { PageHero } from "~/features/marketing/page-hero";
import { SectionBlock } from "~/components/site/section-block";
import { StatList } from "~/features/marketing/stat-list";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** A card of 'Visit Our Workshop': an h3 with its icon, then the card's content. */
function WorkshopCard({ icon: Icon, title, children }: IconTitledProps) {
  return (
    <div className="rounded-xl border bg-card p-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </div>
  );
}

/** The about page's content, reduced from the catalogue on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  // docs/product.md#reviews-shown: the rating's figures from published reviews once there are
  // enough; docs/product.md#site-figures: the other figures from the records.
  const [rating, figures] = await Promise.all([siteRating(), siteFigures()]);
  const content = aboutPageContent(rating ?? undefined, figures);
  // /te/about and /hi/about (docs/decisions/0026).
  const t = requestTranslator(request);
  if (t.locale === "en") return content;
  const business = getBusinessFacts();
  return translatedAboutContent(content, t, {
    km: business.serviceRadiusKm,
    months: business.promises.warrantyMonths,
  });
}

/** Title, description and canonical URL of /about. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /about (docs/product.md#routes: story, mission, six reasons to choose the business,
 * workshop section). Address, hours, phone and coordinates come from the business facts.
 */
export default function AboutPage({ loaderData: c }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { address } = business;
  const translator = useTranslator();
  const { t, locale } = translator;
  const english = locale === "en";
  const emergencyText = emergencyHoursText(business.hoursText);
  const emergency = english || !emergencyText ? emergencyText : t("shell.footer.emergency");
  return (
    <>
      <PageHero
        eyebrow={t("about.eyebrow", { name: business.name })}
        title={t("about.title")}
        lead={t("about.lead", {
          name: business.name,
          locality: placeWords(translator, address.locality),
        })}
      >
        <CtaButton variant="hero" action="book" label={t("services.bookService")} />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock id="story" title={t("about.storyTitle")}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 leading-relaxed">
            <p>{t("about.story1")}</p>
            <p>
              {t("about.story2", {
                locality: placeWords(translator, address.locality),
                km: business.serviceRadiusKm,
              })}
            </p>
          </div>
          {c.stats.length > 0 && (
            <StatList
              stats={c.stats}
              variant="cards"
              className="grid grid-cols-2 gap-4 self-start"
            />
          )}
        </div>
      </SectionBlock>

      <SectionBlock id="mission" title={t("about.missionTitle")} tone="navy">
        <p className="max-w-3xl text-lg leading-relaxed">
          {t("about.mission", { months: business.promises.warrantyMonths })}
        </p>
      </SectionBlock>

      <SectionBlock id="reasons" title={t("about.reasonsTitle")}>
        <IconCards items={c.reasons} className="sm:grid-cols-2 lg:grid-cols-3" />
      </SectionBlock>

      <SectionBlock id="workshop" title={t("about.workshopTitle")} tone="muted">
        <div className="grid gap-6 md:grid-cols-3">
          <WorkshopCard icon={MapPin} title={t("about.address")}>
            <address className="mt-3 text-sm leading-relaxed not-italic">
              {business.name}
              <br />
              {address.street}
              <br />
              {address.locality}, {address.city}
              <br />
              {address.region} {address.postalCode}
            </address>
          </WorkshopCard>
          <WorkshopCard icon={Clock} title={t("about.hours")}>
            <ul className="mt-3 space-y-1 text-sm">
              {business.openingHours.map((h) => (
                <li key={h}>{formatOpeningHours(h, locale)}</li>
              ))}
              {emergency && (
                <li className="flex items-center gap-1 font-semibold text-red-700">
                  <Siren className="size-4" aria-hidden />
                  {emergency}
                </li>
              )}
            </ul>
          </WorkshopCard>
          <WorkshopCard icon={Phone} title={t("about.contact")}>
            <p className="mt-3 text-sm">
              <a
                href={telHref(business.phone)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {formatPhone(business.phone)}
              </a>
            </p>
            <p className="mt-1 text-sm break-all">
              <a
                href={`mailto:${business.email}`}
                className="text-primary underline underline-offset-4"
              >
                {business.email}
              </a>
            </p>
          </WorkshopCard>
        </div>
        <div className="mt-6">
          <DirectionsButton />
        </div>
      </SectionBlock>

      <ContactPrompt
        id="contact-about"
        title={t("about.promptTitle")}
        text={t("about.promptText")}
      />
    </>
  );
}
