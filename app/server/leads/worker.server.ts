import type { Db } from "../db/index.server";
import type { LeadRow } from "../db/schema.server";
import { logger } from "../logger.server";
import { postLead, type WebhookUrls } from "./delivery.server";
import { claimDueLeads, type FormType, markDelivered, markFailedAttempt } from "./outbox.server";
import {
  deleteExpired,
  deleteExpiredSuspects,
  retentionCutoff,
  SUSPECT_RETENTION_DAYS,
  suspectCutoff,
} from "./personal-data.server";

export interface DeliveryOptions {
  db: Db;
  urls: WebhookUrls;
  timeoutMs?: number;
  batch?: number;
  now?: () => Date;
}

/** One attempt at a claimed lead, its outcome recorded: delivered, or due again later. */
async function attemptDelivery(
  lead: LeadRow,
  { db, urls, timeoutMs = 10_000, now = () => new Date() }: DeliveryOptions,
) {
  const attempts = lead.attempts + 1;
  const url = urls[lead.formType as FormType];
  const result = url
    ? await postLead(url, lead, timeoutMs)
    : { ok: false as const, error: "webhook não configurado" };
  if (result.ok) {
    await markDelivered(db, lead.id, attempts, now());
    return;
  }
  logger.warn(
    { lead: lead.id, formType: lead.formType, attempts, error: result.error },
    "entrega de lead falhou",
  );
  await markFailedAttempt(db, lead.id, attempts, result.error, now());
}

/** Claims what is due and tries each once. Returns how many leads it tried. */
export async function deliverDueLeads(options: DeliveryOptions): Promise<number> {
  const { db, batch = 20, now = () => new Date() } = options;
  const claimed = await claimDueLeads(db, batch, now());
  await Promise.all(claimed.map((lead) => attemptDelivery(lead, options)));
  return claimed.length;
}

/**
 * Runs deliveries in the server process: every few seconds, and at once when a lead is stored
 * (`kick`). Up to `batch` attempts run at a time, each on its own: a place is filled again as
 * soon as its attempt ends, so a receiver that never answers holds one place until its timeout,
 * not every delivery behind it. Safe with several processes: claims skip what another one holds.
 */
export function startDeliveryWorker(options: DeliveryOptions & { intervalMs?: number }) {
  const places = options.batch ?? 20;
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const begin = (lead: LeadRow) => {
    const attempt: Promise<void> = attemptDelivery(lead, options)
      .catch((error) => logger.error({ err: error, lead: lead.id }, "falha no envio de leads"))
      .finally(() => {
        inFlight.delete(attempt);
        fill();
      });
    inFlight.add(attempt);
  };

  // Places are refilled a quarter at a time, not one claim per finished attempt: each claim is
  // a transaction, and on the embedded database it waits in line with the page views.
  const refillAt = Math.max(1, Math.floor(places / 4));
  const worthClaiming = () => {
    const free = places - inFlight.size;
    return free >= refillAt || (free > 0 && inFlight.size === 0);
  };

  // Claim while enough places are free and claims come back full: a backlog drains at once.
  const claimForFreePlaces = async () => {
    do {
      again = false;
      while (!stopped && worthClaiming()) {
        const free = places - inFlight.size;
        const claimed = await claimDueLeads(options.db, free, now());
        for (const lead of claimed) begin(lead);
        if (claimed.length < free) break;
      }
    } while (again && !stopped);
  };

  // One claim at a time; a call meanwhile makes it claim once more when done. `claiming` is
  // cleared in a callback, which runs after the assignment even when no place was free.
  const fill = () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimForFreePlaces()
      .catch((error) => logger.error({ err: error }, "falha no envio de leads"))
      .finally(() => {
        claiming = undefined;
        // A call that came after the last claim but before this line.
        if (again) fill();
      });
  };

  const timer = setInterval(fill, options.intervalMs ?? 5_000);
  timer.unref();
  fill();
  return {
    kick: fill,
    /**
     * Waits briefly for deliveries in flight; one still running after that keeps its claim
     * until the lease ends and is tried again then (the receiver sees the same idempotency key).
     */
    async stop(graceMs = 500) {
      stopped = true;
      clearInterval(timer);
      await Promise.race([
        Promise.all([claiming, ...inFlight]),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    },
  };
}

const DAY_MS = 24 * 3_600_000;

/**
 * LGPD retention: at start and then daily, deletes submissions older than `months`, REI
 * drafts untouched as long, and suspected submissions nobody released within 30 days.
 * Several processes may sweep at once; a delete is idempotent.
 */
export function startRetentionSweep({
  db,
  months,
  intervalMs = DAY_MS,
}: {
  db: Db;
  months: number;
  intervalMs?: number;
}) {
  const sweep = async () => {
    try {
      const erased = await deleteExpired(db, retentionCutoff(months));
      if (erased.leads || erased.drafts) {
        logger.info({ ...erased, months }, "dados além do prazo de retenção excluídos");
      }
      const suspects = await deleteExpiredSuspects(db, suspectCutoff());
      if (suspects) {
        logger.info(
          { suspects, days: SUSPECT_RETENTION_DAYS },
          "envios suspeitos não liberados excluídos",
        );
      }
    } catch (error) {
      logger.error({ err: error }, "falha ao excluir dados além do prazo de retenção");
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
