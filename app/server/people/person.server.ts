import { desc, eq, sql } from "drizzle-orm";
import type { WorkStatus } from "~/lib/lead-work";
import { isUuid } from "~/lib/uuid";
import { db, tables } from "../db/index.server";
import { markContacted, setPersonWork } from "./person-work.server";
import { personExtras, personTimeline } from "./timeline.server";

// A person as the team works them (ADR 0058): their record, status, owner and notes.

const { people, adminUsers, leads, leadNotes, personAliases } = tables;

export async function personById(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select({
      person: people,
      owner: adminUsers.username,
      ownerName: adminUsers.name,
    })
    .from(people)
    .leftJoin(adminUsers, eq(adminUsers.id, people.ownerId))
    .where(eq(people.id, id))
    .limit(1);
  if (!row) return undefined;
  const aliases = await db()
    .select({ email: personAliases.email })
    .from(personAliases)
    .where(eq(personAliases.personId, id));
  return { ...row, aliases: aliases.map((alias) => alias.email) };
}

/** 'Salvar' on a person: status and owner together. False when the person is gone. */
export function updatePersonWork(
  personId: string,
  work: { workStatus: WorkStatus; ownerId: number | null },
  adminId: number | null,
) {
  if (!isUuid(personId)) return Promise.resolve(false);
  return db().transaction((tx) => setPersonWork(tx, personId, () => work, adminId, new Date()));
}

/** 'Adicionar anotação' on a person. False when the person is gone (erased meanwhile). */
export async function addPersonNote(personId: string, adminId: number, body: string) {
  if (!isUuid(personId)) return false;
  return db().transaction(async (tx) => {
    const [person] = await tx
      .select({ id: people.id })
      .from(people)
      .where(eq(people.id, personId))
      .for("update");
    if (!person) return false;
    await tx.insert(leadNotes).values({ leadId: null, personId, adminId, body });
    await markContacted(tx, personId, new Date());
    return true;
  });
}

/** The people of a company (by its key), the newest activity first. */
export function companyPeople(key: string) {
  return db()
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      company: people.company,
      personalEmail: people.personalEmail,
      workStatus: people.workStatus,
      fitGrade: people.fitGrade,
      interestGrade: people.interestGrade,
      lastForm: people.lastForm,
      lastActivityAt: people.lastActivityAt,
      owner: adminUsers.username,
      ownerName: adminUsers.name,
      submissions: sql<number>`(select count(*)::int from ${leads} where ${leads.personId} = ${people.id})`,
    })
    .from(people)
    .leftJoin(adminUsers, eq(adminUsers.id, people.ownerId))
    .where(eq(people.companyKey, key))
    .orderBy(desc(people.lastActivityAt))
    .limit(200);
}

/** The company's latest submissions, whoever of them sent each. */
export function companyActivity(key: string) {
  return db()
    .select({
      id: leads.id,
      formType: leads.formType,
      payload: leads.payload,
      createdAt: leads.createdAt,
      personId: people.id,
      name: people.name,
      email: people.email,
    })
    .from(leads)
    .innerJoin(people, eq(people.id, leads.personId))
    .where(eq(people.companyKey, key))
    .orderBy(desc(leads.createdAt))
    .limit(50);
}

/**
 * Everything the site keeps of a person, as the person may ask for it (LGPD art. 18): their
 * record, every submission as sent, the team's notes and changes, calls and e-mails.
 */
export async function personData(personId: string) {
  const found = await personById(personId);
  if (!found) return undefined;
  const { person } = found;
  const [timeline, extras, sent] = await Promise.all([
    personTimeline(personId),
    personExtras(personId),
    db()
      .select({
        formType: leads.formType,
        payload: leads.payload,
        sourcePage: leads.sourcePage,
        attribution: leads.attribution,
        consent: leads.consent,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(eq(leads.personId, personId))
      .orderBy(desc(leads.createdAt)),
  ]);
  return {
    pessoa: {
      email: person.email,
      outrosEmails: found.aliases,
      nome: person.name,
      empresa: person.company,
      telefone: person.phone,
      primeiroContato: person.firstSeenAt,
      ultimaAtividade: person.lastActivityAt,
      status: person.workStatus,
      responsavel: found.ownerName || found.owner,
      perfil: person.fitGrade,
      interesse: person.interestGrade,
      pontos: person.scorePoints,
    },
    envios: sent.map((row) => ({
      formulario: row.formType,
      dados: row.payload,
      pagina: row.sourcePage,
      origem: row.attribution,
      consentimento: row.consent,
      recebidoEm: row.createdAt,
    })),
    anotacoes: extras.notes.map((note) => ({
      texto: note.body,
      autor: note.authorName || note.author,
      em: note.createdAt,
    })),
    alteracoes: timeline.events.map((event) => ({
      tipo: event.kind,
      dados: event.data,
      em: event.createdAt,
    })),
    chamadas: extras.calls.map((call) => ({
      inicio: call.startsAt,
      status: call.status,
      resultado: call.outcome,
    })),
    emails: extras.emails.map((mail) => ({
      assunto: String(mail.message.subject ?? ""),
      para: String(mail.message.to ?? ""),
      status: mail.status,
      em: mail.deliveredAt ?? mail.createdAt,
    })),
  };
}
