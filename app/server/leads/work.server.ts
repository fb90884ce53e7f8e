import { desc, eq } from "drizzle-orm";
import type { WorkStatus } from "~/lib/lead-work";
import { db, tables } from "../db/index.server";
import { isUuid } from "./outbox.server";

/** The sales team's work on a lead: its status, its owner and its notes. */

const { leads, leadNotes, adminUsers } = tables;

export interface LeadWork {
  workStatus: WorkStatus;
  /** An admin's id, or null for nobody. */
  ownerId: number | null;
}

/** 'Salvar': status and owner together. False when the lead is gone (erased meanwhile). */
export async function updateLeadWork(id: string, work: LeadWork): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db()
    .update(leads)
    .set(work)
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return Boolean(row);
}

const leadExists = async (id: string) =>
  isUuid(id) &&
  (await db().select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1)).length > 0;

/**
 * 'Adicionar anotação'. False when the lead is gone: erased before, or while the note was
 * being written (then the foreign key refuses it).
 */
export async function addLeadNote(leadId: string, adminId: number, body: string) {
  if (!(await leadExists(leadId))) return false;
  try {
    await db().insert(leadNotes).values({ leadId, adminId, body });
    return true;
  } catch (error) {
    if (!(await leadExists(leadId))) return false;
    throw error;
  }
}

/** A lead's notes, newest first, each with its author's username and name (null when removed). */
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
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}
