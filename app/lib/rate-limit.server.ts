/**
 * Request rate limits kept in PostgreSQL (table `app_rate_limits`), so every app instance
 * counts against the same budget (docs/product.md#security: bookings per customer and per client
 * IP, quotes per client IP, account and confirmation emails per address). Sign-in and sign-up
 * have better-auth's own limit. Built on rate-limiter-flexible's PostgreSQL store.
 */
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type pg from "pg";
import { getDb, type Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { secondsToNextKolkataDay, todayInKolkata } from "~/lib/time";

/** The limits the product applies; each counts per key per window. */
export type RateLimitName =
  | "booking"
  | "booking-ip"
  | "quote"
  | "account"
  | "account-email"
  | "contact-email"
  | "garage"
  | "review"
  | "walkround-code"
  | "emergency-phone"
  | "emergency-ip";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * How many requests each limit allows, and in what window (seconds).
 * "account": password confirmations for deleting an account, per customer.
 * "account-email": password reset and verification emails asked for per client IP, and sent per
 * address (docs/product.md#lifecycle-accounts, docs/decisions/0013).
 * "booking-ip": new bookings per client IP per Asia/Kolkata day, counted by
 * {@link consumeDailyRateLimit} (docs/product.md#booking-limits).
 * "contact-email": confirmation links sent to a booking's typed address, per address
 * (docs/product.md#lifecycle-messages).
 * "garage": cars added or changed in My Garage, per customer (docs/product.md#garage-cars).
 * "review": review links opened or sent per client IP (docs/product.md#reviews-page).
 * "emergency-phone", "emergency-ip": emergency requests per phone number and per client IP
 * (docs/product.md#emergency-form).
 */
function allowance(name: RateLimitName): { points: number; duration: number } {
  const env = getEnv();
  switch (name) {
    case "booking":
      return { points: env.BOOKING_RATE_LIMIT, duration: HOUR };
    case "booking-ip":
      return { points: env.BOOKING_IP_DAILY_LIMIT, duration: DAY };
    case "quote":
      return { points: env.QUOTE_RATE_LIMIT, duration: HOUR };
    case "account-email":
      return { points: ACCOUNT_EMAILS_PER_HOUR, duration: HOUR };
    case "contact-email":
      return { points: CONTACT_EMAIL_CONFIRMATIONS_PER_DAY, duration: DAY };
    case "account":
      return { points: 5, duration: HOUR };
    case "garage":
      return { points: GARAGE_SAVES_PER_HOUR, duration: HOUR };
    case "review":
      return { points: REVIEW_PAGE_REQUESTS_PER_HOUR, duration: HOUR };
    case "walkround-code":
      return { points: WALKROUND_CODES_PER_HOUR, duration: HOUR };
    case "emergency-phone":
      return { points: EMERGENCY_REQUESTS_PER_PHONE_PER_HOUR, duration: HOUR };
    case "emergency-ip":
      return { points: EMERGENCY_REQUESTS_PER_IP_PER_HOUR, duration: HOUR };
  }
}

const limiters = new Map<RateLimitName, { pool: pg.Pool; limiter: RateLimiterPostgres }>();

function limiter(name: RateLimitName): RateLimiterPostgres {
  // drizzle's node-postgres database keeps its pool as `$client`; a new pool (the database
  // handle was reopened) gets new limiters.
  const pool = (getDb() as Database & { $client: pg.Pool }).$client;
  let entry = limiters.get(name);
  if (!entry || entry.pool !== pool) {
    const l = new RateLimiterPostgres({
      storeClient: pool,
      tableName: "app_rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      ...allowance(name),
    });
    entry = { pool, limiter: l };
    limiters.set(name, entry);
  }
  return entry.limiter;
}

/**
 * Password reset and verification emails one client IP may ask for, and one address may
 * receive, per hour (docs/product.md#lifecycle-accounts, docs/decisions/0013).
 */
export const ACCOUNT_EMAILS_PER_HOUR = 5;

/**
 * Links asking to confirm an email address typed on a booking that one address may receive per
 * day, whoever typed it (docs/product.md#lifecycle-messages, docs/decisions/0013).
 */
const CONTACT_EMAIL_CONFIRMATIONS_PER_DAY = 1;

/**
 * Cars one customer may add or change in My Garage per hour: each save asks whether a
 * registration is held by another account, so the limit keeps anyone from sweeping through
 * registrations (docs/product.md#garage-cars).
 */
export const GARAGE_SAVES_PER_HOUR = 20;

/**
 * Review pages (`/review/<token>`) one client IP may open or send per hour: a customer needs a
 * few, and anyone guessing tokens is stopped long before a guess could succeed
 * (docs/product.md#reviews-page).
 */
const REVIEW_PAGE_REQUESTS_PER_HOUR = 30;

/**
 * Walk-round confirmation codes one booking's walk-round may be sent per hour
 * (docs/product.md#check-in): a customer needs one or two; more would flood their inbox.
 */
const WALKROUND_CODES_PER_HOUR = 5;

/**
 * Emergency requests one phone number may send per hour (docs/product.md#emergency-form): a
 * stranded driver needs one, perhaps a second with a better place; more would flood the on-call
 * staff, who call back anyway.
 */
export const EMERGENCY_REQUESTS_PER_PHONE_PER_HOUR = 3;

/**
 * Emergency requests one client IP may send per hour (docs/product.md#emergency-form): a few
 * people on one network (a family, an office) may each need help; one visitor cannot flood the
 * staff with made-up numbers.
 */
export const EMERGENCY_REQUESTS_PER_IP_PER_HOUR = 6;

/** What a limit check found. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against a limit.
 * @param name which limit: "booking" (per customer id, BOOKING_RATE_LIMIT an hour),
 *   "quote" (per client IP, QUOTE_RATE_LIMIT an hour) or "account" (account deletion
 *   attempts per customer id, 5 an hour) or "account-email" (reset and verification emails
 *   asked for per client IP, `ip:<address>`, and sent per address, `email:<address>`,
 *   {@link ACCOUNT_EMAILS_PER_HOUR} an hour) or "contact-email" (confirmation links per
 *   address, {@link CONTACT_EMAIL_CONFIRMATIONS_PER_DAY} in 24 hours) or "garage" (cars added or
 *   changed per customer id, {@link GARAGE_SAVES_PER_HOUR} an hour) or "review" (review pages
 *   opened or sent per client IP, {@link REVIEW_PAGE_REQUESTS_PER_HOUR} an hour); "booking-ip" is counted
 *   through {@link consumeDailyRateLimit}
 * @param key the customer id or client IP
 * @returns allowed, or refused with the seconds until the window frees a place
 * @throws the database error when the store cannot be reached (the caller answers 503)
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<RateLimitResult> {
  try {
    await limiter(name).consume(key);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      };
    throw error;
  }
}

/**
 * Gives one request back to a limit (a resubmitted form that created nothing).
 * @param name the limit
 * @param key the customer id or client IP
 */
export async function refundRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).reward(key, 1);
}

/** The key of a limit counted per Asia/Kolkata day: the key and the day. */
const dailyKey = (key: string, now: Date) => `${key}@${todayInKolkata(now)}`;

/**
 * Counts one request against a limit that starts afresh each Asia/Kolkata day ("booking-ip":
 * BOOKING_IP_DAILY_LIMIT new bookings per client IP a day, docs/product.md#booking-limits).
 * @param name the limit
 * @param key the client IP
 * @param now the current instant (its Asia/Kolkata day is the window)
 * @returns allowed, or refused with the seconds until the next Asia/Kolkata midnight
 * @throws the database error when the store cannot be reached (the caller answers 503)
 */
export async function consumeDailyRateLimit(
  name: "booking-ip",
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const result = await consumeRateLimit(name, dailyKey(key, now));
  if (result.allowed) return result;
  return { allowed: false, retryAfterSeconds: secondsToNextKolkataDay(now) };
}

/**
 * Gives one request back to a daily limit (a booking that was not made).
 * @param name the limit; `key` the client IP; `now` the instant it was counted at
 */
export async function refundDailyRateLimit(
  name: "booking-ip",
  key: string,
  now: Date = new Date(),
): Promise<void> {
  await refundRateLimit(name, dailyKey(key, now));
}

/**
 * The message for a refused request, in minutes rounded up.
 * @param retryAfterSeconds from {@link consumeRateLimit}
 * @returns e.g. "Please try again in 12 minutes."
 */
export function retryAfterText(retryAfterSeconds: number): string {
  const minutes = retryAfterMinutes(retryAfterSeconds);
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * A limit's wait in whole minutes, as people are told it (at least 1).
 * @param retryAfterSeconds from {@link consumeRateLimit}
 */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * The message for a client IP that asked for too many emails (`account-email`).
 * @param retryAfterSeconds from {@link consumeRateLimit}
 * @returns e.g. "Too many emails asked for. Please try again in 12 minutes."
 */
export function tooManyEmailsText(retryAfterSeconds: number): string {
  return `Too many emails asked for. ${retryAfterText(retryAfterSeconds)}`;
}

/** Forgets the limiters (tests that change the limits through the environment). */
export function resetRateLimiters(): void {
  limiters.clear();
}
