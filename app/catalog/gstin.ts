/**
 * GST registration facts (docs/decisions/0010): the states' GST codes, the workshop's home state
 * and the GSTIN format with its check character. Reference data shared by the settings check
 * (`BUSINESS_GSTIN`), the job card and the tax invoice.
 */

/** The workshop's state for GST: Telangana, state code 36 (the place of supply at home). */
export const HOME_STATE_CODE = "36";

/** GST state and union-territory codes, for the customer's state on an invoice. */
export const GST_STATES = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
] as const;

/**
 * The name of a GST state code.
 * @param code two digits, e.g. "36"
 * @returns "Telangana", or the code itself when unknown
 */
export function gstStateName(code: string): string {
  return GST_STATES.find((s) => s.code === code)?.name ?? code;
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Whether a text is a well-formed GSTIN: state code, PAN, entity number, "Z" and the
 * check character of GSTN's published mod-36 algorithm.
 * @param gstin 15 characters, upper case
 * @returns true when the shape and the check character are right
 */
export function isValidGstin(gstin: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 algorithm).
 * @param first14 the GSTIN without its last character
 * @returns the 15th character
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}
