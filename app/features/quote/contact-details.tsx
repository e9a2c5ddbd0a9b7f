import { Clock, Mail, MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import type { IconTitledProps } from "~/components/ui/icon-card-header";
import type { BusinessFacts } from "~/catalog/business";
import { businessWhatsappHref } from "~/catalog/greetings";
import { addressLine, directionsHref, formatPhone, telHref } from "~/catalog/business";
import { dayHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import { useTranslator } from "~/components/site/translation";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

const rowClass = "flex items-start gap-3";
const iconClass = "mt-0.5 size-5 shrink-0 text-gold";

/** One way to reach the workshop: its icon, its title and what to use. */
function ContactRow({ icon: Icon, title, children }: IconTitledProps) {
  return (
    <div className={rowClass}>
      <Icon className={iconClass} aria-hidden />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The workshop's contact details on the contact page: call, WhatsApp, email, address with
 * a 'Get Directions' link, and the hours. Every figure comes from the effective business
 * facts (docs/product.md#business-facts), so an operator's `BUSINESS_PHONE` shows here too.
 */
export function ContactDetails({ business }: { business: BusinessFacts }) {
  const { t, locale } = useTranslator();
  const english = locale === "en";
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t("contact.getInTouch")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {/* Longer words (Telugu, Hindi) wrap rather than widen the card. */}
          <Button asChild size="lg" className="h-auto min-h-10 py-2 text-center whitespace-normal">
            <a href={telHref(business.phone)}>
              <Phone aria-hidden />
              {t("shell.callPhone", { phone: formatPhone(business.phone) })}
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="h-auto min-h-10 py-2 text-center whitespace-normal"
          >
            <a href={businessWhatsappHref(business)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden />
              {t("cta.floating.whatsapp")}
            </a>
          </Button>
        </div>

        <address className="grid gap-5 not-italic">
          <ContactRow icon={Phone} title={t("contact.phoneWhatsapp")}>
            <a
              href={telHref(business.phone)}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {formatPhone(business.phone)}
            </a>
          </ContactRow>
          <ContactRow icon={Mail} title={t("contact.email")}>
            <a
              href={`mailto:${business.email}`}
              className="text-sm break-all text-primary underline-offset-4 hover:underline"
            >
              {business.email}
            </a>
          </ContactRow>
          <div className={rowClass}>
            <MapPin className={iconClass} aria-hidden />
            <div className="grid min-w-0 gap-2">
              <div>
                <p className="text-sm font-semibold">{t("contact.workshop")}</p>
                <p className="text-sm text-muted-foreground">{addressLine(business.address)}</p>
              </div>
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <a href={directionsHref(business.geo)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden />
                  {t("contact.directions")}
                </a>
              </Button>
            </div>
          </div>
          <ContactRow icon={Clock} title={t("contact.hours")}>
            {english ? (
              <>
                <p className="text-sm text-muted-foreground">{business.hoursText}</p>
                <p className="text-sm text-muted-foreground">
                  {dayHoursText(business.openingHours, "Su")}
                </p>
              </>
            ) : (
              business.openingHours.map((h) => (
                <p key={h} className="text-sm text-muted-foreground">
                  {formatOpeningHours(h, locale)}
                </p>
              ))
            )}
          </ContactRow>
        </address>
      </CardContent>
    </Card>
  );
}
