import { existsSync } from "node:fs";
import { chmod, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, postAs, signIn } from "../support/admin";
import { Visitor } from "../support/app";
import { png } from "../support/images";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// DATA_DIR holds the leads, the admins' password hashes and the session secret: other users
// of the machine must not read or change any of it. The production server as its own process.

beforeAll(() => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
});

/** `path mode` for DATA_DIR and everything under it, e.g. "pglite/base 700". */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map([[".", (await stat(dir)).mode & 0o777]]);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, full), (await stat(full)).mode & 0o777);
  }
  return found;
}

/** Every entry whose mode is not 0700 (folders) or 0600 (files). */
async function loose(dir: string) {
  const wrong: string[] = [];
  for (const [name, mode] of await modes(dir)) {
    const isDir = (await stat(path.join(dir, name))).isDirectory();
    if (mode !== (isDir ? 0o700 : 0o600)) wrong.push(`${name} ${mode.toString(8)}`);
  }
  return wrong;
}

describe("modes of DATA_DIR", () => {
  let work: string;
  let dataDir: string;
  /** Every server started here, stopped at the end even when a test fails halfway. */
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    work = await tempDir("site-modes-");
    dataDir = path.join(work, "dados");
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await removeDir(work);
  });

  const start = async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    return server;
  };

  it("a first start creates DATA_DIR, the database, the covers and the secret for its owner only", async () => {
    const running = await start();
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(await loose(dataDir)).toEqual([]);

    // A cover upload and the generated session secret (made on the first request).
    const editor = new Visitor(running.url);
    await signIn(editor, running.url);
    const body = new FormData();
    body.set("cover", new Blob([new Uint8Array(png())]), "capa.png");
    expect((await postAs(editor, running.url, "/admin/posts/cover", body)).status).toBe(200);
    const all = await modes(dataDir);
    expect(all.get("session-secret")).toBe(0o600);
    expect(all.get("uploads")).toBe(0o700);
    const covers = [...all].filter(([name]) => name.startsWith(`uploads${path.sep}`));
    // The pipeline's variants of the one cover (ADR 0016), each for the owner only.
    expect(covers.map(([name]) => name.split(".").pop()).sort()).toEqual(["avif", "jpg", "webp"]);
    expect(covers.every(([, mode]) => mode === 0o600)).toBe(true);
    expect(await running.stop()).toBe(0);
  });

  it("a start on a DATA_DIR left open to everyone closes it again", async () => {
    for (const [name] of await modes(dataDir)) {
      const full = path.join(dataDir, name);
      await chmod(full, (await stat(full)).isDirectory() ? 0o777 : 0o666);
    }
    expect((await loose(dataDir)).length).toBeGreaterThan(100);

    await start();
    expect(await loose(dataDir)).toEqual([]);
  });
});
