import { and, eq, lte } from "drizzle-orm";
import { tables } from "../db/index.server";

/**
 * Public means published and dated at or before `now` (ADR 0015), checked in SQL at read time:
 * a scheduled post shows at its date without a restart or a save. Every public query takes
 * `now` (tests move it); pages pass nothing and get the clock.
 */
export const isPublic = (now: Date) =>
  and(eq(tables.blogPosts.status, "published"), lte(tables.blogPosts.date, now));
