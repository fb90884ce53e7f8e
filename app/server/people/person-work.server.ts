import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/index.server";
import { leads, people, personEvents } from "../db/schema.server";

// Status and owner belong to the person (ADR 0058): saved once, they hold for every submission
// of theirs, and each change is on the person's timeline.

export interface PersonWork {
  workStatus: string;
  ownerId: number | null;
}

/**
 * Sets a person's status and owner, as `next` decides from what they were, and copies them to
 * the person's submissions. The first change of status is the team's first contact; an owner
 * given is an assignment. `adminId`: who did it, null for the site itself. False when the
 * person is gone. `assignment`: the owner came from routing, recorded as 'assigned' with why.
 */
export async function setPersonWork(
  tx: Tx,
  personId: string,
  next: (before: PersonWork) => PersonWork,
  adminId: number | null,
  now: Date,
  assignment?: { rule: string; by: string },
) {
  const [before] = await tx
    .select({
      workStatus: people.workStatus,
      ownerId: people.ownerId,
      firstContactAt: people.firstContactAt,
    })
    .from(people)
    .where(eq(people.id, personId))
    .for("update");
  if (!before) return false;
  const work = next(before);
  const statusChanged = work.workStatus !== before.workStatus;
  const ownerChanged = work.ownerId !== before.ownerId;
  await tx
    .update(people)
    .set({
      ...work,
      ...(ownerChanged && work.ownerId !== null ? { assignedAt: now } : {}),
      ...(statusChanged && !before.firstContactAt ? { firstContactAt: now } : {}),
    })
    .where(eq(people.id, personId));
  await tx.update(leads).set(work).where(eq(leads.personId, personId));
  const events = [
    ...(statusChanged
      ? [{ kind: "status", data: { from: before.workStatus, to: work.workStatus } }]
      : []),
    ...(ownerChanged
      ? [
          {
            kind: assignment ? "assigned" : "owner",
            data: { from: before.ownerId, to: work.ownerId, ...assignment },
          },
        ]
      : []),
  ];
  if (events.length) {
    await tx
      .insert(personEvents)
      .values(events.map((event) => ({ ...event, personId, adminId, createdAt: now })));
  }
  return true;
}

/** A note is a contact too: the first one marks the person's first contact. */
export async function markContacted(tx: Tx, personId: string, now: Date) {
  await tx
    .update(people)
    .set({
      firstContactAt: sql`coalesce(${people.firstContactAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(people.id, personId));
}
