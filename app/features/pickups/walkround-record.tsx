/**
 * A walk-round as recorded (docs/product.md#check-in): the check-in's odometer, fuel, belongings,
 * notes and damage photos, or the return's notes, and whether the customer confirmed it. Shown on
 * the driver's leg page and on the customer's booking page, in the page's language
 * (docs/decisions/0026).
 */
import { bookingPhotoPath } from "~/catalog/navigation";
import { formatKm } from "~/features/cars/workshop-car-schema";
import { formatKolkataDateTime } from "~/lib/time";
import { useTranslator } from "~/components/site/translation";
import { belongingsText, fuelText } from "./walkround-facts";
import type { WalkroundView } from "./walkrounds.server";

/**
 * One walk-round's record.
 * @param walkround the record; `bookingId` its booking (the photos' addresses)
 * @param photoHref the address of a photo (default: the customer's booking photo route)
 */
export function WalkroundRecord({
  walkround,
  bookingId,
  photoHref = (id) => bookingPhotoPath(bookingId, id),
}: {
  walkround: WalkroundView;
  bookingId: string;
  photoHref?: (photoId: string) => string;
}) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const isCheckIn = walkround.kind === "check_in";
  return (
    <div className="grid gap-3" data-walkround={walkround.kind}>
      <p
        className={
          walkround.confirmedAt
            ? "rounded-md bg-green-50 p-2 text-sm font-medium text-green-900"
            : "rounded-md bg-amber-50 p-2 text-sm text-amber-900"
        }
      >
        {walkround.confirmedAt
          ? t(isCheckIn ? "staff.walkround.confirmedOn" : "staff.walkround.confirmedReturnOn", {
              when: formatKolkataDateTime(walkround.confirmedAt, locale),
            })
          : t("staff.walkround.notConfirmed")}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {isCheckIn && walkround.odometerKm !== null && (
          <div>
            <dt className="text-muted-foreground">{t("staff.walkround.odometer")}</dt>
            <dd className="font-semibold">{formatKm(walkround.odometerKm)}</dd>
          </div>
        )}
        {isCheckIn && walkround.fuelEighths !== null && (
          <div>
            <dt className="text-muted-foreground">{t("staff.walkround.fuel")}</dt>
            <dd className="font-semibold">{fuelText(walkround.fuelEighths, translator)}</dd>
          </div>
        )}
        {isCheckIn && (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t("staff.walkround.belongings")}</dt>
            <dd>{belongingsText(walkround.belongings, walkround.belongingsOther, translator)}</dd>
          </div>
        )}
        {walkround.notes && (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t("staff.walkround.notesShort")}</dt>
            <dd className="break-words whitespace-pre-line">{walkround.notes}</dd>
          </div>
        )}
      </dl>
      {walkround.photoIds.length > 0 && (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          aria-label={t("staff.walkround.photos")}
        >
          {walkround.photoIds.map((id, i) => (
            <li key={id}>
              <a href={photoHref(id)}>
                <img
                  src={photoHref(id)}
                  alt={t("staff.walkround.photoAlt", { n: i + 1 })}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
