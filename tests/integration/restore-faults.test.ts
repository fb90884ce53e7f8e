import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmRun } from "../support/npm-run";
import { removeDir, tempDir } from "../support/server";

// `npm run restore` with archives that are not whole: the operator reads what is wrong with
// the archive, nothing is left behind, and the summary names only what came back.

let work = "";
beforeAll(async () => {
  work = await tempDir("site-restore-faults-");
});
afterAll(() => removeDir(work));

/** `npm run restore -- file` with its own TMPDIR, to see what it leaves there. */
const restore = (file: string, dataDir: string, tmp: string) =>
  npmRun("restore", [file], { TMPDIR: tmp, DATA_DIR: dataDir });

/** An archive as `npm run backup` writes it, of the folder `files` describes. */
async function archive(name: string, manifestFiles: string[], files: Record<string, Buffer>) {
  const source = path.join(work, `${name}-src`);
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(source, file)), { recursive: true });
    await writeFile(path.join(source, file), bytes);
  }
  await writeFile(
    path.join(source, "backup.json"),
    JSON.stringify({
      format: 1,
      createdAt: "2026-03-01T12:00:00.000Z",
      database: "embedded",
      files: manifestFiles,
    }),
  );
  const file = path.join(work, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: source }, await readdir(source));
  return file;
}

/** A fresh TMPDIR and a DATA_DIR path that does not exist yet. */
async function places(name: string) {
  const tmp = path.join(work, `${name}-tmp`);
  await mkdir(tmp);
  return { tmp, dataDir: path.join(work, `${name}-dados`) };
}

const leftovers = async (tmp: string) =>
  (await readdir(tmp)).filter((entry) => entry.startsWith("site-restore-"));
const contents = (dir: string) => readdir(dir).catch(() => []);

describe("npm run restore with a malformed archive", () => {
  const uploads = Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [`uploads/capa-${i}.bin`, randomBytes(150_000)]),
  );

  it("says the archive is cut short, in one line, and leaves no files behind", async () => {
    const whole = await archive("inteiro", ["uploads"], {
      ...uploads,
      "database/pglite.tar": randomBytes(2_000_000),
    });
    const bytes = await readFile(whole);
    const cut = path.join(work, "cortado.tar.gz");
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const { tmp, dataDir } = await places("cortado");

    const result = await restore(cut, dataDir, tmp);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${cut} não é um backup legível deste site: o arquivo está incompleto, cortado antes do fim (zlib: unexpected end of file).`,
    );
    expect(result.stdout).not.toContain("restaurado");
    expect(await leftovers(tmp)).toEqual([]);
    expect(await contents(dataDir)).toEqual([]);
  });

  it("says the data is corrupt when the archive's bytes were changed", async () => {
    const whole = await archive("alterado", ["uploads"], uploads);
    const bytes = Buffer.from(await readFile(whole));
    bytes.fill(0, 4000, 4100);
    await writeFile(whole, bytes);
    const { tmp, dataDir } = await places("alterado");

    const result = await restore(whole, dataDir, tmp);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("os dados comprimidos estão corrompidos");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await leftovers(tmp)).toEqual([]);
    expect(await contents(dataDir)).toEqual([]);
  });
});

describe("npm run restore with an archive of some parts only", () => {
  it("names only what it restored", async () => {
    const pglite = await PGlite.create();
    const dump = Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
    await pglite.close();
    // The manifest lists the session secret, which is missing; materials are there, unlisted.
    const file = await archive("partes", ["uploads", "session-secret"], {
      "database/pglite.tar": dump,
      "uploads/capa.webp": randomBytes(100),
      "uploads/capa-800.webp": randomBytes(100),
      "materials/guia.pdf": randomBytes(100),
    });
    const { tmp, dataDir } = await places("partes");

    const result = await restore(file, dataDir, tmp);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "Restaurados: o banco embutido e 2 imagem(ns) de capa. Já pode iniciar o servidor.",
    );
    expect((await contents(dataDir)).sort()).toEqual(["pglite", "uploads"]);
    expect(await leftovers(tmp)).toEqual([]);
  }, 120_000);
});
