import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import pLimit from "p-limit";
import { IMAGE_WORKER_PROGRAM } from "./image-worker-program.server";

/** What the image worker (`image-worker-program.server.ts`) does to the input before each output (ADR 0031). */
export interface ImageWorkerJob {
  bytes: Uint8Array;
  input: { limitInputPixels: number; failOn?: "error"; animated?: boolean };
  /** Convert to sRGB after the EXIF rotation (the pipeline's photos; not the originals kept). */
  srgb: boolean;
  outputs: ImageWorkerOutput[];
}

export interface ImageWorkerOutput {
  resize?: { width: number; height: number };
  /** A sharp output format and its options; none keeps the input's format. */
  format?: { id: "avif" | "webp" | "jpeg"; options: Record<string, unknown> };
}

/**
 * The child ended without an answer: killed (out of memory, the time limit) or crashed. Unlike
 * an error the child reports (bytes sharp cannot decode), the same image may go through later.
 */
export class ImageWorkerFailed extends Error {
  override name = "ImageWorkerFailed";
}

/** Longer than any photo the pipeline accepts takes (about 10 s for 40 MP on a slow machine). */
const TIME_LIMIT_MS = 120_000;
/** One decode at a time per instance: each can take a few hundred MB while it runs. */
const oneAtATime = pLimit(1);

/**
 * Runs sharp on `job` in a short-lived child process and gives one file per output (ADR 0031).
 * libvips decodes a photo into memory that glibc keeps after it is freed (about 100–160 MB for
 * a 12 MP photo); a child gives it all back when it exits, and a decoder that crashes on hostile
 * bytes takes only the child with it. Rejects on bytes sharp cannot decode, and with
 * `ImageWorkerFailed` when the child ends without an answer.
 */
export function runImageWorker(
  job: ImageWorkerJob,
  { timeLimitMs = TIME_LIMIT_MS } = {},
): Promise<Uint8Array[]> {
  const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve("sharp")).href;
  return oneAtATime(
    () =>
      new Promise<Uint8Array[]>((resolve, reject) => {
        const proc = spawn(
          process.execPath,
          ["--input-type=module", "--eval", IMAGE_WORKER_PROGRAM, sharpUrl],
          {
            stdio: ["ignore", "ignore", "pipe", "ipc"],
            serialization: "advanced",
            timeout: timeLimitMs,
          },
        );
        let stderr = "";
        let answer: { files?: Uint8Array[]; error?: string } | undefined;
        proc.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
          if (stderr.length < 2000) stderr += chunk.slice(0, 2000 - stderr.length);
        });
        proc.once("message", (message) => {
          answer = message as typeof answer;
        });
        // Node could not start it, or the job could not reach it (it died first).
        proc.once("error", (error) =>
          reject(new ImageWorkerFailed(`processo de imagem falhou: ${error.message}`)),
        );
        proc.once("spawn", () => proc.send(job));
        proc.once("close", (code, signal) => {
          if (answer?.files) resolve(answer.files);
          else if (answer?.error) reject(new Error(answer.error));
          else
            reject(
              new ImageWorkerFailed(
                `processamento de imagem terminou sem resposta (${signal ?? code}): ${stderr.trim()}`,
              ),
            );
        });
      }),
  );
}
