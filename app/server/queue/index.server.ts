import { db } from "../db/index.server";
import { createMailer } from "../email/mailer.server";
import { env } from "../env.server";
import { deliveryWebhooks } from "../leads/deliveries-send.server";
import { webhookUrls } from "../leads/delivery.server";
import { enqueue } from "./jobs.server";
import { type JobPayloads, jobHandlers } from "./kinds.server";
import { startWorker } from "./worker.server";

/** The server's one queue (ADR 0056): its worker, and what the rest of the app calls. */

const holder = globalThis as typeof globalThis & {
  __queue?: ReturnType<typeof startWorker>;
};

/** Starts running due jobs of every kind in this process (the server calls it once at start). */
export function startQueue() {
  const config = env();
  holder.__queue ??= startWorker({
    db: db(),
    leaseMs: config.DELIVERY_LEASE_SECONDS * 1000,
    handlers: jobHandlers({
      db: db(),
      urls: webhookUrls(config),
      mailer: config.mail
        ? createMailer(config.mail.url, config.mail.from, new URL(config.BASE_URL).hostname)
        : undefined,
      webhooks: deliveryWebhooks(config),
      rdstation: config.RDSTATION_API_KEY
        ? { url: config.RDSTATION_API_URL, key: config.RDSTATION_API_KEY }
        : undefined,
    }),
  });
}

/**
 * Starts a pass now instead of at the next tick of the interval (a pass already running goes
 * round once more). Without a worker in this process the job waits for one.
 */
export function kickQueue() {
  holder.__queue?.kick();
}

/**
 * Stops running jobs: attempts in flight get `graceMs` to finish, then what is unfinished goes
 * back to the queue for another instance.
 */
export async function stopQueue(graceMs?: number) {
  await holder.__queue?.stop(graceMs);
  holder.__queue = undefined;
}

/**
 * Queues a job due at `runAt` (a reminder at 09:00 tomorrow): run once, retried with backoff.
 * `key` is its idempotency key: a key already queued queues nothing, and false says so.
 */
export async function enqueueJob<K extends keyof JobPayloads>(job: {
  kind: K;
  runAt: Date;
  key: string;
  payload: JobPayloads[K];
}): Promise<boolean> {
  const added = await enqueue(db(), [{ ...job, payload: { ...(job.payload as object) } }]);
  if (added > 0) kickQueue();
  return added > 0;
}
