import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sessionSecrets } from "../auth/secret.server";
import type { Database } from "../db/index.server";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import { type ChangeWatch, watchChanges } from "./changes.server";
import { leave, notePresence, secretCheck } from "./presence.server";

/** How often an instance looks at the version and writes that it is alive. */
const CHECK_MS = 5_000;

export interface Instance {
  /** Tells the other instances of a change made here (this one has emptied its own caches). */
  announceChange(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What one instance among several needs (ADR 0046), on PostgreSQL only: the others' admin
 * changes empty this one's caches (`onChange`), and the log says when another instance signs
 * with another secret, or when files stay on this machine's disk. The embedded database is one
 * process: nothing to do.
 */
export async function startInstance(
  database: Database,
  config: Pick<Env, "PORT" | "SESSION_SECRET" | "DATA_DIR" | "supabase">,
  onChange: () => void,
): Promise<Instance | undefined> {
  if (database.kind !== "postgres") return undefined;
  if (!config.supabase) {
    logger.warn(
      { dir: config.DATA_DIR },
      "Arquivos enviados e materiais ficam em DATA_DIR, no disco desta máquina: instâncias em outras máquinas não os veem (use o Supabase Storage: SUPABASE_URL e SUPABASE_SERVICE_ROLE_KEY)",
    );
  }
  const me = {
    id: randomBytes(6).toString("hex"),
    host: `${hostname()}:${config.PORT}`,
    secretCheck: secretCheck(sessionSecrets(config)[0] ?? ""),
  };
  const told = new Set<string>();
  const lookAround = async () => {
    try {
      for (const other of await notePresence(database.db, me)) {
        if (told.has(other.id)) continue;
        told.add(other.id);
        logger.warn(
          { other: other.host },
          "Outra instância assina sessões e links com outro SESSION_SECRET: o que uma assina a outra recusa; use o mesmo SESSION_SECRET em todas",
        );
      }
    } catch (error) {
      logger.warn({ err: error }, "registro desta instância não atualizado");
    }
  };
  await lookAround();
  const presence = setInterval(lookAround, CHECK_MS);
  presence.unref();

  const watch: ChangeWatch = await watchChanges({
    database,
    instanceId: me.id,
    intervalMs: CHECK_MS,
    onChange,
    onError: (error) => logger.warn({ err: error }, "versão das mudanças não lida"),
  });
  return {
    async announceChange() {
      await watch.announce();
    },
    async stop() {
      clearInterval(presence);
      await watch.stop();
      await leave(database.db, me.id).catch(() => {});
    },
  };
}
