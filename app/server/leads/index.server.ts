import { randomUUID } from "node:crypto";
import { leadTypeLabel } from "~/lib/leads";
import { db } from "../db/index.server";
import { alertEmail } from "../email/compose.server";
import { createMailer } from "../email/mailer.server";
import { env } from "../env.server";
import { materialNames } from "../materials/names.server";
import { conversionBody } from "../rdstation/conversion.server";
import { alertRecipients } from "../team/members.server";
import type { DeliveryWebhooks } from "./deliveries-send.server";
import { webhookUrls } from "./delivery.server";
import { deleteDraft, findDraft, saveDraft } from "./drafts.server";
import { findLead, type NewLead, storeLead } from "./outbox.server";
import { startDeliveryWorker, startRetentionSweep, startSendWorker } from "./worker.server";

export type { NewLead } from "./outbox.server";

const holder = globalThis as typeof globalThis & {
  __leadWorker?: ReturnType<typeof startDeliveryWorker>;
  __sendWorker?: ReturnType<typeof startSendWorker>;
  __retention?: ReturnType<typeof startRetentionSweep>;
};

/**
 * Starts delivering stored leads in this process, and deleting what is past the retention
 * period (the server calls it once at start).
 */
export function startLeadDelivery() {
  const config = env();
  const leaseMs = config.DELIVERY_LEASE_SECONDS * 1000;
  holder.__leadWorker ??= startDeliveryWorker({ db: db(), urls: webhookUrls(config), leaseMs });
  holder.__sendWorker ??= startSendWorker({
    db: db(),
    leaseMs,
    mailer: config.mail
      ? createMailer(config.mail.url, config.mail.from, new URL(config.BASE_URL).hostname)
      : undefined,
    webhooks: deliveryWebhooks(config),
    rdstation: config.RDSTATION_API_KEY
      ? { url: config.RDSTATION_API_URL, key: config.RDSTATION_API_KEY }
      : undefined,
  });
  holder.__retention ??= startRetentionSweep({ db: db(), months: env().LEAD_RETENTION_MONTHS });
}

/**
 * Starts a delivery pass now instead of at the next tick of the interval (a pass already
 * running goes round once more). Without a worker in this process the lead waits for one.
 */
export function kickLeadDelivery() {
  holder.__leadWorker?.kick();
  holder.__sendWorker?.kick();
}

/** Where deliveries of channel `webhook` go, by purpose. */
export function deliveryWebhooks(config: ReturnType<typeof env>): DeliveryWebhooks {
  return { material: config.WEBHOOK_MATERIAL_EMAIL_URL };
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
  await Promise.all([holder.__leadWorker?.stop(graceMs), holder.__sendWorker?.stop(graceMs)]);
  holder.__leadWorker = undefined;
  holder.__sendWorker = undefined;
}

/**
 * What every form action calls: the lead is stored (the visitor's success depends only on
 * this), then the worker is nudged to deliver it without making the visitor wait.
 */
export async function submitLead(lead: NewLead) {
  const config = env();
  const urls = webhookUrls(config);
  const id = randomUUID();
  const conversion = config.RDSTATION_API_KEY ? conversionBody(lead) : null;
  const deliveries = [
    ...(lead.deliveries ?? []),
    ...(conversion
      ? [{ channel: "rdstation" as const, purpose: "conversion" as const, message: conversion }]
      : []),
    ...(await alertDeliveries(lead, id)),
  ];
  const stored = await storeLead(db(), { ...lead, id, deliveries }, Boolean(urls[lead.formType]));
  if ((stored.status === "pending" && !stored.repeat) || stored.deliveries > 0) kickLeadDelivery();
  return stored;
}

/**
 * The e-mails to the members who asked to be told of each new lead of its form ('Minha
 * conta'): none for a suspected one, none without SMTP.
 */
async function alertDeliveries(lead: NewLead, id: string) {
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
