import { db } from "../db/index.server";
import { env } from "../env.server";
import { webhookUrls } from "./delivery.server";
import { deleteDraft, findDraft, saveDraft } from "./drafts.server";
import { findLead, type NewLead, storeLead } from "./outbox.server";
import { startDeliveryWorker, startRetentionSweep } from "./worker.server";

export type { NewLead } from "./outbox.server";

const holder = globalThis as typeof globalThis & {
  __leadWorker?: ReturnType<typeof startDeliveryWorker>;
  __retention?: ReturnType<typeof startRetentionSweep>;
};

/**
 * Starts delivering stored leads in this process, and deleting what is past the retention
 * period (the server calls it once at start).
 */
export function startLeadDelivery() {
  holder.__leadWorker ??= startDeliveryWorker({ db: db(), urls: webhookUrls(env()) });
  holder.__retention ??= startRetentionSweep({ db: db(), months: env().LEAD_RETENTION_MONTHS });
}

/**
 * Starts a delivery pass now instead of at the next tick of the interval (a pass already
 * running goes round once more). Without a worker in this process the lead waits for one.
 */
export function kickLeadDelivery() {
  holder.__leadWorker?.kick();
}

export async function stopLeadDelivery() {
  holder.__retention?.stop();
  holder.__retention = undefined;
  await holder.__leadWorker?.stop();
  holder.__leadWorker = undefined;
}

/**
 * What every form action calls: the lead is stored (the visitor's success depends only on
 * this), then the worker is nudged to deliver it without making the visitor wait.
 */
export async function submitLead(lead: NewLead) {
  const urls = webhookUrls(env());
  const stored = await storeLead(db(), lead, Boolean(urls[lead.formType]));
  if (stored.status === "pending") kickLeadDelivery();
  return stored;
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
