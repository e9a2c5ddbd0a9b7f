/**
 * Operator command for admin roles (docs/decisions/0006):
 *   npm run admin -- grant EMAIL    give the account the admin role
 *   npm run admin -- revoke EMAIL   take it away
 *   npm run admin -- list           list admins
 * Works on the embedded database (running or not) and on DATABASE_URL. Grants and revokes
 * go through `admin-roles.server.ts`, which writes each with its audit entry (source
 * "operator_command") in one transaction.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../app/db/schema.ts";
import { changeAdminRole, listAdmins } from "../app/features/admin/admin-roles.server.ts";
import { runCommand, withCommandDatabase } from "./lib/command.ts";

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
  return withCommandDatabase(async (database) => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on("error", () => {}); // the server stopping under an idle client is not an error here
    const db = drizzle(pool, { schema });
    try {
      if (command === "list") {
        const rows = await listAdmins(db);
        if (rows.length === 0) console.log("No admins yet.");
        for (const r of rows)
          console.log(`${r.email}\t${r.name}\tadmin since ${r.since.toISOString()}`);
        return 0;
      }
      const email = emailArg!.trim().toLowerCase();
      const grant = command === "grant";
      const outcome = await changeAdminRole(
        db,
        { source: "operator_command", userId: null },
        { email },
        grant,
      );
      if (!outcome.ok) {
        console.error(
          `No account with the email ${email}. The person must create an account at /auth first.`,
        );
        return 1;
      }
      if (grant)
        console.log(
          outcome.changed ? `${email} is now an admin.` : `${email} was already an admin.`,
        );
      else
        console.log(
          outcome.changed ? `${email} is no longer an admin.` : `${email} was not an admin.`,
        );
      return 0;
    } finally {
      await pool.end();
    }
  });
}

await runCommand("admin: ", main);
