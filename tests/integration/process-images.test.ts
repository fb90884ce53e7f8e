import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, postAs, signIn } from "../support/admin";
import { Visitor } from "../support/app";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// `npm run images:process` as an operator runs it (ADR 0016): an upload from before the image
// pipeline, named by a post, becomes its variants and loses its GPS, with the server stopped.

const OLD = "1700000000000_foto_antiga.jpg";
let dataDir = "";
let server: RunningServer | undefined;

function runScript(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/process-images.mjs"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    out += chunk;
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out })),
  );
}

beforeAll(async () => {
  dataDir = await tempDir("site-process-images-");
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  server = await startServer(env);
  const editor = new Visitor(server.url);
  await signIn(editor, server.url);
  const saved = await postAs(editor, server.url, "/admin/posts/new", {
    intent: "save",
    title: "Foto antiga",
    slug: "foto-antiga",
    excerpt: "Um post com uma imagem enviada antes do processamento de imagens.",
    category: "CRO",
    customCategory: "",
    content: `Texto antes da foto.\n\n![Foto antiga do evento](/uploads/${OLD})\n\nTexto depois.`,
  });
  expect(saved.status).toBe(302);
  await server.stop();
  server = undefined;
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .toBuffer();
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  await writeFile(path.join(dataDir, "uploads", OLD), photo);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await removeDir(dataDir);
});

describe("npm run images:process", () => {
  it("processes an old upload with the server stopped: variants made, GPS gone, the post shows them", async () => {
    const run = await runScript({ DATA_DIR: dataDir });
    expect(run.out).toContain("Imagens processadas: 1. Com falha (ver o log): 0.");
    expect(run.code).toBe(0);
    const files = await readdir(path.join(dataDir, "uploads"));
    const stem = OLD.replace(/\.jpg$/, "");
    for (const ext of ["avif", "webp", "jpg"])
      expect(files).toContain(`${stem}.1200x800.w800.${ext}`);
    const original = await sharp(await readFile(path.join(dataDir, "uploads", OLD))).metadata();
    expect(original.exif).toBeUndefined();

    server = await startServer({ DATA_DIR: dataDir });
    const page = await (await fetch(`${server.url}/blog/foto-antiga`)).text();
    expect(page).toContain(`/uploads/${stem}.1200x800.w1200.jpg`);
    // A second run finds nothing left to do.
    await server.stop();
    server = undefined;
    expect((await runScript({ DATA_DIR: dataDir })).out).toContain("Imagens processadas: 0.");
  }, 120_000);
});
