import { desc, eq, sql } from "drizzle-orm";
import type { WorkStatus } from "~/lib/lead-work";
import { db, tables } from "../db/index.server";
import { attachPerson } from "../people/people.server";
import { markContacted, setPersonWork } from "../people/person-work.server";
import { isUuid } from "./outbox.server";

/** The sales team's work on a lead: its status, its owner and its notes. */

const { leads, leadNotes, adminUsers } = tables;

export interface LeadWork {
  workStatus: WorkStatus;
  /** An admin's id, or null for nobody. */
  ownerId: number | null;
}

/**
 * 'Salvar': status and owner together, on the lead's person, so every submission of theirs
 * shows them (ADR 0058). False when the lead is gone (erased meanwhile).
 */
export async function updateLeadWork(
  id: string,
  work: LeadWork,
  adminId: number | null = null,
): Promise<boolean> {
  const personId = await personOfLead(id);
  if (!personId) return false;
  return db().transaction((tx) => setPersonWork(tx, personId, () => work, adminId, new Date()));
}

/**
 * The person a lead belongs to (ADR 0058); a suspect the team writes on becomes one, as the
 * migration made of them. Null when the lead is gone.
 */
async function personOfLead(leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db()
    .select({
      id: leads.id,
      personId: leads.personId,
      formType: leads.formType,
      payload: leads.payload,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  return row.personId ?? (await db().transaction((tx) => attachPerson(tx, row, new Date())));
}

/**
 * 'Adicionar anotação', on the lead's person: every submission of theirs shows it. False when
 * the lead is gone: erased before, or while the note was being written (then the foreign key
 * refuses it).
 */
export async function addLeadNote(leadId: string, adminId: number, body: string) {
  const personId = await personOfLead(leadId);
  if (!personId) return false;
  try {
    await db().transaction(async (tx) => {
      await tx.insert(leadNotes).values({ leadId, personId, adminId, body });
      await markContacted(tx, personId, new Date());
    });
    return true;
  } catch (error) {
    if (!(await personOfLead(leadId))) return false;
    throw error;
  }
}

/** The notes on a lead's person, newest first, each with its author's username and name (null when removed). */
export function notesOf(leadId: string) {
  return db()
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      author: adminUsers.username,
      authorName: adminUsers.name,
    })
    .from(leadNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, leadNotes.adminId))
    .where(
      eq(
        leadNotes.personId,
        sql`(select ${leads.personId} from ${leads} where ${leads.id} = ${leadId})`,
      ),
    )
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}
