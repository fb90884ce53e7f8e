import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imagePlaceholder } from "~/server/images/placeholder.server";
import { storeImage } from "~/server/storage/index.server";
import { withLocalDataDir } from "../support/local-data-dir";
import { detailedPhoto } from "../support/photo";

// The soft copy a page paints under its priority photo while the photo loads (ADR 0030).

const decode = (uri: string | null) =>
  Buffer.from((uri ?? "").replace(/^data:image\/avif;base64,/, ""), "base64");

describe("imagePlaceholder", () => {
  withLocalDataDir("site-placeholders-");

  it("is a 400 px AVIF of the stored photo, under 3.5 kB, as a data: address", async () => {
    const stored = await storeImage(await detailedPhoto(800, 450), "evento.jpg");
    if (!stored.ok) throw new Error(stored.message);
    const uri = await imagePlaceholder(stored.url);
    expect(uri).toMatch(/^data:image\/avif;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = decode(uri);
    expect(bytes.length).toBeLessThanOrEqual(3500);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 400, 225]);
  });

  it("keeps a photo narrower than 400 px at its own width", async () => {
    const stored = await storeImage(await detailedPhoto(300, 200), "pequena.jpg");
    if (!stored.ok) throw new Error(stored.message);
    const meta = await sharp(decode(await imagePlaceholder(stored.url))).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it("is made once per image: pages rendered at the same moment share it", async () => {
    const stored = await storeImage(await detailedPhoto(800, 600), "uma-vez.jpg");
    if (!stored.ok) throw new Error(stored.message);
    const first = imagePlaceholder(stored.url);
    expect(imagePlaceholder(stored.url)).toBe(first);
    expect(await first).toMatch(/^data:image\/avif;base64,/);
  });

  it("is null for images that paint at once or cannot be read, without failing the page", async () => {
    expect(await imagePlaceholder("/images/blog/dashboard-de-receita-indicadores.svg")).toBeNull();
    expect(await imagePlaceholder(null)).toBeNull();
    expect(await imagePlaceholder("https://exemplo.com.br/foto.jpg")).toBeNull();
    // A processed image's address whose files are gone.
    expect(await imagePlaceholder("/uploads/1700000000000_sumiu.1600x1200.w1600.jpg")).toBeNull();
  });
});
