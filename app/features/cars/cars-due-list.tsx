/**
 * The Analytics tab's list of cars to call (docs/product.md#admin-figures, docs/decisions/0014):
 * the cars with a service or recommendation due in the next 30 days, soonest first, each with its
 * owner and a tel: link to call them.
 */
import { Phone } from "lucide-react";
import type { CarsDuePage } from "~/features/cars/service-due.server";
import { Pager } from "~/components/ui/pager";
import { phoneCallHref, phoneForDisplay } from "~/lib/phone";
import { formatDisplayDate } from "~/lib/time";
import { CARS_DUE_DAYS, CARS_DUE_FAILED } from "./cars-due";

/**
 * "Cars due in the next 30 days": per car and item, the car (registration as on the plate, make,
 * model and year), the owner, their phone as a tel: link (E.164; as typed when it cannot be read),
 * what is due, why and when. 'No car is due in the next 30 days.' when there is none;
 * 'Failed to load the cars due.' when the list could not be read. Fifty a page, with Previous and
 * Next (`?duePage=`).
 * @param list a page of the list, soonest first (`loadCarsDue`), or null when it could not be read
 */
export function CarsDueList({ list }: { list: CarsDuePage | null }) {
  const cars = list?.cars ?? null;
  return (
    <section
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
      aria-labelledby="cars-due-heading"
    >
      <div>
        <h3 id="cars-due-heading" className="font-semibold">
          Cars due in the next {CARS_DUE_DAYS} days
        </h3>
        <p className="text-sm text-muted-foreground">
          A list to call: cars without a booking whose service or recommended work falls due.
        </p>
      </div>
      {cars === null ? (
        <p className="text-sm text-destructive">{CARS_DUE_FAILED}</p>
      ) : cars.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No car is due in the next {CARS_DUE_DAYS} days.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Cars due">
          {cars.map((due) => {
            const call = due.ownerPhone ? phoneCallHref(due.ownerPhone) : null;
            return (
              <li
                key={`${due.vehicleId}-${due.item}`}
                className="grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{due.car}</p>
                  <p className="break-words">
                    {due.title}{" "}
                    <span className="text-muted-foreground">
                      · due {formatDisplayDate(due.dueOn)} ({due.reason})
                    </span>
                  </p>
                  <p className="break-words text-muted-foreground">{due.ownerName}</p>
                </div>
                {due.ownerPhone && !call ? (
                  <span className="sm:justify-self-end">{phoneForDisplay(due.ownerPhone)}</span>
                ) : due.ownerPhone && call ? (
                  <a
                    href={call}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline sm:justify-self-end"
                  >
                    <Phone className="size-4" aria-hidden />
                    {phoneForDisplay(due.ownerPhone)}
                  </a>
                ) : (
                  <span className="text-muted-foreground sm:justify-self-end">No phone</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {list && (
        <Pager
          param="duePage"
          page={list.page}
          pageCount={list.pageCount}
          counted={false}
          label="Cars due pages"
        />
      )}
    </section>
  );
}
