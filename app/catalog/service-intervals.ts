/**
 * How often each service type falls due, whichever comes first (docs/decisions/0014): kilometres
 * and months, as data. Service types done only when needed (diagnostics, body work, roadside
 * assistance) have no interval. Client-safe.
 */
import type { ServiceType } from "./booking-options";

/** A service's interval: kilometres (or null: time only) and months. */
export interface ServiceInterval {
  km: number | null;
  months: number;
}

/** The interval of each periodic service type of the booking form. */
const SERVICE_INTERVALS: Partial<Record<ServiceType, ServiceInterval>> = {
  "General Service & Maintenance": { km: 10_000, months: 12 },
  "Luxury Car Service": { km: 10_000, months: 12 },
  "Engine Oil Change": { km: 7_500, months: 6 },
  "Brake Service & Repair": { km: 20_000, months: 12 },
  "Tire Service & Alignment": { km: 10_000, months: 12 },
  "Transmission Service": { km: 40_000, months: 24 },
  "AC Service & Repair": { km: null, months: 12 },
  "Battery replacement": { km: null, months: 24 },
};

/**
 * The interval of a service type.
 * @param serviceType a booking's service type
 * @returns its interval, or undefined when it is done only when needed
 */
export function serviceInterval(serviceType: string): ServiceInterval | undefined {
  return SERVICE_INTERVALS[serviceType as ServiceType];
}
