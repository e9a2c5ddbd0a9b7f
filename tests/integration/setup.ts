// Points the app's lazy database and auth modules at the test database.
import { afterAll, inject } from "vitest";
import { sendAccountEmailsThroughOutbox } from "~/features/messages/account-email.server";
import { closeDb } from "~/lib/db.server";

sendAccountEmailsThroughOutbox();

process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";
process.env.SITE_URL ??= "http://localhost:3000";

afterAll(async () => {
  await closeDb();
});
