import {
  Bell,
  BellOff,
  ClipboardList,
  FileText,
  Gauge,
  History,
  Lightbulb,
  Pencil,
  ShieldCheck,
  Trash2,
  Wrench,
} from "lucide-react";
import { statusBadgeClass, statusColor } from "~/catalog/booking-status";
import { linkIn } from "~/catalog/languages";
import { bookingDetailPath, garageCarEditPath } from "~/catalog/navigation";
import { useTranslator } from "~/components/site/translation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Pager } from "~/components/ui/pager";
import { bookingStatusWords, serviceTypeWords, type Translator } from "~/lib/i18n";
import { formatDisplayDate } from "~/lib/time";
import { cn } from "~/lib/utils";
import { languages } from "~/catalog/languages";
import { Plate, carName } from "./garage-list";
import type { DueItem } from "./service-due";
import { fuelLabel, kmLabel } from "./car-words";
import type {
  CarHistoryPage,
  CarRecommendation,
  CarVisit,
  LastOdometerReading,
  WarrantyLine,
} from "./car-record.server";
import type { VehicleView } from "./cars.server";

/** A quantity in hundredths, shown only when it is not one: "× 4.5". */
function quantityText(hundredths: number, t: Translator): string {
  return hundredths === 100
    ? ""
    : ` × ${(hundredths / 100).toLocaleString(languages[t.locale].intl)}`;
}

/**
 * Why an item is due when it is, in the page's language: the English reason as worked out, or
 * the language's words for the same facts (docs/decisions/0026).
 */
function dueReasonText(item: DueItem, t: Translator): string {
  if (t.locale === "en") return item.reason;
  const { because } = item;
  if (because.rule === "months")
    return t.t("content.garage.due.months", {
      count: because.months,
      date: formatDisplayDate(because.since, t.locale),
    });
  if (because.rule === "km")
    return t.t("content.garage.due.km", {
      km: because.km.toLocaleString(languages[t.locale].intl),
      perDay: because.kmPerDay.toLocaleString(languages[t.locale].intl),
    });
  return t.t("content.garage.due.recommended", { date: formatDisplayDate(because.on, t.locale) });
}

/** One term and its value of the car's details. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] items-center gap-2 py-1.5 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The car's details (docs/product.md#garage-car-page): registration as on the plate, make,
 * model, year, fuel, VIN and nickname, the last odometer reading when there is one, with the
 * link to change them.
 * @param car the customer's car
 * @param odometer its last odometer reading, or null
 */
