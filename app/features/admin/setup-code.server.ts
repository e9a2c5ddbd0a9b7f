/**
 * The admin setup code (docs/product.md#security: `ADMIN_SETUP_CODE`). The
 * operator's `ADMIN_SETUP_CODE`, or without it a code the server makes at start while no
 * admin exists and prints once to its log, works only until the first admin exists
 * (docs/decisions/0007: a revoked admin cannot grant themselves again with it). Later
 * admins are granted from the back office or with `npm run admin -- grant EMAIL`. The
 * code never leaves the server.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import pg from "pg";
import { getEnv, type Env, type Settings } from "~/lib/env.server";

/** Letters and digits that cannot be mistaken for one another when read from a log. */
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * A fresh setup code: four groups of four characters from a 32-symbol alphabet (80 bits).
 * @returns e.g. "K7QF-2M9X-PR4T-HW8D"
 */
export function generateSetupCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/** The code /admin-setup accepts right now, and where it came from. */
export interface ActiveSetupCode {
  code: string;
  /** "environment": the operator's ADMIN_SETUP_CODE; "generated": made at start. Either is valid only while no admin exists. */
  source: "environment" | "generated";
}

/**
 * The setup code in force: the operator's `ADMIN_SETUP_CODE`, else the one generated at
 * start (the settings' `generatedSetupCode`), else none.
 * @param settings the run-time settings (default: the process's)
 * @returns the code and its source, or null when there is none
 */
export function activeSetupCode(
  settings: Pick<Settings, "ADMIN_SETUP_CODE" | "generatedSetupCode"> = getEnv(),
): ActiveSetupCode | null {
  if (settings.ADMIN_SETUP_CODE) return { code: settings.ADMIN_SETUP_CODE, source: "environment" };
  const generated = settings.generatedSetupCode;
  return generated ? { code: generated, source: "generated" } : null;
}

function canonical(value: string, source: ActiveSetupCode["source"]): string {
  const trimmed = value.trim();
  // A generated code is read off a log: case, spaces and dashes do not matter.
  return source === "generated" ? trimmed.replace(/[\s-]/g, "").toUpperCase() : trimmed;
}

/**
 * Compares what a user typed with the code in force, in constant time (both sides are
 * hashed to 32 bytes first, so neither content nor length leaks through timing).
 * @param given the typed code
 * @param active the code in force
 * @returns true when they match (a generated code ignores case, spaces and dashes)
 */
export function setupCodeMatches(given: string, active: ActiveSetupCode): boolean {
  const a = createHash("sha256").update(canonical(given, active.source)).digest();
  const b = createHash("sha256").update(canonical(active.code, active.source)).digest();
  return timingSafeEqual(a, b);
}

/**
 * Run once at server start, after migrations: when no `ADMIN_SETUP_CODE` is set and no
 * admin exists, generates a code. The server prints it once and keeps it in the
 * run-time settings (`startSettings`, `generatedSetupCode`) for this process.
 * @param databaseUrl the migrated database
 * @param env the parsed environment
 * @returns the generated code; null when none is needed
 * @throws when the database cannot be queried
 */
export async function prepareAdminSetupCode(
  databaseUrl: string,
  env: Pick<Env, "ADMIN_SETUP_CODE">,
): Promise<string | null> {
  if (env.ADMIN_SETUP_CODE) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ exists: boolean }>(
      "select exists (select 1 from user_roles where role = 'admin') as exists",
    );
    if (result.rows[0]?.exists) return null;
  } finally {
    await client.end();
  }
  return generateSetupCode();
}

/**
 * The log lines announcing a generated code (printed once, at start).
 * @param code the generated code
 * @returns the text to print
 */
export function setupCodeNotice(code: string): string {
  return [
    "No admin exists yet. To make the first one, sign in and open /admin-setup with this code:",
    `  Admin setup code: ${code}`,
    "It works until the first admin exists. Set ADMIN_SETUP_CODE to choose your own.",
  ].join("\n");
}
