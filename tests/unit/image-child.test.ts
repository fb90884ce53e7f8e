import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageChildFailed, runApart } from "~/server/images/apart.server";
import { jpeg, png } from "../support/images";

// ADR 0031: the child that decodes an editor's image tells bytes that do not decode apart from
// its own end without an answer, so the editor hears the right reason.

const input = { limitInputPixels: 40_000_000, failOn: "error" } as const;
const toWebp = { format: { id: "webp", options: { quality: 80 } } } as const;

describe("the image child", () => {
  it("gives back one file per output", async () => {
    const [file] = await runApart({ bytes: png(), input, srgb: true, outputs: [toWebp] });
    expect((await sharp(file).metadata()).format).toBe("webp");
  });

  it("reports bytes that do not decode as sharp's error, not as its own failure", async () => {
    const answer = runApart({ bytes: jpeg(), input, srgb: true, outputs: [toWebp] });
    await expect(answer).rejects.toThrow(Error);
    await expect(answer).rejects.not.toBeInstanceOf(ImageChildFailed);
  });

  it("fails as itself when it ends without an answer (here, its time limit)", async () => {
    const answer = runApart(
      { bytes: png(), input, srgb: true, outputs: [toWebp] },
      { timeLimitMs: 1 },
    );
    await expect(answer).rejects.toBeInstanceOf(ImageChildFailed);
    await expect(answer).rejects.toThrow(/sem resposta \(SIGTERM\)/);
  });
});
