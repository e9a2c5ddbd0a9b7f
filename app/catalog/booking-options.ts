/**
 * The fixed option lists of the booking form (docs/product.md#booking-rules): the 12 service types,
 * the 22 car brands and the 18 time slots. Client-safe; shared by the form, the zod
 * schema and the server.
 */

/**
 * The 12 service types, in the spec's order (docs/product.md#service-types), each with the words
 * that name it in a title passed from other pages ({@link matchServiceType}), tried in this order.
 */
const serviceTypeKeywords = {
  "General Service & Maintenance": /comprehensive|periodic|general|maintenance|health/i,
  "Engine Oil Change": /oil/i,
  "Brake Service & Repair": /brake/i,
  "Engine Diagnostics & Repair": /engine|diagnostic/i,
  "Transmission Service": /transmission|gearbox|dsg|clutch/i,
  "AC Service & Repair": /\bac\b|air.?con|cooling/i,
  "Battery replacement": /battery/i,
  "Tire Service & Alignment": /tyre|tire|wheel|alignment/i,
  "Electrical Diagnostics": /electric/i,
  "Body Work & Paint": /body|paint|dent/i,
  "Luxury Car Service": /luxury|premium/i,
  "Emergency Roadside Assistance": /emergency|roadside|tow/i,
} as const satisfies Record<string, RegExp>;

/** One of the 12 service types. */
export type ServiceType = keyof typeof serviceTypeKeywords;

/** The 12 service types, in the spec's order (docs/product.md#service-types). */
export const serviceTypes = Object.keys(serviceTypeKeywords) as [ServiceType, ...ServiceType[]];

/** The 22 car brands of the booking form, in the spec's order (docs/product.md#car-brands). */
export const bookingCarBrands = [
  "Maruti Suzuki",
  "Hyundai",
  "Tata",
  "Mahindra",
  "Honda",
  "Toyota",
  "Ford",
  "Volkswagen",
  "Skoda",
  "Renault",
  "Nissan",
  "Kia",
  "BMW",
  "Mercedes-Benz",
  "Audi",
  "Jaguar",
  "Land Rover",
  "Volvo",
  "Lexus",
  "Infiniti",
  "Porsche",
  "Other",
] as const;

/** One of the 22 booking-form car brands. */
export type BookingCarBrand = (typeof bookingCarBrands)[number];

/**
 * The booking form's brand and model fields for a brand the customer came from (a brand
 * page's booking button passes its brand as `carBrand`): a brand of the form's list is
 * chosen as it is; a brand the list lacks (Jeep, Tesla, Lamborghini) chooses 'Other' and
 * goes into the model field, so the customer only adds the model (docs/product.md#route-booking).
 * @param brand the brand's name, any letter case; empty or missing gives nothing
 * @returns the fields to fill, or null
 */
export function bookingBrandPrefill(
  brand: string | null | undefined,
): { carBrand: BookingCarBrand; carModel: string } | null {
  const name = brand?.trim();
  if (!name) return null;
  const listed = bookingCarBrands.find(
    (b) => b.toLowerCase() === name.toLowerCase() && b !== "Other",
  );
  return listed
    ? { carBrand: listed, carModel: "" }
    : { carBrand: "Other", carModel: name.slice(0, 60) };
}

/**
 * Builds the slot list: every 30 minutes from 09:00 to 17:30, in 12-hour format
 * ("09:00 AM" … "05:30 PM"), docs/product.md#time-slots.
 * @returns the 18 slot labels in order
 */
function buildTimeSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = 9 * 60; minutes <= 17 * 60 + 30; minutes += 30) {
    const h24 = Math.floor(minutes / 60);
    const m = minutes % 60;
    const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
    const suffix = h24 < 12 ? "AM" : "PM";
    slots.push(`${String(h12).padStart(2, "0")}:${String(m).padStart(2, "0")} ${suffix}`);
  }
  return slots;
}

/** The 18 bookable time slots, "09:00 AM" to "05:30 PM" (workshop local time, Asia/Kolkata). */
export const timeSlots: readonly string[] = buildTimeSlots();

/**
 * Minutes after local midnight at which a slot starts.
 * @param slot a label such as "02:30 PM"
 * @returns minutes since 00:00 (e.g. 870), or NaN when the label is not a 12-hour time
 */
export function slotStartMinutes(slot: string): number {
  const m = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!m) return Number.NaN;
  const h = (Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0);
  return h * 60 + Number(m[2]);
}

/**
 * The service type a title names, for `selectedService` passed to /booking from a
 * service card (docs/product.md#route-home): an exact type first, then by keyword.
 * @param title e.g. "Comprehensive Service" or "AC Service & Repair"
 * @returns one of the 12 service types, or undefined when none fits
 */
export function matchServiceType(title: string | null | undefined): ServiceType | undefined {
  if (!title) return undefined;
  const exact = serviceTypes.find((t) => t.toLowerCase() === title.trim().toLowerCase());
  if (exact) return exact;
  return serviceTypes.find((t) => serviceTypeKeywords[t].test(title));
}
