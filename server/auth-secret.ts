import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The auth secret: `AUTH_SECRET` when set, else one generated on first start and kept
 * in `dataDir/auth-secret` (README.md#configuration).
 */
export function resolveAuthSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "auth-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}
