import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageWorkerFailed, runImageWorker } from "~/server/images/image-worker.server";
import { jpeg, png } from "../support/images";

// ADR 0031: the image worker, the child process that decodes an editor's image, tells bytes
// that do not decode apart from its own end without an answer, so the editor hears the right
// reason.

const input = { limitInputPixels: 40_000_000, failOn: "error" } as const;
const toWebp = { format: { id: "webp", options: { quality: 80 } } } as const;

describe("the image worker", () => {
  it("gives back one file per output", async () => {
    const [file] = await runImageWorker({ bytes: png(), input, srgb: true, outputs: [toWebp] });
    expect((await sharp(file).metadata()).format).toBe("webp");
  });

  it("reports bytes that do not decode as sharp's error, not as its own failure", async () => {
    const answer = runImageWorker({ bytes: jpeg(), input, srgb: true, outputs: [toWebp] });
    await expect(answer).rejects.toThrow(Error);
    await expect(answer).rejects.not.toBeInstanceOf(ImageWorkerFailed);
  });

  it("fails as itself when it ends without an answer (here, its time limit)", async () => {
    const answer = runImageWorker(
      { bytes: png(), input, srgb: true, outputs: [toWebp] },
      { timeLimitMs: 1 },
    );
    await expect(answer).rejects.toBeInstanceOf(ImageWorkerFailed);
    await expect(answer).rejects.toThrow(/sem resposta \(SIGTERM\)/);
  });
});
