import { afterAll, describe } from "vitest";
import { createPostgresDatabase } from "../support/databases";
import { siteContentSuite } from "./site-content.suite";

// The site content suite on a real PostgreSQL: listed as skipped without TEST_DATABASE_URL.
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
afterAll(async () => {
  await database?.drop();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  siteContentSuite("PostgreSQL", async () => {
    database = await createPostgresDatabase();
    return { DATABASE_URL: database.url };
  });
});
