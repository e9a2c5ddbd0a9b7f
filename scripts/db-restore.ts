/**
 * `npm run db:restore -- FILE`: replaces the database's contents with a backup made by
 * `npm run db:backup`: DATABASE_URL when set, else the embedded database in DATA_DIR,
 * running or not. All or nothing, in one transaction; migrations newer than the backup
 * are applied on top. Everything written since the backup is lost, so it asks for FILE
 * explicitly. Format: server/backup-format.ts; rules: server/backup-restore.ts.
 */
import { existsSync } from "node:fs";
import { restoreDatabase } from "../server/backup-restore.ts";
import { runCommand, withCommandDatabase } from "./lib/command.ts";

const usage = "Usage: npm run db:restore -- FILE   (a file written by npm run db:backup)";

await runCommand("db:restore failed: ", async () => {
  const file = process.argv[2];
  if (!file) {
    console.error(usage);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  return withCommandDatabase(async (database) => {
    const started = Date.now();
    const summary = await restoreDatabase(database.url, file);
    console.log(
      `Restored ${file}: ${summary.tables} tables, ${summary.rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (summary.migrationsApplied
          ? `; ${summary.migrationsApplied} newer migrations applied on top.`
          : "."),
    );
    return 0;
  });
});
