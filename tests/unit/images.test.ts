import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageMarkdown, insertAt } from "~/lib/image-markdown";
import { processedImage } from "~/lib/images";
import { renderMarkdown } from "~/server/markdown/render.server";
import { processImage } from "~/server/storage/pipeline.server";
import { isStoredName } from "~/server/storage/stored-name.server";

/** A camera-like photo: 4000×3000 JPEG with EXIF GPS and camera fields. */
const photo = (width = 4000, height = 3000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Camera de Teste", Model: "X100" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "23/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "46/1 38/1 0/1",
      },
    })
    .toBuffer();

describe("image pipeline (ADR 0016)", () => {
  it("makes AVIF, WebP and JPEG at each width up to 1600, without any metadata, and records the size", async () => {
    const input = await photo();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("Camera de Teste");

    const out = await processImage(input, "1760000000000_ferias");
    expect(out.width).toBe(1600);
    expect(out.height).toBe(1200);
    expect(out.main).toBe("1760000000000_ferias.1600x1200.w1600.jpg");
    expect(out.files.map((file) => file.name).sort()).toEqual(
      [400, 800, 1200, 1600]
        .flatMap((w) =>
          ["avif", "webp", "jpg"].map((ext) => `1760000000000_ferias.1600x1200.w${w}.${ext}`),
        )
        .sort(),
    );
    for (const file of out.files) {
      const meta = await sharp(file.bytes).metadata();
      const w = Number(/\.w(\d+)\./.exec(file.name)?.[1]);
      expect(meta.width).toBe(w);
      expect(meta.width).toBeLessThanOrEqual(4000);
      expect(meta.height).toBe((w * 3) / 4);
      expect(meta.format).toBe(
        { avif: "heif", webp: "webp", jpg: "jpeg" }[file.name.split(".").pop() as string],
      );
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(Buffer.from(file.bytes).includes("Camera de Teste")).toBe(false);
      expect(isStoredName(file.name)).toBe(true);
    }
  }, 60_000);

  it("never upscales: a 1000 px image gets 400, 800 and its own 1000", async () => {
    const out = await processImage(await photo(1000, 500), "1760000000000_pequena");
    expect([out.width, out.height]).toEqual([1000, 500]);
    const widths = new Set(out.files.map((file) => Number(/\.w(\d+)\./.exec(file.name)?.[1])));
    expect([...widths]).toEqual([400, 800, 1000]);
  });

  it("turns a photo by its EXIF orientation (portrait stays portrait)", async () => {
    const input = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#888" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(input, "1760000000000_retrato");
    expect([out.width, out.height]).toEqual([800, 1200]);
    expect((await sharp(out.files.at(-1)?.bytes).metadata()).orientation).toBeUndefined();
  });

  it("refuses bytes that only start like an image", async () => {
    await expect(processImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), "x")).rejects.toThrow();
  });
});

describe("processed image addresses", () => {
  it("gives every variant, per format, from the address alone", () => {
    const image = processedImage("/uploads/1760000000000_ferias.1600x1200.w1600.jpg");
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image?.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
      "image/jpeg",
    ]);
    expect(image?.sources[0]?.srcset).toBe(
      "/uploads/1760000000000_ferias.1600x1200.w400.avif 400w, /uploads/1760000000000_ferias.1600x1200.w800.avif 800w, /uploads/1760000000000_ferias.1600x1200.w1200.avif 1200w, /uploads/1760000000000_ferias.1600x1200.w1600.avif 1600w",
    );
    const supabase = processedImage(
      "https://abc.supabase.co/storage/v1/object/public/blog-covers/1760000000000_a.800x600.w800.jpg",
    );
    expect(supabase?.sources[1]?.srcset).toContain(
      "https://abc.supabase.co/storage/v1/object/public/blog-covers/1760000000000_a.800x600.w400.webp 400w",
    );
  });

  it("leaves any other image alone", () => {
    for (const url of [
      "/images/blog/capa.svg",
      "/uploads/1760000000000_antiga.jpg",
      "/uploads/1760000000000_a.1600x1200.w800.jpg",
      "https://exemplo.com/1760000000000_a.800x600.w800.jpg",
      "/uploads/../1760000000000_a.800x600.w800.jpg",
    ]) {
      expect(processedImage(url)).toBeNull();
    }
  });
});

describe("images in the Markdown", () => {
  it("inserts the Markdown as its own paragraph at the cursor, or at the end", () => {
    const md = imageMarkdown("Gráfico [1]\nde vendas", "/uploads/x.jpg");
    expect(md).toBe("![Gráfico \\[1\\] de vendas](/uploads/x.jpg)");
    expect(insertAt("Um.\n\nDois.", md, 3)).toBe(`Um.\n\n${md}\n\nDois.`);
    expect(insertAt("Um.", md)).toBe(`Um.\n\n${md}\n`);
    expect(insertAt("", md, 99)).toBe(`${md}\n`);
  });

  it("renders our processed upload as <picture>, lazy, with width and height", () => {
    const { html } = renderMarkdown(
      "Texto.\n\n![Equipe reunida](/uploads/1760000000000_e.800x600.w800.jpg)",
    );
    expect(html).toContain("<picture>");
    expect(html).toContain(
      '<source type="image/avif" srcset="/uploads/1760000000000_e.800x600.w400.avif 400w',
    );
    expect(html).toMatch(
      /<img src="\/uploads\/1760000000000_e\.800x600\.w800\.jpg" srcset="[^"]+" sizes="[^"]+" alt="Equipe reunida" width="800" height="600" loading="lazy" decoding="async">/,
    );
  });

  it("shows an image on another site as a link named by its alt text, never a broken image", () => {
    const { html } = renderMarkdown("![Foto do evento](https://exemplo.com/evento.jpg)");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      '<a href="https://exemplo.com/evento.jpg" rel="noopener noreferrer">Foto do evento</a>',
    );
  });

  it("still strips scripts and handlers from pasted HTML", () => {
    const { html } = renderMarkdown(
      '<img src="/uploads/1760000000000_e.800x600.w800.jpg" onerror="alert(1)"><script>alert(2)</script>\n\n<picture><source srcset="javascript:alert(3)"></picture>',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:|<source/);
  });
});
