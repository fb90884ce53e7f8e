import { randomUUID } from "node:crypto";
import { leadTypeLabel } from "~/lib/leads";
import { db } from "../db/index.server";
import { alertEmail } from "../email/compose.server";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { materialNames } from "../materials/names.server";
import { classifyMigratedPeople } from "../people/people.server";
import { prospectiveScore, scheduleScoreFade } from "../people/score.server";
import { kickQueue, startQueue, stopQueue } from "../queue/index.server";
import { conversionBody, type Grade } from "../rdstation/conversion.server";
import { alertRecipients } from "../team/members.server";
import { webhookUrls } from "./delivery.server";
import { deleteDraft, findDraft, saveDraft } from "./drafts.server";
import { findLead, type NewLead, storeLead } from "./outbox.server";
import { startRetentionSweep } from "./personal-data.server";

export type { NewLead } from "./outbox.server";

const holder = globalThis as typeof globalThis & {
  __retention?: ReturnType<typeof startRetentionSweep>;
};

/**
 * Starts delivering stored leads in this process (the queue's worker runs every kind of job),
 * and deleting what is past the retention period (the server calls it once at start).
 */
export function startLeadDelivery() {
  startQueue();
  holder.__retention ??= startRetentionSweep({ db: db(), months: env().LEAD_RETENTION_MONTHS });
  // Several instances may run it at once: each update only touches rows still unclassified.
  classifyMigratedPeople(db()).catch((error) =>
    logger.error({ err: error }, "As pessoas migradas não foram classificadas por domínio"),
  );
  // The day's fading of interest: queued once for every instance (its key is the day's).
  scheduleScoreFade(db(), new Date()).catch((error) =>
    logger.error({ err: error }, "A pontuação diária não foi agendada"),
  );
}

/** Whether something will e-mail the material to the person who asked for it. */
export function materialEmailSent(config: ReturnType<typeof env>) {
  return Boolean(config.WEBHOOK_MATERIAL_EMAIL_URL || config.mail);
}

/**
 * Stops delivering: attempts in flight get `graceMs` to finish, then what is unfinished goes
 * back to the queue for another instance.
 */
export async function stopLeadDelivery(graceMs?: number) {
  holder.__retention?.stop();
  holder.__retention = undefined;
  await stopQueue(graceMs);
}

/**
 * What every form action calls: the lead is stored (the visitor's success depends only on
 * this), then the worker is nudged to deliver it without making the visitor wait.
 */
export async function submitLead(lead: NewLead) {
  const { whole, deliverable } = await leadToStore(lead);
  const stored = await storeLead(db(), whole, deliverable);
  if ((stored.status === "pending" && !stored.repeat) || stored.deliveries > 0) kickQueue();
  return stored;
}

/**
 * A lead as `storeLead` takes it: its id, and its RD Station conversion and the members'
 * alerts among its deliveries; for a caller that stores it with rows of its own (a booking).
 */
export async function leadToStore(lead: NewLead) {
  const config = env();
  const id = lead.id ?? randomUUID();
  const grade = config.RDSTATION_API_KEY || config.mail ? await gradeOf(lead) : undefined;
  const conversion = config.RDSTATION_API_KEY ? conversionBody(lead, grade) : null;
  const deliveries = [
    ...(lead.deliveries ?? []),
    ...(conversion
      ? [{ channel: "rdstation" as const, purpose: "conversion" as const, message: conversion }]
      : []),
    ...(await alertDeliveries(lead, id, grade)),
  ];
  return {
    whole: { ...lead, id, deliveries },
    deliverable: Boolean(webhookUrls(config)[lead.formType]),
  };
}

/**
 * The grade the lead gives its person, for the alert's subject and RD Station. Without it
 * (the database failed to answer) they go without: the lead is stored all the same.
 */
async function gradeOf(lead: NewLead): Promise<Grade | undefined> {
  if (lead.suspicion) return undefined;
  try {
    const score = await prospectiveScore(db(), lead, new Date());
    return { fit: score.fitGrade, interest: score.interestGrade };
  } catch (error) {
    logger.error({ err: error }, "A nota do lead não foi calculada");
    return undefined;
  }
}

/**
 * The e-mails to the members who asked to be told of each new lead of its form ('Minha
 * conta'): none for a suspected one, none without SMTP.
 */
async function alertDeliveries(lead: NewLead, id: string, grade?: Grade) {
  const config = env();
  if (lead.suspicion || !config.mail) return [];
  const recipients = await alertRecipients(db(), lead.formType);
  if (recipients.length === 0) return [];
  const materialId = typeof lead.payload.materialId === "string" ? lead.payload.materialId : "";
  const materialTitle = materialId ? (await materialNames()).get(materialId)?.title : undefined;
  const formId = typeof lead.payload.formId === "string" ? lead.payload.formId : undefined;
  return recipients.map((to) => ({
    channel: "email" as const,
    purpose: "alert" as const,
    message: {
      ...alertEmail({
        to,
        formLabel: leadTypeLabel(lead.formType, formId),
        payload: lead.payload,
        sourcePage: lead.sourcePage,
        attribution: lead.attribution,
        leadUrl: `${config.BASE_URL}/admin/leads/${id}`,
        materialTitle,
        grade,
      }),
    },
  }));
}

export async function leadById(id: string) {
  return findLead(db(), id);
}

export const reiDraft = {
  find: (id: string) => findDraft(db(), id),
  save: (id: string | undefined, answers: Record<string, string>, section: number) =>
    saveDraft(db(), id, answers, section),
  remove: (id: string) => deleteDraft(db(), id),
};
