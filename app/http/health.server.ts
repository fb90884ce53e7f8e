import { Router } from "express";
import { serverAddresses } from "~/lib/early-addresses";
import { database } from "~/server/db/index.server";
import { logger } from "~/server/logger.server";

/** The longest /readyz waits for the database before it answers that it cannot serve. */
const READY_WAIT_MS = 2_000;

let stopping = false;
/** Migrations never go back: once all are applied, they need not be looked at again. */
let migrated = false;

/** From now on /readyz fails: the proxy stops sending visitors before the listener closes. */
export function markStopping() {
  stopping = true;
}

const withinWait = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("sem resposta do banco")), READY_WAIT_MS).unref(),
    ),
  ]);

/**
 * `/healthz`: the process answers (liveness). `/readyz`: it can serve visitors: not stopping,
 * the database answers and has every migration of this code (readiness, ADR 0046).
 */
export const health = Router();

health.get(serverAddresses.health, (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});

health.get(serverAddresses.ready, async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (stopping) {
    res.status(503).json({ status: "stopping" });
    return;
  }
  try {
    const current = database();
    await withinWait(current.ping());
    if (!migrated) {
      const pending = await withinWait(current.pendingMigrations());
      if (pending.length > 0) {
        res.status(503).json({ status: "migrations pending", pending });
        return;
      }
      migrated = true;
    }
    res.json({ status: "ready", database: current.kind });
  } catch (error) {
    logger.error({ err: error }, "readyz: banco de dados indisponível");
    res.status(503).json({ status: "unavailable" });
  }
});
