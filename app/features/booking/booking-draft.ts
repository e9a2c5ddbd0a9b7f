/**
 * Keeps the booking form's values in session storage so that nothing a visitor typed is
 * lost on the way through sign-in (issue: booking journey) or a reload.
 */
import { emptyBookingForm, type BookingFormInput } from "./booking-schema";

/** The session-storage key of the draft. */
export const BOOKING_DRAFT_KEY = "booking-form-draft";

type Draft = Required<BookingFormInput>;

/**
 * Saves the draft; an all-empty form removes it. Storage errors (private mode, quota) are ignored.
 */
export function saveBookingDraft(values: Partial<BookingFormInput>, storage: Storage | undefined = safeSessionStorage()): void {
  if (!storage) return;
  try {
    const hasContent = Object.values(values).some((v) => typeof v === "string" && v.trim() !== "");
    if (hasContent) storage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(values));
    else storage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage full or disabled: the form still works, the draft is just not kept.
  }
}

/**
 * Reads the draft back; unknown keys and non-string values are dropped.
 * @returns the stored values merged over empty ones, or null when there is no draft
 */
export function loadBookingDraft(storage: Storage | undefined = safeSessionStorage()): Draft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(BOOKING_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const draft: Draft = { ...emptyBookingForm };
    for (const key of Object.keys(emptyBookingForm) as Array<keyof Draft>) {
      // Consent to WhatsApp is given afresh with each booking, never restored from a draft.
      if (key === "whatsappOptIn") continue;
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === "string") draft[key] = v;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Removes the draft (after a successful booking). */
export function clearBookingDraft(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // ignore
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
