import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "~/server/db/index.server";

/**
 * Tests that insert submissions straight into `leads` skip attachPerson: each one that is not
 * suspected becomes a person of its own (the id of a submission without e-mail), so the
 * dashboard's people figures count what its submissions did before.
 */
export async function personPerSubmission(db: Db) {
  await rowsOf(
    db,
    sql`insert into people (id, first_seen_at, last_activity_at, last_form)
        select id, created_at, created_at, form_type from leads
        where person_id is null and status <> 'suspected'
        on conflict do nothing`,
  );
  await rowsOf(
    db,
    sql`update leads set person_id = id where person_id is null and status <> 'suspected'`,
  );
}
