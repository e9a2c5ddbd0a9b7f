/**
 * The customer's confirmation of a walk-round (docs/product.md#check-in): a 6-digit code sent to
 * them (valid {@link WALKROUND_LIMITS}.codeMinutes minutes, {@link WALKROUND_LIMITS}.codeTries
 * wrong tries, single use, kept only as its SHA-256 hash, sends rate limited), and the record
 * confirmed for good with it (docs/decisions/0010).
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { bookings, walkroundPhotos, walkrounds } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { recordCheckInOdometer } from "~/features/cars/workshop-cars.server";
import { queuePickupMessage } from "./pickup-messages.server";
import { WALKROUND_LIMITS, WALKROUND_MESSAGES } from "./pickup-schema";
import { walkroundFactRows } from "./walkround-facts";
import {
  WalkroundError,
  lockOpenWalkround,
  lockTarget,
  type WalkroundTarget,
} from "./walkrounds.server";

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * Sends the customer a fresh 6-digit code for the leg's walk-round (docs/product.md#check-in):
 * stored as its hash, valid {@link WALKROUND_LIMITS}.codeMinutes minutes; the email, which lists
 * what reading the code confirms (`walkroundFactRows`), is queued in the same transaction. An
 * earlier code stops working.
 * @param target a leg, or a booking at the counter
 * @param now the clock
 * @returns whether the email will go out (false: the customer has no confirmed address)
 * @throws WalkroundError: 404 for a leg not theirs; 409 with nothing recorded yet or confirmed;
 *   429 past {@link WALKROUND_LIMITS} sends an hour
 */
export async function sendWalkroundCode(
  target: WalkroundTarget,
  now: Date = new Date(),
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const at = await lockTarget(tx, target);
    const row = await lockOpenWalkround(tx, at);
    if (!row) throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn);
    const limited = await consumeRateLimit("walkround-code", row.id);
    if (!limited.allowed) throw new WalkroundError(WALKROUND_MESSAGES.codeLimited, "code", 429);
    const code = String(randomInt(0, 10 ** WALKROUND_LIMITS.codeDigits)).padStart(
      WALKROUND_LIMITS.codeDigits,
      "0",
    );
    await tx
      .update(walkrounds)
      .set({
        codeHash: hashCode(code),
        codeExpiresAt: new Date(now.getTime() + WALKROUND_LIMITS.codeMinutes * 60_000),
        codeTries: 0,
        updatedAt: now,
      })
      .where(eq(walkrounds.id, row.id));
    const [booking] = await tx
      .select({ id: bookings.id, userId: bookings.userId, customerEmail: bookings.customerEmail })
      .from(bookings)
      .where(eq(bookings.id, at.bookingId));
    // docs/decisions/0021 item 10: the email lists what reading the code confirms.
    const photoCount = await tx.$count(walkroundPhotos, eq(walkroundPhotos.walkroundId, row.id));
    return queuePickupMessage(tx, "walkround_code", booking!, {
      code,
      minutes: WALKROUND_LIMITS.codeMinutes,
      details: (t) => walkroundFactRows({ ...row, photoCount }, t),
    });
  });
}

/**
 * Confirms the leg's walk-round with the code the customer read out: right, within its time and
 * tries, it is used up and the record is confirmed for good (the check-in's odometer also goes to
 * the car's history in My Garage when the booking has its car). Wrong, one try is counted.
 * @param target a leg, or a booking at the counter; `code` six digits
 * @param now the clock
 * @throws WalkroundError: 404 for a leg not theirs; 409 "code" for a wrong code (tries left),
 *   an expired or used-up code, or none sent; 409 for a confirmed record
 */
export async function confirmWalkround(
  target: WalkroundTarget,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const outcome = await getDb().transaction(async (tx) => {
    const at = await lockTarget(tx, target);
    const row = await lockOpenWalkround(tx, at);
    if (!row) throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn);
    if (
      !row.codeHash ||
      !row.codeExpiresAt ||
      row.codeExpiresAt <= now ||
      row.codeTries >= WALKROUND_LIMITS.codeTries
    )
      return { ok: false as const, message: WALKROUND_MESSAGES.codeExpired };
    const right = timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(row.codeHash));
    if (!right) {
      await tx
        .update(walkrounds)
        .set({ codeTries: row.codeTries + 1 })
        .where(eq(walkrounds.id, row.id));
      return {
        ok: false as const,
        message:
          row.codeTries + 1 >= WALKROUND_LIMITS.codeTries
            ? WALKROUND_MESSAGES.codeExpired
            : WALKROUND_MESSAGES.codeWrong,
      };
    }
    await tx
      .update(walkrounds)
      .set({
        confirmedAt: now,
        codeHash: null,
        codeExpiresAt: null,
        returnedAsReceived: row.kind === "return",
        updatedAt: now,
      })
      .where(eq(walkrounds.id, row.id));
    return { ok: true as const, row, at };
  });
  // A wrong try is counted (committed above) before it is refused.
  if (!outcome.ok) throw new WalkroundError(outcome.message, "code");
  // docs/decisions/0014: the check-in reading joins the car's history (a car with a higher
  // earlier reading keeps this record without it: the job card asks the reason).
  if (outcome.row.kind === "check_in" && outcome.row.odometerKm !== null)
    await recordCheckInOdometer(
      outcome.at.actorId,
      outcome.at.bookingId,
      outcome.row.odometerKm,
      null,
    ).catch(() => undefined);
}
