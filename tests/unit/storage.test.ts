import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectImageType } from "~/server/storage/image-type.server";
import {
  COVER_ACCEPT,
  COVER_BAD_TYPE,
  COVER_EMPTY,
  COVER_TOO_LARGE,
  MAX_COVER_BYTES,
  storeCover,
} from "~/server/storage/index.server";
import { localStore } from "~/server/storage/local.server";
import { isStoredName, storedName } from "~/server/storage/stored-name.server";
import { avif, ftyp, gif, html, jpeg, png, svg, webp } from "../support/images";
import { withLocalDataDir } from "../support/local-data-dir";

describe("image type from the bytes", () => {
  it.each([
    ["JPEG", jpeg(), "image/jpeg", "jpg"],
    ["PNG", png(), "image/png", "png"],
    ["WebP", webp(), "image/webp", "webp"],
    ["AVIF", avif(), "image/avif", "avif"],
    ["AVIF sequence", ftyp("avis", ["avif", "msf1"]), "image/avif", "avif"],
    ["AVIF under mif1", ftyp("mif1", ["avif", "miaf"]), "image/avif", "avif"],
    ["GIF", gif(), "image/gif", "gif"],
  ])("recognises %s", (_, bytes, mime, ext) => {
    expect(detectImageType(bytes)).toEqual({ mime, ext });
  });

  it.each([
    ["SVG", svg()],
    ["HTML (whatever its name)", html()],
    ["text", Buffer.from("só um texto qualquer")],
    ["HEIC", ftyp("heic", ["mif1", "heic"])],
    ["MP4", ftyp("isom", ["iso2", "mp41"])],
    ["a truncated PNG signature", png().subarray(0, 5)],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", (_, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });

  it("does not look for avif past the ftyp box", () => {
    // Brand list ends at the box size; "avif" in the next box is not a brand.
    const bytes = Buffer.concat([ftyp("isom", ["mp41"]), Buffer.from("avif")]);
    expect(detectImageType(bytes)).toBeUndefined();
  });

  it("offers the same types to the file picker", () => {
    expect(COVER_ACCEPT.split(",")).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/avif",
      "image/gif",
    ]);
  });
});

describe("stored name", () => {
  const now = 1764000000000;

  it.each([
    ["minha capa.png", "png", "1764000000000_minha_capa.png"],
    ["Promoção de Verão  2025.JPEG", "jpg", "1764000000000_Promocao_de_Verao_2025.jpg"],
    ["../../etc/x.png", "png", "1764000000000_x.png"],
    ["C:\\Users\\ana\\Fotos\\capa final.png", "png", "1764000000000_capa_final.png"],
    ["..\\..\\boot.ini", "gif", "1764000000000_boot.gif"],
    ["relatorio..final.png", "png", "1764000000000_relatorio.final.png"],
    ["...png", "png", "1764000000000_capa.png"],
    ["", "webp", "1764000000000_capa.webp"],
    ["图片.png", "png", "1764000000000_capa.png"],
    ["<script>.png", "png", "1764000000000_script.png"],
    ["parece.png", "gif", "1764000000000_parece.gif"],
    ["foto.svg", "webp", "1764000000000_foto.webp"],
    ["sem-extensao", "avif", "1764000000000_sem-extensao.avif"],
  ])("%j as %s → %s", (original, ext, expected) => {
    const name = storedName(original, ext, now);
    expect(name).toBe(expected);
    expect(isStoredName(name)).toBe(true);
  });

  it("caps the length and never ends the stem with a dot", () => {
    const name = storedName(`${"a".repeat(79)}.${"b".repeat(300)}.png`, "png", now);
    expect(name).toBe(`1764000000000_${"a".repeat(79)}.png`);
    expect(isStoredName(name)).toBe(true);
  });

  it("uses the current time by default", () => {
    const before = Date.now();
    const [stamp] = storedName("x.png", "png").split("_");
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);
  });

  it.each([
    "x.png",
    "1764000000000_x.svg",
    "1764000000000_..png",
    "1764000000000_a..b.png",
    "1764000000000_../x.png",
    "1764000000000_a/b.png",
    "1764000000000_a b.png",
    `1764000000000_${"a".repeat(81)}.png`,
  ])("does not take %j for a stored name", (name) => {
    expect(isStoredName(name)).toBe(false);
  });
});

describe("storeCover", () => {
  // Read on the first upload: the local store, in a directory of this test.
  const dataDirOf = withLocalDataDir("site-covers-");

  it("refuses more than 5 MB before looking at the content", async () => {
    const file = new File([new Uint8Array(6 * 1024 * 1024)], "grande.png", { type: "image/png" });
    expect(await storeCover(file)).toEqual({ ok: false, message: COVER_TOO_LARGE });
    expect(COVER_TOO_LARGE).toBe("A imagem deve ter no máximo 5 MB.");
    expect(MAX_COVER_BYTES).toBe(5 * 1024 * 1024);
  });

  it("accepts exactly 5 MB", async () => {
    const bytes = new Uint8Array(MAX_COVER_BYTES);
    bytes.set(png());
    expect(await storeCover(new File([bytes], "limite.png"))).toMatchObject({ ok: true });
  });

  it("refuses an empty file and one that is not an image, whatever its name and type", async () => {
    expect(await storeCover(new File([], "vazia.png"))).toEqual({
      ok: false,
      message: COVER_EMPTY,
    });
    const disguised = new File([html()], "capa.png", { type: "image/png" });
    expect(await storeCover(disguised)).toEqual({ ok: false, message: COVER_BAD_TYPE });
    const vector = new File([svg()], "capa.svg", { type: "image/svg+xml" });
    expect(await storeCover(vector)).toEqual({ ok: false, message: COVER_BAD_TYPE });
    expect(COVER_BAD_TYPE).toBe("Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.");
  });

  it("keeps a local cover in DATA_DIR/uploads as the pipeline's variants, never the file as sent", async () => {
    const result = await storeCover(new File([gif()], "minha capa.png", { type: "image/png" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toMatch(/^\/uploads\/\d{13}_minha_capa\.1x1\.w1\.jpg$/);
    const name = result.url.slice("/uploads/".length);
    const stored = await readFile(path.join(dataDirOf(), "uploads", name));
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    for (const ext of ["avif", "webp"]) {
      await readFile(path.join(dataDirOf(), "uploads", name.replace(/jpg$/, ext)));
    }
  });

  it("never replaces a stored file", async () => {
    const store = localStore(path.join(dataDirOf(), "uploads"));
    const name = "1764000000000_unica.png";
    await store.put(name, png(), "image/png");
    await expect(store.put(name, gif(), "image/gif")).rejects.toMatchObject({ code: "EEXIST" });
    expect(await readFile(path.join(dataDirOf(), "uploads", name))).toEqual(png());
  });
});
