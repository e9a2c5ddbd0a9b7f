/**
 * The car form as the page sends it (docs/product.md#garage-cars): a valid petrol Hyundai
 * Creta of 2021 with no VIN or nickname, for unit and integration tests alike.
 * @param registration the registration as typed
 * @param patch fields to set over it
 * @returns the fields, each a string
 */
export function carForm(registration: string, patch: Record<string, string> = {}) {
  return {
    registration,
    make: "Hyundai",
    model: "Creta",
    year: "2021",
    fuel: "petrol",
    vin: "",
    nickname: "",
    ...patch,
  };
}
