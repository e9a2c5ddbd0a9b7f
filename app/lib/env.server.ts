/**
 * The run-time settings, in one typed module: the environment parsed with zod
 * (README.md#configuration), plus the values the start works out
 * (the embedded database's URL, the generated auth secret and admin setup code), set
 * once by {@link startSettings} and read everywhere through {@link getEnv}. Nothing
 * writes `process.env` to pass a value on. A bad value throws an `EnvError` whose
 * message is one clear line naming the variable; the server prints it and exits.
 */
import { z } from "zod";
import { oncePer } from "./once-per";
import { siteOrigin } from "./site-url.mjs";
import { defaultBusinessFacts, type BusinessFacts } from "~/catalog/business";
import { HOME_STATE_CODE, isValidGstin } from "~/catalog/gstin";
import { applyBusinessOverrides } from "./business-overrides";
import { PHOTO_UPLOAD_BODY_LIMIT_BYTES } from "./photo-routes";

/** The least REQUEST_BODY_BUDGET_MB: room for one photo's body, in whole MB. */
const BODY_BUDGET_MIN_MB = Math.ceil(PHOTO_UPLOAD_BODY_LIMIT_BYTES / (1024 * 1024));

/** How much the server logs (pino's levels, plus `silent`). */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.url().optional(),
);

