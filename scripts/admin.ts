/**
 * Operator command for admin roles (docs/decisions/0006):
 *   npm run admin -- grant EMAIL    give the account the admin role
 *   npm run admin -- revoke EMAIL   take it away
 *   npm run admin -- list           list admins
 *   npm run admin -- grant EMAIL driver|technician    give the account a staff role
 *   npm run admin -- revoke EMAIL driver|technician   take it away (docs/decisions/0016)
 * Works on the embedded database (running or not) and on DATABASE_URL. Grants and revokes
 * go through `admin-roles.server.ts`, which writes each with its audit entry (source
 * "operator_command") in one transaction.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../app/db/schema.ts";
import {
  changeAdminRole,
  changeStaffRole,
  listAdmins,
} from "../app/features/account/roles.server.ts";
import { isStaffRole } from "../app/catalog/staff-roles.ts";
import { runCommand, withCommandDatabase } from "./lib/command.ts";

const usage =
  "Usage: npm run admin -- grant EMAIL [driver|technician] | revoke EMAIL [driver|technician] | list";

async function main(): Promise<number> {
  const [command, emailArg, roleArg] = process.argv.slice(2);
  if (
    !command ||
    !["grant", "revoke", "list"].includes(command) ||
    (command !== "list" && !emailArg) ||
    (roleArg !== undefined && !isStaffRole(roleArg))
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
      const role = isStaffRole(roleArg) ? roleArg : null;
      const changer = { source: "operator_command", userId: null } as const;
      const outcome = role
        ? await changeStaffRole(db, changer, { email }, role, grant)
        : await changeAdminRole(db, changer, { email }, grant);
      if (!outcome.ok) {
        console.error(
          `No account with the email ${email}. The person must create an account at /auth first.`,
        );
        return 1;
      }
      const what = role ? `a ${role}` : "an admin";
      if (grant)
        console.log(outcome.changed ? `${email} is now ${what}.` : `${email} was already ${what}.`);
      else
        console.log(
          outcome.changed ? `${email} is no longer ${what}.` : `${email} was not ${what}.`,
        );
      return 0;
    } finally {
      await pool.end();
    }
  });
}

await runCommand("admin: ", main);
