import { afterAll, describe } from "vitest";
import { createPostgresDatabase } from "../support/databases";
import { landingPagesSuite } from "./landing-pages.suite";

// The landing pages suite on a real PostgreSQL: listed as skipped without TEST_DATABASE_URL.
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
afterAll(async () => {
  await database?.drop();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  landingPagesSuite("PostgreSQL", async () => {
    database = await createPostgresDatabase();
    return { DATABASE_URL: database.url };
  });
});
