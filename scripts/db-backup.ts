/**
 * `npm run db:backup [-- FILE]`: writes a backup of the database to FILE (default
 * `backups/car-service-<UTC time>.backup.gz`): DATABASE_URL when set, else the embedded
 * database in DATA_DIR, running or not (started for the command when the app is not
 * running). The app may keep serving meanwhile. Format: server/backup-format.ts. Photos and invoice
 * PDFs are files, not rows: it ends by saying where they are and how they are kept
 * (README.md#backups, docs/decisions/0015).
 */
import { backupDatabase, defaultBackupFile } from "../server/backup.ts";
import { fileBackupAdvice } from "../app/lib/file-store.server.ts";
import { runCommand, withCommandDatabase } from "./lib/command.ts";

await runCommand("db:backup failed: ", async () => {
  const file = process.argv[2] ?? defaultBackupFile();
  return withCommandDatabase(async (database) => {
    const started = Date.now();
    const summary = await backupDatabase(database.url, file);
    console.log(
      `Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      "It holds customers' personal data and password hashes: keep it somewhere safe, off this machine.",
    );
    console.log(fileBackupAdvice());
    return 0;
  });
});
