/**
 * Operator command for admin roles (DESIGN.md decision 4):
 *   npm run admin -- grant EMAIL    give the account the admin role
 *   npm run admin -- revoke EMAIL   take it away
 *   npm run admin -- list           list admins
 * Works on the embedded database (running or not) and on DATABASE_URL. Each grant and
 * revoke is written with its audit entry (source "operator_command") in one transaction.
 */
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../app/db/schema.ts";
import { lockAdminRoles, recordAudit } from "../app/features/admin/admin-audit.server.ts";
import { EnvError, getEnv } from "../app/lib/env.server.ts";
import { openDatabaseForCommand } from "../server/database.ts";

const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

async function main(): Promise<number> {
  const [command, emailArg] = process.argv.slice(2);
  if (
    !command ||
    !["grant", "revoke", "list"].includes(command) ||
    (command !== "list" && !emailArg)
  ) {
    console.error(usage);
    return 2;
  }
  const env = getEnv();
  const database = await openDatabaseForCommand(env.DATABASE_URL, env.DATA_DIR);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  pool.on("error", () => {}); // the server stopping under an idle client is not an error here
  const db = drizzle(pool, { schema });
  try {
    if (command === "list") {
      const rows = await db
        .select({
          email: schema.user.email,
          name: schema.user.name,
          since: schema.userRoles.createdAt,
        })
        .from(schema.userRoles)
        .innerJoin(schema.user, eq(schema.user.id, schema.userRoles.userId))
        .where(eq(schema.userRoles.role, "admin"))
        .orderBy(schema.user.email);
      if (rows.length === 0) console.log("No admins yet.");
      for (const r of rows)
        console.log(`${r.email}\t${r.name}\tadmin since ${r.since.toISOString()}`);
      return 0;
    }
    const email = emailArg!.trim().toLowerCase();
    const [account] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, email));
    if (!account) {
      console.error(
        `No account with the email ${email}. The person must create an account at /auth first.`,
      );
      return 1;
    }
    const changed = await db.transaction(async (tx) => {
      await lockAdminRoles(tx);
      const done =
        command === "grant"
          ? await tx
              .insert(schema.userRoles)
              .values({ userId: account.id, role: "admin" })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(schema.userRoles)
              .where(
                and(eq(schema.userRoles.userId, account.id), eq(schema.userRoles.role, "admin")),
              )
              .returning();
      if (done.length > 0) {
        await recordAudit(tx, {
          actorUserId: null,
          action: command === "grant" ? "admin_granted" : "admin_revoked",
          source: "operator_command",
          target: account.id,
          fromValue: command === "grant" ? "user" : "admin",
          toValue: command === "grant" ? "admin" : "user",
        });
      }
      return done.length > 0;
    });
    if (command === "grant")
      console.log(changed ? `${email} is now an admin.` : `${email} was already an admin.`);
    else console.log(changed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof EnvError
      ? error.message
      : `admin: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
