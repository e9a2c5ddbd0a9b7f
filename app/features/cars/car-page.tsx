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
import { statusBadgeClass, statusColor, statusLabel } from "~/catalog/booking-status";
import { bookingDetailPath, garageCarEditPath } from "~/catalog/navigation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Pager } from "~/components/ui/pager";
import { formatDisplayDate } from "~/lib/time";
import { cn } from "~/lib/utils";
import { Plate, carName } from "./garage-list";
import type { DueItem } from "./service-due";
import { FUEL_LABELS } from "./car-schema";
import type {
  CarHistoryPage,
  CarRecommendation,
  CarVisit,
  WarrantyLine,
} from "./car-record.server";
import type { VehicleView } from "./cars.server";

/** Whole kilometres as people read them in India: "42,000 km", "1,20,000 km". */
function kmText(km: number): string {
  return `${km.toLocaleString("en-IN")} km`;
}

/** A quantity in hundredths, shown only when it is not one: "× 4.5". */
function quantityText(hundredths: number): string {
  return hundredths === 100 ? "" : ` × ${(hundredths / 100).toLocaleString("en-IN")}`;
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
 * model, year, fuel, VIN and nickname, with the link to change them.
 * @param car the customer's car
 */
export function CarDetailsCard({ car }: { car: VehicleView }) {
  return (
    <Card>
      <IconCardHeader icon={ClipboardList} iconClassName="text-primary" title={<h2>Details</h2>}>
        What we know about your car.
      </IconCardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y text-sm">
          <Detail term="Registration">
            <Plate plate={car.plate} />
          </Detail>
          <Detail term="Brand">{car.make}</Detail>
          <Detail term="Model">{car.model}</Detail>
          <Detail term="Year">{car.year}</Detail>
          <Detail term="Fuel">{FUEL_LABELS[car.fuel]}</Detail>
          <Detail term="VIN">
            {car.vin ? <span className="font-mono break-all">{car.vin}</span> : "Not given"}
          </Detail>
          <Detail term="Nickname">{car.nickname ?? "None"}</Detail>
        </dl>
        <Button asChild variant="outline" className="justify-self-start">
          <a href={garageCarEditPath(car.id)}>
            <Pencil aria-hidden />
            Edit details
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
  return (
    <Card>
      <IconCardHeader icon={Gauge} iconClassName="text-primary" title={<h2>Next service due</h2>}>
        Worked out from your car&apos;s services with us and its odometer readings, whichever comes
        first: the months or the kilometres.
      </IconCardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing to show yet. Once we have serviced your car, this shows when each service is
            next due.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Services due">
            {items.map((item, i) => (
              <li
                key={item.item}
                className={cn("rounded-md border p-3", i === 0 && "border-gold bg-accent/40")}
              >
                <p className="font-semibold">{item.title}</p>
                <p className="text-sm">
                  {item.dueOn < today
                    ? "Overdue since"
                    : item.dueOn === today
                      ? "Due today,"
                      : "Due by"}{" "}
                  <span className="font-medium">{formatDisplayDate(item.dueOn)}</span>
                </p>
                <p className="text-sm text-muted-foreground">{item.reason}</p>
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
  return (
    <Card>
      <IconCardHeader icon={Lightbulb} iconClassName="text-primary" title={<h2>Recommended</h2>}>
        Work we suggested on an earlier visit.
      </IconCardHeader>
      <CardContent>
        {recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open recommendations.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Recommendations">
            {recommendations.map((r) => (
              <li key={r.id} className="rounded-md border p-3">
                <p className="font-medium">{r.title}</p>
                <p className="text-sm text-muted-foreground">
                  Suggested by {formatDisplayDate(r.suggestedOn)}
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
  return (
    <Card>
      <IconCardHeader
        icon={ShieldCheck}
        iconClassName="text-primary"
        title={<h2>Warranty in force</h2>}
      >
        Work and parts we invoiced that are still under our warranty.
      </IconCardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing under warranty right now.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Warranty in force">
            {lines.map((line, i) => (
              <li
                key={`${line.invoiceNumber}-${i}`}
                className="grid gap-0.5 rounded-md border p-3 text-sm"
              >
                <p className="font-medium">{line.description}</p>
                <p>
                  Until <span className="font-medium">{formatDisplayDate(line.endsOn)}</span> (
                  {line.months} months)
                </p>
                <p className="text-muted-foreground">
                  Invoice {line.invoiceNumber}, {formatDisplayDate(line.invoicedOn)}
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
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{visit.serviceType}</p>
          <p className="text-muted-foreground">{formatDisplayDate(visit.date)}</p>
        </div>
        <Badge
          variant="outline"
          className={cn("text-sm", statusBadgeClass[statusColor(visit.status)])}
          data-status={visit.status}
        >
          {statusLabel(visit.status)}
        </Badge>
      </div>
      {(visit.odometerKm !== null || visit.status === "completed") && (
        <p>
          <span className="text-muted-foreground">Odometer: </span>
          {visit.odometerKm === null ? "not recorded" : kmText(visit.odometerKm)}
        </p>
      )}
      {visit.approvedLines.length > 0 && (
        <div>
          <p className="text-muted-foreground">Work you approved:</p>
          <ul className="ml-5 list-disc">
            {visit.approvedLines.map((line, i) => (
              <li key={i}>
                {line.description}
                {quantityText(line.quantityHundredths)}
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
        <ul className="flex flex-wrap gap-2" aria-label="Inspection photos">
          {visit.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} className="block rounded-md focus-visible:ring-[3px]">
                <img
                  src={photo.url}
                  alt={`Inspection photo ${i + 1} of ${visit.serviceType}, ${formatDisplayDate(visit.date)}`}
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
            Invoice {visit.invoice.number} (PDF)
          </a>
        )}
        {visit.creditNotes.map((note) => (
          <a
            key={note.number}
            href={note.pdfUrl}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden />
            Credit note {note.number} (PDF)
          </a>
        ))}
        <a
          href={bookingDetailPath(visit.bookingId)}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Wrench className="size-4" aria-hidden />
          Booking details
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
  return (
    <Card>
      <IconCardHeader icon={History} iconClassName="text-primary" title={<h2>Service history</h2>}>
        {history.total === 0
          ? "Bookings for this car will show here."
          : `${history.total} visit${history.total === 1 ? "" : "s"}, newest first.`}
      </IconCardHeader>
      {history.visits.length > 0 && (
        <CardContent className="grid gap-3">
          <ul className="grid gap-3" aria-label="Service history">
            {history.visits.map((visit) => (
              <VisitItem key={visit.bookingId} visit={visit} />
            ))}
          </ul>
          <Pager
            param="page"
            page={history.page}
            pageCount={history.pageCount}
            label="Service history pages"
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
  const on = car.remindersEnabled;
  return (
    <Card>
      <IconCardHeader
        icon={on ? Bell : BellOff}
        iconClassName="text-primary"
        title={<h2>Reminders</h2>}
      >
        {on
          ? "We email you (and message you on WhatsApp if you agreed to it) 14 days before this car is due and on the day."
          : "We do not send service-due reminders for this car."}
      </IconCardHeader>
      <CardContent className="grid gap-3">
        {!accountOn && (
          <p className="text-sm">
            Service reminders are off for your whole account. Turn them on in{" "}
            <a href="/account" className="text-primary underline underline-offset-4">
              your account
            </a>
            .
          </p>
        )}
        <form method="post" aria-label="Reminders for this car">
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="value" value={on ? "off" : "on"} />
          <Button type="submit" variant="outline">
            {on ? "Turn reminders off" : "Turn reminders on"}
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
  return (
    <Card className="border-destructive/40">
      <CardContent>
        <details className="group">
          <summary className="inline-flex cursor-pointer items-center gap-2 font-medium text-destructive">
            <Trash2 className="size-4" aria-hidden />
            Remove this car
          </summary>
          <div className="mt-3 grid gap-3 text-sm">
            <p>
              Remove {carName(car)}
              {car.plate ? ` (${car.plate})` : ""} from My Garage? Its service history stays with
              us, and adding the same registration again brings it back.
            </p>
            <form method="post" aria-label="Remove this car">
              <input type="hidden" name="intent" value="remove" />
              <Button type="submit" variant="destructive">
                Yes, remove this car
              </Button>
            </form>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
