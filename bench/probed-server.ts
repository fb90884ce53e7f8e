/**
 * The production server (`node server.js`, an embedded database of its own, the tests' secret and
 * admin) with bench/loop-probe.mjs inside it, for the benches that measure its event loop.
 */
import path from "node:path";
import { ADMIN } from "../tests/support/admin";
import { TEST_SECRET } from "../tests/support/app";
import { removeDir, startServer, tempDir } from "../tests/support/server";

export async function startProbedServer(name: string, env: Record<string, string> = {}) {
  const port = Number(process.env.PORT ?? 3100);
  const probeUrl = `http://127.0.0.1:${Number(process.env.LOOP_PROBE_PORT ?? port + 1)}`;
  const dataDir = await tempDir(`bench-${name}-`);
  const app = await startServer({
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_OPTIONS: `--import=${path.resolve("bench/loop-probe.mjs")}`,
    LOOP_PROBE_PORT: new URL(probeUrl).port,
    ...env,
  });
  /** `reset` starts a new measure; `max` is the loop's longest pause since, in ms. */
  const probe = async (what: "reset" | "max") =>
    ((await (await fetch(`${probeUrl}/${what}`)).json()) as { maxMs: number }).maxMs;
  const stop = async () => {
    await app.stop();
    await removeDir(dataDir);
  };
  return { app, probe, stop };
}

/** A report's lines, printed as they come and kept for its file. */
export function reportLines() {
  const lines: string[] = [];
  const say = (line = "") => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  return { lines, say };
}
