// A campaign page's registrations (issue 58): who registered through its own form, and who
// attended ('Compareceu'). A suspect is not listed until a person releases it.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { landingFormId } from "~/lib/landing/blocks";
import { db } from "../db/index.server";
import { leads } from "../db/schema.server";

/** The most a page lists or exports: a webinar's audience, bounded. */
export const REGISTRANTS_MAX = 5000;

const ofPage = (slug: string) =>
  and(
    eq(leads.formType, "campaign"),
    sql`${leads.payload}->>'formId' = ${landingFormId(slug)}`,
    ne(leads.status, "suspected"),
  );

export function registrantsOf(slug: string) {
  return db()
    .select({
      id: leads.id,
      personId: leads.personId,
      payload: leads.payload,
      createdAt: leads.createdAt,
      attendedAt: leads.attendedAt,
    })
    .from(leads)
    .where(ofPage(slug))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(REGISTRANTS_MAX);
}

/** 'Compareceu' set or cleared on one of the page's registrations; false when it is not one. */
export async function setAttended(
  slug: string,
  leadId: string,
  attended: boolean,
  now = new Date(),
) {
  const rows = await db()
    .update(leads)
    .set({ attendedAt: attended ? now : null })
    .where(and(eq(leads.id, leadId), ofPage(slug)))
    .returning({ id: leads.id });
  return rows.length > 0;
}