/** The environment variables the product reads, with their defaults. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  /**
   * Set by `npm run build` only: this process prerenders the public pages, with no
   * database and no request of a visitor (a loader answers without reading data).
   */
  PRERENDER: z.stringbool().default(false),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * The folder of inspection photos; unset, `DATA_DIR/uploads`. Instances behind one proxy,
   * each with its own DATA_DIR, set the same folder so that each serves the photos uploaded
   * through any of them (README.md "Deploying on a VPS", docs/decisions/0013).
   */
  UPLOADS_DIR: z.string().min(1, "UPLOADS_DIR must name a folder, or be left unset").optional(),
  /**
   * The folder of the built client the production server serves and whose prerendered pages
   * it rewrites when reviews, promotions or the figures change them (docs/decisions/0017,
   * docs/decisions/0024); unset, the build's own `build/client`. A copy of `build/client`:
   * servers on different databases that share one build each keep their own pages.
   */
  PAGES_DIR: z.string().min(1, "PAGES_DIR must name a folder, or be left unset").optional(),
  /**
   * The S3-compatible bucket that keeps photos and invoice PDFs instead of the uploads folder:
   * `s3://bucket/prefix`, shared by instances on any number of machines (docs/decisions/0015).
   */
  STORAGE_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/,
        "STORAGE_URL must look like s3://bucket/prefix (a bucket name of lower-case letters, digits, dots and hyphens), or be left unset for the uploads folder",
      )
      .optional(),
  ),
  /** The S3-compatible server's URL (MinIO, R2, Spaces, …); unset, AWS S3 in STORAGE_REGION. */
  STORAGE_ENDPOINT: optionalUrl,
  /** The bucket's region ("auto" for some S3-compatible services). */
  STORAGE_REGION: z.string().trim().min(1).default("us-east-1"),
  /**
   * Bucket in the URL's path rather than its host name; unset, path-style exactly when
   * STORAGE_ENDPOINT is set (what S3-compatible servers accept).
   */
  STORAGE_PATH_STYLE: z.stringbool().optional(),
  /** The bucket's access key id; unset, the AWS SDK finds credentials itself (AWS_* variables, an instance role). */
  STORAGE_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  /** The secret of STORAGE_ACCESS_KEY_ID. */
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SITE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_SETUP_CODE: z.string().min(8, "ADMIN_SETUP_CODE must be at least 8 characters").optional(),
  BUSINESS_PHONE: z
    .string()
    .regex(/^\+\d{10,15}$/, "BUSINESS_PHONE must be in E.164 form, e.g. +919876543210")
    .optional(),
  BUSINESS_NAME: z.string().min(2).optional(),
  /**
   * Express's "trust proxy": unset, the client IP is the connection's address and any
   * X-Forwarded-For is ignored; behind a reverse proxy set the hop count ("1") or the
   * proxy addresses ("loopback", "10.0.0.1"). Rate limits count per client IP.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Sign-in and sign-up attempts allowed per client IP per minute (docs/product.md#security). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Bookings that are not cancelled allowed in one date and slot: the workshop's bays
   * (docs/product.md#slot-capacity).
   */
  BOOKING_SLOT_CAPACITY: z.coerce.number().int().min(1).default(3),
  /**
   * Pickup and drop legs one driver may hold in one window (docs/product.md#pickups): the
   * Pickups view refuses a fifth by default.
   */
  PICKUP_DRIVER_CAPACITY: z.coerce.number().int().min(1).default(4),
  /** Bookings one customer may submit per hour (docs/product.md#security). */
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Pending or confirmed bookings dated today or later one account may hold at once
   * (docs/product.md#booking-limits, docs/decisions/0013).
   */
  BOOKING_ACTIVE_LIMIT: z.coerce.number().int().min(1).default(3),
  /**
   * New bookings allowed from one client IP per Asia/Kolkata day, whatever the account
   * (docs/product.md#booking-limits, docs/decisions/0013).
   */
  BOOKING_IP_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * The most MB of request bodies one process reads or holds at once (README.md#configuration):
   * a body that would pass it is answered 503 with Retry-After, unread (server/body-budget.ts).
   * Default: room for two photos' bodies and the forms around them, as a photo costs several
   * times its size while it is read and converted (two 7.6 MB photos at once took the server to
   * 264 MB resident, four to 359 MB: past the 300 MB of docs/decisions/0008); at least one photo's.
   */
  REQUEST_BODY_BUDGET_MB: z.coerce
    .number()
    .int()
    .min(
      BODY_BUDGET_MIN_MB,
      `REQUEST_BODY_BUDGET_MB must be at least ${BODY_BUDGET_MIN_MB}, so that one photo's body fits`,
    )
    .default(24),
  /** Quote requests allowed per client IP per hour (docs/product.md#security). */
  QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  BUSINESS_EMAIL: z.email().optional(),
  /**
   * The mail server messages go out through (docs/product.md#lifecycle-messages):
   * `smtp://user:pass@host:port` or `smtps://…`. Unset: messages stay in the outbox as "not sent:
   * no mail server configured".
   */
  SMTP_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        "SMTP_URL must look like smtp://user:pass@host:port or smtps://…",
      )
      .optional(),
  ),
  /** The From of every email; default the business's name and email. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where the workshop's own alerts go (new bookings, quotes, changes); default the business email. */
  STAFF_EMAIL: z.email().optional(),
  /**
   * The on-call phone (E.164) that every emergency request is sent to by WhatsApp, besides the
   * email to STAFF_EMAIL (docs/product.md#emergency-alerts); unset, the business number.
   */
  EMERGENCY_ONCALL_PHONE: z
    .string()
    .trim()
    .regex(/^\+\d{10,15}$/, "EMERGENCY_ONCALL_PHONE must be in E.164 form, e.g. +919876543210")
    .optional(),
  /** WhatsApp Business Cloud API access token; with WHATSAPP_PHONE_NUMBER_ID, turns WhatsApp messages on. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** The sending number's id in the WhatsApp Business Cloud API. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "WHATSAPP_PHONE_NUMBER_ID must be digits")
    .optional(),
  /** The Cloud API's base URL (a local server in tests). */
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
  /**
   * Hours before a slot starts after which a customer can no longer cancel or move it online
   * (docs/product.md#lifecycle-changes).
   */
  BOOKING_CHANGE_CUTOFF_HOURS: z.coerce.number().min(0).max(168).default(4),
  /**
   * The workshop's Google review page, offered to every customer after they send a review
   * (docs/product.md#reviews-page); unset, nothing is offered.
   */
  GOOGLE_REVIEW_URL: optionalUrl,
  /**
   * How many published reviews the site needs before its rating and review count come from
   * them instead of the catalogue's figures (docs/product.md#reviews-shown).
   */
  REVIEWS_MIN_FOR_RATING: z.coerce.number().int().min(1).default(10),
  /**
   * How many records a percentage or an average the site states must rest on before it is shown
   * (docs/product.md#site-figures): until then it is left out, never invented.
   */
  FIGURES_MIN_RECORDS: z.coerce.number().int().min(1).default(20),
  /**
   * Declared opening figures (docs/product.md#site-figures): the customers served and cars
   * serviced before the records began, added to what the records count.
   */
  OPENING_CUSTOMERS_SERVED: z.coerce.number().int().min(0).default(0),
  /** See OPENING_CUSTOMERS_SERVED: cars serviced before the records began. */
  OPENING_CARS_SERVICED: z.coerce.number().int().min(0).default(0),
  /** The year the opening figures count from ("Cars serviced since 2011"); unset, the records alone. */
  OPENING_FIGURES_SINCE: z.coerce
    .number()
    .int()
    .min(1900, "OPENING_FIGURES_SINCE must be a year, e.g. 2011")
    .max(2100, "OPENING_FIGURES_SINCE must be a year, e.g. 2011")
    .optional(),
  /**
   * The workshop's GSTIN on tax invoices (docs/decisions/0010); checked with its check character.
   */
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, "BUSINESS_GSTIN must be a valid 15-character GSTIN, e.g. 36AABCM1234C1Z4")
    .refine(
      (v) => v.startsWith(HOME_STATE_CODE),
      "BUSINESS_GSTIN must be registered in Telangana (state code 36)",
    )
    .optional(),
  /** The legal name printed on tax invoices (docs/decisions/0010); defaults to BUSINESS_NAME. */
  BUSINESS_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  /** The UPI id (VPA) that invoices' QR codes pay (docs/decisions/0010), e.g. workshop@icici. */
  BUSINESS_UPI_ID: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/,
      "BUSINESS_UPI_ID must be a UPI id such as workshop@icici",
    )
    .optional(),
});

