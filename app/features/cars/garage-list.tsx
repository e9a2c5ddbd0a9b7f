import { CalendarCheck, Car } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { bookForCarPath, garageCarPath } from "~/catalog/navigation";
import { cn } from "~/lib/utils";
import { FUEL_LABELS, type VehicleFuelName } from "./car-schema";

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
  if (!plate)
    return <span className={cn("text-sm text-muted-foreground", className)}>No registration</span>;
  return (
    <span
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
 * The cars of My Garage (docs/product.md#garage-cars), each a card with its name, plate, year
 * and fuel, a link to its page and one to book a service for it; or a line saying there are
 * none yet.
 * @param cars the customer's cars in use, oldest first
 */
export function GarageList({ cars }: { cars: readonly CarSummary[] }) {
  if (cars.length === 0)
    return (
      <p className="rounded-lg border p-6 text-center text-muted-foreground">
        No cars yet. Add your car below to keep its service history in one place and to know when it
        is next due.
      </p>
    );
  return (
    <ul aria-label="My cars" className="grid gap-4 sm:grid-cols-2">
      {cars.map((car) => (
        <li key={car.id}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle className="flex items-start gap-2">
                <Car className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <h2 className="min-w-0 break-words">
                  <a
                    href={garageCarPath(car.id)}
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
                {car.year} · {FUEL_LABELS[car.fuel]}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={garageCarPath(car.id)}>
                    View car<span className="sr-only">: {carName(car)}</span>
                  </a>
                </Button>
                <Button asChild variant="gold" size="sm">
                  <a href={bookForCarPath(car.id)}>
                    <CalendarCheck aria-hidden />
                    Book a service<span className="sr-only"> for {carName(car)}</span>
                  </a>
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
