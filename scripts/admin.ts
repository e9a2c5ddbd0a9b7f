/**
 * Operator command for admin roles (DESIGN.md decision 4):
 *   npm run admin -- grant EMAIL    give the account the admin role
 *   npm run admin -- revoke EMAIL   take it away
 *   npm run admin -- list           list admins
 * Works on the embedded database (running or not) and on DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../app/db/schema.ts";
import { EnvError, getEnv } from "../app/lib/env.server.ts";
import { openDatabaseForCommand } from "../server/database.ts";

const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

async function main(): Promise<number> {
  const [command, emailArg] = process.argv.slice(2);
  if (!command || !["grant", "revoke", "list"].includes(command) || (command !== "list" && !emailArg)) {
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
        .select({ email: schema.user.email, name: schema.user.name, since: schema.userRoles.createdAt })
        .from(schema.userRoles)
        .innerJoin(schema.user, eq(schema.user.id, schema.userRoles.userId))
        .where(eq(schema.userRoles.role, "admin"))
        .orderBy(schema.user.email);
      if (rows.length === 0) console.log("No admins yet.");
      for (const r of rows) console.log(`${r.email}\t${r.name}\tadmin since ${r.since.toISOString()}`);
      return 0;
    }
    const email = emailArg!.trim().toLowerCase();
    const [account] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    if (!account) {
      console.error(`No account with the email ${email}. The person must create an account at /auth first.`);
      return 1;
    }
    if (command === "grant") {
      await db.insert(schema.userRoles).values({ userId: account.id, role: "admin" }).onConflictDoNothing();
      console.log(`${email} is now an admin.`);
    } else {
      const removed = await db
        .delete(schema.userRoles)
        .where(and(eq(schema.userRoles.userId, account.id), eq(schema.userRoles.role, "admin")))
        .returning();
      console.log(removed.length ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    }
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