/**
 * The settings that only make sense together (docs/decisions/0015): a bucket's endpoint or key
 * without `STORAGE_URL`, or a key without its secret, would quietly leave files on one machine.
 */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (Boolean(env.STORAGE_ACCESS_KEY_ID) !== Boolean(env.STORAGE_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: "custom",
      path: [env.STORAGE_ACCESS_KEY_ID ? "STORAGE_SECRET_ACCESS_KEY" : "STORAGE_ACCESS_KEY_ID"],
      message: "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together",
    });
  const bucketSetting = (
    ["STORAGE_ENDPOINT", "STORAGE_ACCESS_KEY_ID", "STORAGE_SECRET_ACCESS_KEY"] as const
  ).find((name) => env[name] !== undefined);
  if (bucketSetting && !env.STORAGE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["STORAGE_URL"],
      message: `STORAGE_URL (s3://bucket/prefix) must be set when ${bucketSetting} is; without it files stay in the uploads folder`,
    });
});

/** The parsed environment; `SITE_URL` is always set (default `http://localhost:$PORT`). */
export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string };

/** What the start of a process works out on top of its environment. */
export interface StartValues {
  /** The database in use: the operator's `DATABASE_URL`, or the embedded PostgreSQL's. */
  DATABASE_URL: string;
  /** The operator's `AUTH_SECRET`, or the one generated and kept in `DATA_DIR`. */
  AUTH_SECRET: string;
  /**
   * The admin setup code made at start while no admin exists and no `ADMIN_SETUP_CODE`
   * is set (`app/features/admin/setup-code.server.ts`); absent otherwise.
   */
  generatedSetupCode?: string;
}

/** The run-time settings: the parsed environment with what the start worked out. */
export type Settings = Env & Partial<StartValues>;

/** Thrown by {@link parseEnv} when a variable is invalid; `message` is one line. */
export class EnvError extends Error {}

/**
 * Parses an environment object.
 * @param source variables, normally `process.env`
 * @returns the typed environment with defaults applied
 * @throws EnvError naming the first invalid variable and why
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = CheckedEnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvError(`Invalid environment: ${issue.path.join(".")}: ${issue.message}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: siteOrigin(env.SITE_URL, env.PORT) };
}

/** The settings of this process: what the start set, and the parsed result. */
interface SettingsSlot {
  started: Partial<StartValues>;
  cached?: Settings;
}

/**
 * One slot per process, shared by every copy of this module: the server (`build/main.js`)
 * and the app's build (`build/server/index.js`, loaded by the server at run time) are
 * bundled apart and each holds its own copy, so a module variable would not reach the app.
 */
const SLOT = Symbol.for("car-service.run-time-settings");

function settingsSlot(): SettingsSlot {
  const holder = globalThis as { [SLOT]?: SettingsSlot };
  holder[SLOT] ??= { started: {} };
  return holder[SLOT];
}

/**
 * The run-time settings: the process environment, parsed on first use, with the values
 * {@link startSettings} was given (none in a build, a unit test or a command that needs
 * nothing worked out).
 * @throws EnvError when a variable is invalid
 */
export function getEnv(): Settings {
  const slot = settingsSlot();
  slot.cached ??= { ...parseEnv(process.env), ...slot.started };
  return slot.cached;
}

/**
 * Sets what the start worked out, once, before the first request: called by the server
 * (`server/main.ts`) and the commands that open the embedded database themselves.
 * @param values the database URL, auth secret and generated setup code in force
 * @returns the settings from now on
 * @throws EnvError when a variable is invalid
 */
export function startSettings(values: Partial<StartValues>): Settings {
  const slot = settingsSlot();
  slot.started = values;
  slot.cached = undefined;
  return getEnv();
}

/**
 * Forgets the settings, so the next read parses the environment again with nothing
 * worked out (tests that change a variable between cases).
 */
export function resetEnvCache(): void {
  const slot = settingsSlot();
  slot.started = {};
  slot.cached = undefined;
}

// The facts of each set of settings, worked out once: every page's root loader asks for them.
const businessFactsOf = oncePer((env: Settings) =>
  applyBusinessOverrides(defaultBusinessFacts, env),
);

/**
 * The business facts with the environment's overrides applied; which variables may override
 * which facts is `businessOverrides` (`app/lib/business-overrides.ts`).
 * @returns the effective facts (the same object while the settings stand: read, never change
 *   it); defaults from `app/catalog/business.ts`
 */
export function getBusinessFacts(): BusinessFacts {
  return businessFactsOf(getEnv());
}