export function CarDetailsCard({
  car,
  odometer,
}: {
  car: VehicleView;
  odometer: LastOdometerReading | null;
}) {
  const translator = useTranslator();
  const { t, locale } = translator;
  return (
    <Card>
      <IconCardHeader
        icon={ClipboardList}
        iconClassName="text-primary"
        title={<h2>{t("garage.details.heading")}</h2>}
      >
        {t("garage.details.intro")}
      </IconCardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y text-sm">
          <Detail term={t("garage.details.registration")}>
            <Plate plate={car.plate} />
          </Detail>
          <Detail term={t("garage.details.brand")}>{car.make}</Detail>
          <Detail term={t("garage.details.model")}>{car.model}</Detail>
          <Detail term={t("garage.details.year")}>{car.year}</Detail>
          <Detail term={t("garage.details.fuel")}>{fuelLabel(car.fuel, translator)}</Detail>
          <Detail term={t("garage.details.vin")}>
            {car.vin ? (
              <span className="font-mono break-all">{car.vin}</span>
            ) : (
              t("garage.details.notGiven")
            )}
          </Detail>
          <Detail term={t("garage.details.nickname")}>
            {car.nickname ?? t("garage.details.noNickname")}
          </Detail>
          {odometer && (
            <Detail term={t("garage.details.odometer")}>
              {t("garage.details.odometerOn", {
                km: kmLabel(odometer.km, translator),
                date: formatDisplayDate(odometer.date, locale),
              })}
            </Detail>
          )}
        </dl>
        <Button asChild variant="outline" className="justify-self-start">
          <a href={linkIn(garageCarEditPath(car.id), locale)}>
            <Pencil aria-hidden />
            {t("garage.details.edit")}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * When the car is next due and why (docs/product.md#garage-car-page, docs/decisions/0014): each
 * periodic service the car has had with us, soonest first, with its date and reason.
 * @param items the car's due services, soonest first
 * @param today "yyyy-MM-dd" (Asia/Kolkata), to say what is overdue or due today
 */
export function ServiceDueCard({ items, today }: { items: readonly DueItem[]; today: string }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  return (
    <Card>
      <IconCardHeader
        icon={Gauge}
        iconClassName="text-primary"
        title={<h2>{t("garage.due.heading")}</h2>}
      >
        {t("garage.due.intro")}
      </IconCardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("garage.due.none")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("garage.due.list")}>
            {items.map((item, i) => (
              <li
                key={item.item}
                className={cn("rounded-md border p-3", i === 0 && "border-gold bg-accent/40")}
              >
                <p className="font-semibold">{serviceTypeWords(translator, item.title)}</p>
                <p className="text-sm">
                  {t(
                    item.dueOn < today
                      ? "garage.due.overdue"
                      : item.dueOn === today
                        ? "garage.due.today"
                        : "garage.due.by",
                    { date: formatDisplayDate(item.dueOn, locale) },
                  )}
                </p>
                <p className="text-sm text-muted-foreground">{dueReasonText(item, translator)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The work our technicians recommended and the customer has not had done yet
 * (docs/product.md#garage-car-page), with the date suggested.
 * @param recommendations the car's open recommendations, soonest first
 */
export function RecommendationsCard({
  recommendations,
}: {
  recommendations: readonly CarRecommendation[];
}) {
  const { t, locale } = useTranslator();
  return (
    <Card>
      <IconCardHeader
        icon={Lightbulb}
        iconClassName="text-primary"
        title={<h2>{t("garage.recommended.heading")}</h2>}
      >
        {t("garage.recommended.intro")}
      </IconCardHeader>
      <CardContent>
        {recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("garage.recommended.none")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("garage.recommended.list")}>
            {recommendations.map((r) => (
              <li key={r.id} className="rounded-md border p-3">
                <p className="font-medium">{r.title}</p>
                <p className="text-sm text-muted-foreground">
                  {t("garage.recommended.by", { date: formatDisplayDate(r.suggestedOn, locale) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The warranty in force (docs/product.md#garage-car-page): each invoiced line still under
 * warranty, its invoice, its months and the day it ends.
 * @param lines the lines, newest invoice first
 */
export function WarrantyCard({ lines }: { lines: readonly WarrantyLine[] }) {
  const { t, locale } = useTranslator();
  return (
    <Card>
      <IconCardHeader
        icon={ShieldCheck}
        iconClassName="text-primary"
        title={<h2>{t("garage.warranty.heading")}</h2>}
      >
        {t("garage.warranty.intro")}
      </IconCardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("garage.warranty.none")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("garage.warranty.heading")}>
            {lines.map((line, i) => (
              <li
                key={`${line.invoiceNumber}-${i}`}
                className="grid gap-0.5 rounded-md border p-3 text-sm"
              >
                <p className="font-medium">{line.description}</p>
                <p>
                  {t("garage.warranty.until", {
                    date: formatDisplayDate(line.endsOn, locale),
                    count: line.months,
                  })}
                </p>
                <p className="text-muted-foreground">
                  {t("garage.warranty.invoice", {
                    number: line.invoiceNumber,
                    date: formatDisplayDate(line.invoicedOn, locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One visit of the history: date, service, status, odometer, work approved, invoice and photos. */
function VisitItem({ visit }: { visit: CarVisit }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const service = serviceTypeWords(translator, visit.serviceType);
  const date = formatDisplayDate(visit.date, locale);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{service}</p>
          <p className="text-muted-foreground">{date}</p>
        </div>
        <Badge
          variant="outline"
          className={cn("text-sm", statusBadgeClass[statusColor(visit.status)])}
          data-status={visit.status}
        >
          {bookingStatusWords(translator, visit.status)}
        </Badge>
      </div>
      {(visit.odometerKm !== null || visit.status === "completed") && (
        <p>
          <span className="text-muted-foreground">{t("garage.history.odometer")}</span>
          {visit.odometerKm === null
            ? t("garage.history.notRecorded")
            : kmLabel(visit.odometerKm, translator)}
        </p>
      )}
      {visit.approvedLines.length > 0 && (
        <div>
          <p className="text-muted-foreground">{t("garage.history.approved")}</p>
          <ul className="ml-5 list-disc">
            {visit.approvedLines.map((line, i) => (
              <li key={i}>
                {line.description}
                {quantityText(line.quantityHundredths, translator)}
                {line.warrantyOf && (
                  <span className="block text-xs font-medium text-emerald-800">
                    {line.warrantyOf}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {visit.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("garage.history.photos")}>
          {visit.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} className="block rounded-md focus-visible:ring-[3px]">
                <img
                  src={photo.url}
                  alt={t("garage.history.photo", { n: i + 1, service, date })}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="size-18 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {visit.invoice && (
          <a
            href={visit.invoice.pdfUrl}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden />
            {t("garage.history.invoice", { number: visit.invoice.number })}
          </a>
        )}
        {visit.creditNotes.map((note) => (
          <a
            key={note.number}
            href={note.pdfUrl}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden />
            {t("garage.history.creditNote", { number: note.number })}
          </a>
        ))}
        <a
          href={linkIn(bookingDetailPath(visit.bookingId), locale)}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Wrench className="size-4" aria-hidden />
          {t("garage.history.booking")}
        </a>
      </div>
    </li>
  );
}

/**
 * The car's history (docs/product.md#garage-car-page): every booking of the car, newest first,
 * ten a page (`?page=`).
 * @param history one page of it
 */
export function HistoryCard({ history }: { history: CarHistoryPage }) {
  const { t } = useTranslator();
  return (
    <Card>
      <IconCardHeader
        icon={History}
        iconClassName="text-primary"
        title={<h2>{t("garage.history.heading")}</h2>}
      >
        {history.total === 0
          ? t("garage.history.none")
          : t("garage.history.visits", { count: history.total })}
      </IconCardHeader>
      {history.visits.length > 0 && (
        <CardContent className="grid gap-3">
          <ul className="grid gap-3" aria-label={t("garage.history.heading")}>
            {history.visits.map((visit) => (
              <VisitItem key={visit.bookingId} visit={visit} />
            ))}
          </ul>
          <Pager
            param="page"
            page={history.page}
            pageCount={history.pageCount}
            label={t("garage.history.pages")}
          />
        </CardContent>
      )}
    </Card>
  );
}

/**
 * The car's service-due reminders switch (docs/product.md#garage-car-page): a form turning them
 * off or on; when the account's reminders are off (/account), it says so.
 * @param car the customer's car
 * @param accountOn whether the account's service reminders are on
 */
export function RemindersCard({ car, accountOn }: { car: VehicleView; accountOn: boolean }) {
  const { t, locale } = useTranslator();
  const on = car.remindersEnabled;
  return (
    <Card>
      <IconCardHeader
        icon={on ? Bell : BellOff}
        iconClassName="text-primary"
        title={<h2>{t("garage.reminders.heading")}</h2>}
      >
        {on ? t("garage.reminders.on") : t("garage.reminders.off")}
      </IconCardHeader>
      <CardContent className="grid gap-3">
        {!accountOn && (
          <p className="text-sm">
            {t("garage.reminders.accountOff")}{" "}
            <a
              href={linkIn("/account", locale)}
              className="text-primary underline underline-offset-4"
            >
              {t("garage.reminders.account")}
            </a>
            {t("garage.reminders.accountOffEnd")}
          </p>
        )}
        <form method="post" aria-label={t("garage.reminders.form")}>
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="value" value={on ? "off" : "on"} />
          <Button type="submit" variant="outline">
            {on ? t("garage.reminders.turnOff") : t("garage.reminders.turnOn")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * Removing the car, behind a disclosure that asks first (docs/product.md#garage-car-page): it
 * works without scripts. Removing hides the car; the workshop's records stay.
 * @param car the customer's car
 */
export function RemoveCarCard({ car }: { car: VehicleView }) {
  const { t } = useTranslator();
  const name = car.plate ? `${carName(car)} (${car.plate})` : carName(car);
  return (
    <Card className="border-destructive/40">
      <CardContent>
        <details className="group">
          <summary className="inline-flex cursor-pointer items-center gap-2 font-medium text-destructive">
            <Trash2 className="size-4" aria-hidden />
            {t("garage.remove.heading")}
          </summary>
          <div className="mt-3 grid gap-3 text-sm">
            <p>{t("garage.remove.ask", { name })}</p>
            <form method="post" aria-label={t("garage.remove.heading")}>
              <input type="hidden" name="intent" value="remove" />
              <Button type="submit" variant="destructive">
                {t("garage.remove.confirm")}
              </Button>
            </form>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
