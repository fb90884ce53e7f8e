import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { logger } from "~/server/logger.server";
import { PAINT_PROGRAM } from "./paint-program.server";

/**
 * The card's thread ended without an answer (crashed, out of its memory, past the time limit).
 * The same card may well be drawn later.
 */
export class CardPaintFailed extends Error {
  override name = "CardPaintFailed";
}

/** Far longer than a card takes; a card that takes this long is stuck. */
const TIME_LIMIT_MS = 20_000;
/** The thread is ended when no card was asked for this long, giving its memory back. */
const IDLE_MS = 60_000;
/** A layout gone wrong ends the thread, not the server. */
const HEAP_MB = 192;

interface Job {
  resolve(pixels: Uint8Array): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let thread: { worker: Worker; jobs: Map<number, Job> } | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let lastId = 0;

type Font = { name: string; data: ArrayBuffer; weight: 500 | 700; style: "normal" };
let fonts: Promise<Font[]> | undefined;

/** Inter (latin: Portuguese accents included) from @fontsource, as WOFF (satori reads no WOFF2). */
function loadFonts() {
  const require = createRequire(import.meta.url);
  const read = async (file: string) => {
    const bytes = await readFile(file);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  fonts ??= Promise.all([
    read(require.resolve("@fontsource/inter/files/inter-latin-500-normal.woff")),
    read(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")),
  ]).then(([medium, bold]): Font[] => [
    { name: "Inter", data: medium, weight: 500, style: "normal" },
    { name: "Inter", data: bold, weight: 700, style: "normal" },
  ]);
  return fonts;
}

function stop(current: NonNullable<typeof thread>, reason: string) {
  if (thread === current) thread = undefined;
  for (const job of current.jobs.values()) {
    clearTimeout(job.timer);
    job.reject(new CardPaintFailed(reason));
  }
  current.jobs.clear();
  void current.worker.terminate();
}

async function started() {
  if (thread) return thread;
  const require = createRequire(import.meta.url);
  const worker = new Worker(PAINT_PROGRAM, {
    eval: true,
    workerData: {
      satoriPath: require.resolve("satori"),
      resvgPath: require.resolve("@resvg/resvg-js"),
      fonts: await loadFonts(),
    },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  // Never what keeps the process from ending.
  worker.unref();
  const current = { worker, jobs: new Map<number, Job>() };
  worker.on("message", (answer: { id: number; pixels?: Uint8Array; error?: string }) => {
    const job = current.jobs.get(answer.id);
    if (!job) return;
    current.jobs.delete(answer.id);
    clearTimeout(job.timer);
    if (answer.pixels) job.resolve(answer.pixels);
    else job.reject(new Error(answer.error ?? "cartão sem resposta"));
    if (current.jobs.size === 0) restIdle(current);
  });
  worker.on("error", (error) => {
    logger.error({ err: error }, "cartão social: a thread de desenho falhou");
    stop(current, error.message);
  });
  worker.on("exit", (code) => stop(current, `a thread de desenho terminou (${code})`));
  thread = current;
  return current;
}

function restIdle(current: NonNullable<typeof thread>) {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (thread === current && current.jobs.size === 0) stop(current, "ociosa");
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * The 1200×630 RGBA pixels of a satori layout tree, laid out and painted in a thread of its own:
 * satori and resvg take about a tenth of a second of CPU per card, which would otherwise be the
 * server's event loop's. Rejects with `CardPaintFailed` when the thread ends without an answer.
 */
export async function paintInThread(
  tree: unknown,
  size: { width: number; height: number },
): Promise<Uint8Array> {
  clearTimeout(idleTimer);
  const current = await started();
  const id = ++lastId;
  return new Promise<Uint8Array>((resolve, reject) => {
    const timer = setTimeout(() => {
      logger.error({ timeLimitMs: TIME_LIMIT_MS }, "cartão social: desenho passou do tempo");
      stop(current, "tempo esgotado");
    }, TIME_LIMIT_MS);
    current.jobs.set(id, { resolve, reject, timer });
    current.worker.postMessage({ id, tree, ...size });
  });
}
