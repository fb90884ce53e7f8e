import type { Db } from "../db/index.server";
import { logger } from "../logger.server";
import { postLead, type WebhookUrls } from "./delivery.server";
import { claimDueLeads, type FormType, markDelivered, markFailedAttempt } from "./outbox.server";
import { deleteExpired, retentionCutoff } from "./personal-data.server";

export interface DeliveryOptions {
  db: Db;
  urls: WebhookUrls;
  timeoutMs?: number;
  batch?: number;
  now?: () => Date;
}

/** Claims what is due and tries each once. Returns how many leads it tried. */
export async function deliverDueLeads({
  db,
  urls,
  timeoutMs = 10_000,
  batch = 20,
  now = () => new Date(),
}: DeliveryOptions): Promise<number> {
  const claimed = await claimDueLeads(db, batch, now());
  await Promise.all(
    claimed.map(async (lead) => {
      const attempts = lead.attempts + 1;
      const url = urls[lead.formType as FormType];
      const result = url
        ? await postLead(url, lead, timeoutMs)
        : { ok: false as const, error: "webhook não configurado" };
      if (result.ok) {
        await markDelivered(db, lead.id, attempts, now());
      } else {
        logger.warn(
          { lead: lead.id, formType: lead.formType, attempts, error: result.error },
          "entrega de lead falhou",
        );
        await markFailedAttempt(db, lead.id, attempts, result.error, now());
      }
    }),
  );
  return claimed.length;
}

/**
 * Runs deliveries in the server process: every few seconds, and at once when a lead is stored
 * (`kick`). Safe with several processes: claims skip what another one holds.
 */
export function startDeliveryWorker(options: DeliveryOptions & { intervalMs?: number }) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          // Keep going while full batches come back: a backlog drains without waiting.
          while ((await deliverDueLeads(options)) === (options.batch ?? 20) && !stopped) {}
        } while (again && !stopped);
      } catch (error) {
        logger.error({ err: error }, "falha no envio de leads");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(run, options.intervalMs ?? 5_000);
  timer.unref();
  run();
  return {
    kick: run,
    /**
     * Waits briefly for deliveries in flight; one still running after that keeps its claim
     * until the lease ends and is tried again then (the receiver sees the same idempotency key).
     */
    async stop(graceMs = 500) {
      stopped = true;
      clearInterval(timer);
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    },
  };
}

const DAY_MS = 24 * 3_600_000;

/**
 * LGPD retention: at start and then daily, deletes submissions older than `months` and REI
 * drafts untouched as long. Several processes may sweep at once; a delete is idempotent.
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
    } catch (error) {
      logger.error({ err: error }, "falha ao excluir dados além do prazo de retenção");
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
