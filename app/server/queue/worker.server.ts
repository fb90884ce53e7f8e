import pLimit from "p-limit";
import type { Db } from "../db/index.server";
import type { JobRow } from "../db/schema.server";
import { logger } from "../logger.server";
import { claimDue, markDone, markFailed, releaseClaims } from "./jobs.server";

/** What one attempt at a job came to; `extra`: its delivery's columns to change with it. */
export type JobResult =
  | { ok: true; extra?: { message?: Record<string, unknown> } }
  | { ok: false; error: string };

/** Runs one claimed job of its kind: posts, sends, … and says how it went. */
export type JobHandler = (job: JobRow) => Promise<JobResult> | JobResult;

export interface WorkerOptions {
  db: Db;
  /** The handler of each kind this worker runs; it claims no other kind. */
  handlers: Record<string, JobHandler>;
  /** Attempts at once: the worker's places. */
  batch?: number;
  now?: () => Date;
  /** How often a pass starts without a kick. */
  intervalMs?: number;
  /** How long a claim stays with this worker (DELIVERY_LEASE_SECONDS). */
  leaseMs?: number;
}

/** One attempt at a claimed job, its outcome recorded: done, or due again later. */
async function attempt(job: JobRow, { db, handlers, now = () => new Date() }: WorkerOptions) {
  const attempts = job.attempts + 1;
  const handler = handlers[job.kind];
  let result: JobResult;
  try {
    result = handler ? await handler(job) : { ok: false, error: `tipo desconhecido: ${job.kind}` };
  } catch (error) {
    result = { ok: false, error: String(error) };
  }
  if (result.ok) await markDone(db, job.id, attempts, now(), result.extra);
  else await markFailed(db, job.id, attempts, result.error, now());
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the queue in the server process (ADR 0056): every few seconds, and at once when
 * something is stored (`kick`), claiming due jobs of the kinds it has handlers for. Up to
 * `batch` attempts of any kind run at a time, each on its own: a place is filled again as soon
 * as its attempt ends, so a receiver that never answers holds one place until its timeout, not
 * every job behind it. Safe with several processes: claims skip what another one holds.
 */
export function startWorker(options: WorkerOptions) {
  const { db } = options;
  const kinds = Object.keys(options.handlers);
  const places = options.batch ?? 20;
  const now = options.now ?? (() => new Date());
  // p-limit keeps the places: a job is claimed only for a free one, so none waits in its
  // queue while its lease runs.
  const attempts = pLimit(places);
  // One claim at a time, and at most one more queued behind it (see `fill`).
  const claims = pLimit(1);
  let refill: NodeJS.Immediate | undefined;
  let stopped = false;
  // What this worker claimed and has not finished: given back if it stops first.
  const held = new Set<string>();
  // A kick or the timer since the last pass began: a new job may be due.
  let kicked = false;
  // False once a claim comes back short: all that was due is claimed, and what comes due later
  // (a new job, a retry, a lapsed lease) brings a kick or the timer. Without it, every attempt
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
      const claimed = await claimDue(db, kinds, free, now(), options.leaseMs);
      for (const item of claimed) {
        held.add(item.id);
        attempts(() => attempt(item, options))
          .catch((error) =>
            logger.error({ err: error, id: item.id, kind: item.kind }, "falha no envio"),
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
    claims(claimForFreePlaces).catch((error) => logger.error({ err: error }, "falha no envio"));
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
      await releaseClaims(db, unfinished)
        .then(() => logger.info({ count: unfinished.length }, "envios devolvidos à fila"))
        .catch((error) =>
          logger.warn({ err: error }, "envios não devolvidos; voltam ao fim do prazo"),
        );
    },
  };
}
