import { afterAll, describe } from "vitest";
import { createPostgresDatabase } from "../support/databases";
import { landingAdminSuite } from "./admin-landing.suite";

// The landing page screens' suite on a real PostgreSQL: listed as skipped without TEST_DATABASE_URL.
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
afterAll(async () => {
  await database?.drop();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  landingAdminSuite("PostgreSQL", async () => {
    database = await createPostgresDatabase();
    return { DATABASE_URL: database.url };
  });
});
