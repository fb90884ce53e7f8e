import pLimit from "p-limit";
import type { Db } from "../db/index.server";
import { deliveries, type LeadRow, leads } from "../db/schema.server";
import type { Mailer } from "../email/mailer.server";
import { logger } from "../logger.server";
import { claimDueDeliveries } from "./deliveries.server";
import { attemptSend, type DeliveryWebhooks, type RdStation } from "./deliveries-send.server";
import { postLead, type WebhookUrls } from "./delivery.server";
import {
  claimDueLeads,
  type FormType,
  markDelivered,
  markFailedAttempt,
  releaseClaims,
} from "./outbox.server";
import {
  deleteExpired,
  deleteExpiredSuspects,
  retentionCutoff,
  SUSPECT_RETENTION_DAYS,
  suspectCutoff,
} from "./personal-data.server";

interface QueueOptions {
  /** Attempts at once: the worker's places. */
  batch?: number;
  now?: () => Date;
  /** How often a pass starts without a kick. */
  intervalMs?: number;
  /** How long a claim stays with this worker (DELIVERY_LEASE_SECONDS). */
  leaseMs?: number;
}

export interface DeliveryOptions extends QueueOptions {
  db: Db;
  urls: WebhookUrls;
  timeoutMs?: number;
}

/** The deliveries' worker (ADR 0039): e-mails over `mailer`, posts to `webhooks`. */
export interface SendOptions extends QueueOptions {
  db: Db;
  mailer?: Mailer;
  webhooks: DeliveryWebhooks;
  rdstation?: RdStation;
  timeoutMs?: number;
}

/**
 * A queue the worker drains: claim what is due (leased), attempt one claimed item, and give
 * back claims a stopping worker did not finish.
 */
interface Queue<T extends { id: string }> {
  name: string;
  claim: (limit: number, now: Date) => Promise<T[]>;
  attempt: (item: T) => Promise<void>;
  release: (ids: string[]) => Promise<void>;
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Posts stored leads to their webhooks. */
export function startDeliveryWorker(options: DeliveryOptions) {
  return startQueueWorker(options, {
    name: "leads",
    claim: (limit, now) => claimDueLeads(options.db, limit, now, options.leaseMs),
    attempt: (lead) => attemptDelivery(lead, options),
    release: (ids) => releaseClaims(options.db, leads, ids),
  });
}

/** Sends stored deliveries: e-mails and other posts on a lead's behalf (ADR 0039). */
export function startSendWorker(options: SendOptions) {
  const now = options.now ?? (() => new Date());
  return startQueueWorker(options, {
    name: "deliveries",
    claim: (limit, at) => claimDueDeliveries(options.db, limit, at, options.leaseMs),
    attempt: (row) => attemptSend(row, { ...options, now }),
    release: (ids) => releaseClaims(options.db, deliveries, ids),
  });
}

/**
 * Runs a queue in the server process: every few seconds, and at once when something is stored
 * (`kick`). Up to `batch` attempts run at a time, each on its own: a place is filled again as
 * soon as its attempt ends, so a receiver that never answers holds one place until its timeout,
 * not every delivery behind it. Safe with several processes: claims skip what another one holds.
 */
function startQueueWorker<T extends { id: string }>(options: QueueOptions, queue: Queue<T>) {
  const places = options.batch ?? 20;
  const now = options.now ?? (() => new Date());
  // p-limit keeps the places: a lead is claimed only for a free one, so none waits in its
  // queue while its lease runs.
  const attempts = pLimit(places);
  // One claim at a time, and at most one more queued behind it (see `fill`).
  const claims = pLimit(1);
  let refill: NodeJS.Immediate | undefined;
  let stopped = false;
  // What this worker claimed and has not finished: given back if it stops first.
  const held = new Set<string>();
  // A kick or the timer since the last pass began: a new lead may be due.
  let kicked = false;
  // False once a claim comes back short: all that was due is claimed, and what comes due later
  // (a new lead, a retry, a lapsed lease) brings a kick or the timer. Without it, every attempt
  // that ended after a backlog drained made a claim that found nothing.
  let moreDue = true;

  const taken = () => attempts.activeCount + attempts.pendingCount;
  // Places are refilled a quarter at a time, not one claim per finished attempt: each claim is
  // a transaction, and on the embedded database it waits in line with the page views.
  const refillAt = Math.max(1, Math.floor(places / 4));
  const worthClaiming = () => {
    const free = places - taken();
    return free >= refillAt || (free > 0 && taken() === 0);
  };

  // Claim while enough places are free and claims come back full: a backlog drains at once.
  const claimForFreePlaces = async () => {
    if (kicked) {
      kicked = false;
      moreDue = true;
    }
    while (!stopped && moreDue && worthClaiming()) {
      const free = places - taken();
      const claimed = await queue.claim(free, now());
      for (const item of claimed) {
        held.add(item.id);
        attempts(() => queue.attempt(item))
          .catch((error) =>
            logger.error({ err: error, id: item.id, queue: queue.name }, "falha no envio"),
          )
          .finally(() => {
            held.delete(item.id);
            refillSoon();
          });
      }
      if (claimed.length < free) moreDue = false;
    }
  };

  // A pass asked for while one runs is queued once: it starts when that one ends and sees all
  // that happened meanwhile, so further calls add nothing.
  const fill = () => {
    if (stopped || claims.pendingCount > 0) return;
    claims(claimForFreePlaces).catch((error) =>
      logger.error({ err: error, queue: queue.name }, "falha no envio"),
    );
  };

  // p-limit frees a place in promise callbacks of its own, all run before the next turn of the
  // event loop: the pass started then counts it. Attempts ending together start one pass.
  function refillSoon() {
    refill ??= setImmediate(() => {
      refill = undefined;
      fill();
    });
  }

  const busy = () => refill !== undefined || claims.activeCount + claims.pendingCount + taken() > 0;

  /**
   * Resolves once no claim or attempt is running or queued, or at `deadline` (ms since the
   * epoch). p-limit has no idle event, so this looks every few milliseconds.
   */
  async function idle(deadline = Number.POSITIVE_INFINITY) {
    while (busy() && Date.now() < deadline) await sleep(Math.min(10, deadline - Date.now()));
  }

  const kick = () => {
    kicked = true;
    fill();
  };

  const timer = setInterval(kick, options.intervalMs ?? 5_000);
  timer.unref();
  fill();
  return {
    kick,
    idle,
    /**
     * Claims nothing more and lets attempts in flight finish for `graceMs`; what is still
     * running then is given back, due at once for another instance (the receiver may see it
     * twice, with the same idempotency key).
     */
    async stop(graceMs = 500) {
      stopped = true;
      clearInterval(timer);
      await idle(Date.now() + graceMs);
      const unfinished = [...held];
      if (unfinished.length === 0) return;
      await queue
        .release(unfinished)
        .then(() =>
          logger.info({ queue: queue.name, count: unfinished.length }, "envios devolvidos à fila"),
        )
        .catch((error) =>
          logger.warn(
            { err: error, queue: queue.name },
            "envios não devolvidos; voltam ao fim do prazo",
          ),
        );
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
