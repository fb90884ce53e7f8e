import { leads } from "~/server/db/schema.server";
import { type HandlerContext, jobHandlers } from "~/server/queue/kinds.server";
import { startWorker, type WorkerOptions } from "~/server/queue/worker.server";

/** What a test's queue worker runs on: its handlers' settings and the worker's own. */
export type QueueWorkerOptions = HandlerContext & Omit<WorkerOptions, "handlers">;

/** The server's queue worker (ADR 0056), with every kind's handler on the test's settings. */
export const queueWorker = (options: QueueWorkerOptions) =>
  startWorker({ ...options, handlers: jobHandlers(options) });

/**
 * The server's delivery worker, run by a test one pass at a time: its timer is set past the
 * test, so only its start and `pass()` deliver. It starts at the first pass (a server delivers
 * what is due when it starts), on whatever clock the test gives it.
 */
export function deliveryWorker(options: QueueWorkerOptions) {
  let worker: ReturnType<typeof queueWorker> | undefined;
  const attemptsMade = async () =>
    (await options.db.select({ attempts: leads.attempts }).from(leads)).reduce(
      (sum, row) => sum + row.attempts,
      0,
    );
  return {
    /** A pass, as a new lead or the timer starts one; resolves with the attempts it made. */
    async pass() {
      const before = await attemptsMade();
      if (worker) worker.kick();
      else worker = queueWorker({ intervalMs: 3_600_000, ...options });
      await worker.idle();
      return (await attemptsMade()) - before;
    },
    async stop() {
      await worker?.stop(2_000);
    },
  };
}
