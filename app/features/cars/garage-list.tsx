import { CalendarCheck, Car } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { useTranslator } from "~/components/site/translation";
import { linkIn } from "~/catalog/languages";
import { bookForCarPath, garageCarPath } from "~/catalog/navigation";
import { cn } from "~/lib/utils";
import type { VehicleFuelName } from "./car-schema";
import { fuelLabel } from "./car-words";

/** What the garage's views need of a car. */
export interface CarSummary {
  id: string;
  plate: string | null;
  make: string;
  model: string;
  year: number;
  fuel: VehicleFuelName;
  nickname: string | null;
}

/**
 * A car's name as My Garage shows it (docs/product.md#garage-cars).
 * @returns its nickname, else "Make Model" (e.g. "Hyundai Creta")
 */
export function carName(car: Pick<CarSummary, "nickname" | "make" | "model">): string {
  return car.nickname ?? `${car.make} ${car.model}`;
}

/**
 * A registration drawn like a number plate: black letters on white, in a frame.
 * @param plate the registration as shown ("TS 09 EA 1234"); a car without one says so
 */
export function Plate({ plate, className }: { plate: string | null; className?: string }) {
  const { t } = useTranslator();
  if (!plate)
    return (
      <span className={cn("text-sm text-muted-foreground", className)}>
        {t("garage.noRegistration")}
      </span>
    );
  // The plate's letters are Latin on every language's page, as on the car.
  return (
    <span
      lang="en"
      translate="no"
      className={cn(
        "inline-flex w-fit items-center rounded-md border-2 border-foreground/80 bg-white px-2 py-0.5 font-mono text-base font-bold tracking-wider whitespace-nowrap text-black",
        className,
      )}
    >
      {plate}
    </span>
  );
}

/**
 * The icons every car card draws, held once by the list's sprite: ten cars drew them whole
 * twenty times (docs/decisions/0028, "The last levers").
 */
export const GARAGE_LIST_ICONS = [Car, CalendarCheck] as const;

/**
 * The cars of My Garage (docs/product.md#garage-cars), each a card with its name, plate, year
 * and fuel, a link to its page and one to book a service for it; or a line saying there are
 * none yet. In the page's language, its links within it (docs/decisions/0026). The cards' icons
 * come from one sprite ({@link GARAGE_LIST_ICONS}), drawn before the list.
 * @param cars the customer's cars in use, oldest first
 */
export function GarageList({ cars }: { cars: readonly CarSummary[] }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  if (cars.length === 0)
    return (
      <p className="rounded-lg border p-6 text-center text-muted-foreground">{t("garage.none")}</p>
    );
  return (
    <>
      <IconSprite icons={GARAGE_LIST_ICONS} />
      <ul aria-label={t("garage.myCars")} className="grid gap-4 sm:grid-cols-2">
        {cars.map((car) => (
          <li key={car.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-start gap-2">
                  <SpriteIcon icon={Car} className="mt-0.5 size-5 shrink-0 text-primary" />
                  <h2 className="min-w-0 break-words">
                    <a
                      href={linkIn(garageCarPath(car.id), locale)}
                      className="underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {carName(car)}
                    </a>
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <Plate plate={car.plate} />
                <p className="text-sm text-muted-foreground">
                  {car.nickname ? `${car.make} ${car.model} · ` : ""}
                  {car.year} · {fuelLabel(car.fuel, translator)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <a href={linkIn(garageCarPath(car.id), locale)}>
                      {t("garage.viewCar")}
                      <span className="sr-only">
                        {t("garage.viewCarOf", { name: carName(car) })}
                      </span>
                    </a>
                  </Button>
                  <Button asChild variant="gold" size="sm">
                    <a href={linkIn(bookForCarPath(car.id), locale)}>
                      <SpriteIcon icon={CalendarCheck} />
                      {t("garage.bookService")}
                      <span className="sr-only">
                        {t("garage.bookServiceFor", { name: carName(car) })}
                      </span>
                    </a>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
