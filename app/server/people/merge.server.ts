import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { leadNotes, leads, people, personAliases, personEvents } from "../db/schema.server";
import { personEmail } from "./email-domains.server";

// Two records of one person (two e-mails) made one by hand (ADR 0058): the other's
// submissions, notes and timeline move to the one kept, its e-mail becomes an alias so later
// forms come to the same person, and the other record goes.

export type MergeResult =
  | { merged: true; email: string; submissions: number }
  | { merged: false; reason: "same" | "unknown" | "gone" };

export async function mergePeople(
  db: Db,
  keepId: string,
  otherEmailTyped: string,
  adminId: number | null,
  now = new Date(),
): Promise<MergeResult> {
  const otherEmail = personEmail(otherEmailTyped.slice(0, 320));
  if (!otherEmail) return { merged: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    // Both rows locked, in one order, so two merges at once cannot cross.
    const rows = await tx
      .select()
      .from(people)
      .where(sql`${people.id} = ${keepId}::uuid or ${people.email} = ${otherEmail}`)
      .orderBy(people.id)
      .for("update");
    const keep = rows.find((row) => row.id === keepId);
    const other = rows.find((row) => row.email === otherEmail);
    if (!keep) return { merged: false, reason: "gone" } as const;
    if (!other) return { merged: false, reason: "unknown" } as const;
    if (other.id === keep.id) return { merged: false, reason: "same" } as const;

    const moved = await tx
      .update(leads)
      .set({ personId: keep.id })
      .where(eq(leads.personId, other.id))
      .returning({ id: leads.id });
    await tx.update(leadNotes).set({ personId: keep.id }).where(eq(leadNotes.personId, other.id));
    await tx
      .update(personEvents)
      .set({ personId: keep.id })
      .where(eq(personEvents.personId, other.id));
    await tx
      .update(personAliases)
      .set({ personId: keep.id })
      .where(eq(personAliases.personId, other.id));

    const earlier = (a: Date | null, b: Date | null) =>
      a && b ? (a < b ? a : b) : (a ?? b ?? null);
    const newer = other.lastActivityAt > keep.lastActivityAt ? other : keep;
    const work =
      keep.workStatus === "new" && other.workStatus !== "new"
        ? { workStatus: other.workStatus }
        : {};
    const ownerId = keep.ownerId ?? other.ownerId;
    await tx.delete(people).where(eq(people.id, other.id));
    await tx.insert(personAliases).values({ email: otherEmail, personId: keep.id, createdAt: now });
    await tx
      .update(people)
      .set({
        name: keep.name || other.name,
        company: keep.company || other.company,
        phone: keep.phone || other.phone,
        firstSeenAt: earlier(keep.firstSeenAt, other.firstSeenAt) ?? keep.firstSeenAt,
        lastActivityAt: newer.lastActivityAt,
        lastForm: newer.lastForm,
        assignedAt: earlier(keep.assignedAt, other.assignedAt),
        firstContactAt: earlier(keep.firstContactAt, other.firstContactAt),
        ownerId,
        ...work,
      })
      .where(eq(people.id, keep.id));
    // The submissions show the person's status and owner, as every change keeps them.
    const [current] = await tx
      .select({ workStatus: people.workStatus })
      .from(people)
      .where(eq(people.id, keep.id));
    await tx
      .update(leads)
      .set({ workStatus: current?.workStatus ?? keep.workStatus, ownerId })
      .where(eq(leads.personId, keep.id));
    await tx.insert(personEvents).values({
      personId: keep.id,
      kind: "merged",
      data: { email: otherEmail, name: other.name, submissions: moved.length },
      adminId,
      createdAt: now,
    });
    return { merged: true, email: otherEmail, submissions: moved.length } as const;
  });
}

/**
 * Records that may be the same person: the same name in the same company (the company's index
 * keeps the look small), under another e-mail. A few, for the merge form to offer.
 */
export async function possibleDuplicates(db: Db, personId: string) {
  const [me] = await db
    .select({ name: people.name, companyKey: people.companyKey })
    .from(people)
    .where(eq(people.id, personId));
  if (!me?.companyKey || me.name.trim().length < 3) return [];
  return db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(
        eq(people.companyKey, me.companyKey),
        ne(people.id, personId),
        sql`${people.email} is not null`,
        sql`lower(${people.name}) = lower(${me.name})`,
      ),
    )
    .limit(5);
}
