import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, postAs, signIn } from "../support/admin";
import { Visitor } from "../support/app";
import { createPostgresDatabase } from "../support/databases";
import { png } from "../support/images";
import { npmRun } from "../support/npm-run";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// `npm run backup` and `npm run restore` as an operator runs them, around the production server
// (`node server.js`): what a visitor and the editor put in is all there after a restore.

beforeAll(() => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
});

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

const SITE_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  // The test fills the newsletter form at once; a person takes a few seconds.
  FORM_MIN_FILL_SECONDS: "0",
};

async function start(env: Record<string, string>) {
  const server = await startServer({ ...SITE_ENV, ...env });
  cleanup.push(() => server.stop());
  if (server.child.exitCode !== null) throw new Error(`o servidor não subiu: ${server.stderr()}`);
  return server;
}

const POST = {
  title: "Backup de verdade: restaurado",
  slug: "backup-de-verdade-restaurado",
  lead: { name: "Pessoa do Backup", email: "pessoa.backup@empresa.com.br" },
};

/** The editor writes a post with a cover, a visitor subscribes: what a restore must bring back. */
async function fillSite(server: RunningServer) {
  const editor = new Visitor(server.url);
  const login = await signIn(editor, server.url);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "save",
    title: POST.title,
    excerpt: "Um post que precisa sobreviver à restauração.",
    category: "CRO",
    customCategory: "",
    content: "## Cópia\n\nTudo o que não se reconstrói.",
  })) {
    form.set(key, value);
  }
  form.set("cover", new Blob([new Uint8Array(png())]), "capa do backup.png");
  const saved = await postAs(editor, server.url, "/admin/posts/new", form);
  expect(saved.status).toBe(302);

  const page = await (await fetch(`${server.url}/blog/${POST.slug}`)).text();
  // The pipeline's largest JPEG is the cover's address (ADR 0016).
  const cover = page.match(/\/uploads\/\d+_capa_do_backup\.\d+x\d+\.w\d+\.jpg/)?.[0];
  expect(cover).toBeDefined();
  const coverBytes = Buffer.from(await (await fetch(`${server.url}${cover}`)).arrayBuffer());

  const visitor = new Visitor(server.url);
  // The page's form stamp comes as a cookie (ADR 0023), sent back with the form.
  await visitor.request("/");
  expect(visitor.cookie("carimbo")).toBeDefined();
  const subscribed = await visitor.post("/newsletter", {
    source: "/",
    ...POST.lead,
    consent: "on",
  });
  expect(subscribed.status).toBe(302);
  return { cookie, cover: cover ?? "", coverBytes };
}

/** Everything is back: the post page, its cover's bytes, the lead, and the editor's session. */
async function expectAllBack(
  server: RunningServer,
  filled: { cookie: string; cover: string; coverBytes: Buffer },
) {
  const page = await fetch(`${server.url}/blog/${POST.slug}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Backup de verdade: restaurado");

  const cover = await fetch(`${server.url}${filled.cover}`);
  expect(cover.status).toBe(200);
  expect(Buffer.from(await cover.arrayBuffer()).equals(filled.coverBytes)).toBe(true);

  // The session cookie from before the backup still opens the inbox: the sessions and the
  // generated secret that signs the cookie came back too.
  const inbox = await fetch(`${server.url}/admin/leads`, {
    headers: { cookie: filled.cookie },
    redirect: "manual",
  });
  expect(inbox.status).toBe(200);
  const html = await inbox.text();
  expect(html).toContain(POST.lead.name);
  expect(html).toContain(POST.lead.email);

  // The material files came back: the download form's link still delivers the PDF.
  const visitor = new Visitor(server.url);
  await visitor.request("/downloads");
  const sent = await visitor.post("/downloads", {
    material: "guia-completo-de-revenue-operations",
    firstName: "Pessoa",
    email: "pessoa.backup@empresa.com.br",
    company: "Empresa",
    industry: "saas",
    role: "Diretora",
    roleType: "decision-maker",
    agree: "on",
  });
  const booking = await visitor.follow(sent);
  const link = booking.match(/href="(\/baixar\/[^"]+)"/)?.[1] ?? "";
  const file = await visitor.request(link);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
}

async function modes(dir: string) {
  const found = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const mode = (await stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
    found.add(`${entry.isDirectory() ? "pasta" : "arquivo"} ${mode.toString(8)}`);
  }
  return [...found].sort();
}

describe("backup and restore on the embedded database", () => {
  it("brings the post, its cover and the lead back into a new DATA_DIR, and refuses a used one", async () => {
    const work = await tempDir("site-backup-");
    cleanup.push(() => removeDir(work));
    const dataDir = path.join(work, "dados");
    const server = await start({ DATA_DIR: dataDir });
    const filled = await fillSite(server);

    // The server holds the embedded database open: the backup waits for it to stop.
    const busy = await npmRun("backup", [path.join(work, "cedo.tar.gz")], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain("pare o servidor");
    expect(await server.stop()).toBe(0);

    const backups = path.join(work, "backups");
    const made = await npmRun("backup", [], { DATA_DIR: dataDir, BACKUP_DIR: backups });
    expect(made.code, made.stderr).toBe(0);
    const [archive] = await readdir(backups);
    expect(archive).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
    const file = path.join(backups, archive ?? "");
    expect(made.stdout).toContain(`Backup gravado em ${file}`);
    // It holds leads and the session secret: for the owner's eyes only.
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const refused = await npmRun("restore", [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A pasta de dados ${dataDir} não está vazia`);

    const restoredDir = path.join(work, "restaurado");
    const restored = await npmRun("restore", [file], { DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("restaurado");
    expect(await modes(restoredDir)).toEqual(["arquivo 600", "pasta 700"]);

    await expectAllBack(await start({ DATA_DIR: restoredDir }), filled);
  }, 180_000);
});

// Needs a PostgreSQL (CI always has one): listed as skipped without TEST_DATABASE_URL.
const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

onPostgres("backup and restore on PostgreSQL", () => {
  it("dumps with pg_dump and restores into a new, empty database, refusing one in use", async () => {
    const source = await createPostgresDatabase();
    cleanup.push(() => source.drop());
    const empty = await createPostgresDatabase();
    cleanup.push(() => empty.drop());
    const work = await tempDir("site-backup-pg-");
    cleanup.push(() => removeDir(work));

    const dataDir = path.join(work, "dados");
    const server = await start({ DATABASE_URL: source.url, DATA_DIR: dataDir });
    const filled = await fillSite(server);
    expect(await server.stop()).toBe(0);

    const file = path.join(work, "site.tar.gz");
    const made = await npmRun("backup", [file], { DATABASE_URL: source.url, DATA_DIR: dataDir });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain("o dump SQL do PostgreSQL");

    const restoredDir = path.join(work, "restaurado");
    const inUse = await npmRun("restore", [file], {
      DATABASE_URL: source.url,
      DATA_DIR: restoredDir,
    });
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain("O banco em DATABASE_URL já tem");
    expect(existsSync(restoredDir)).toBe(false);

    const restored = await npmRun("restore", [file], {
      DATABASE_URL: empty.url,
      DATA_DIR: restoredDir,
    });
    expect(restored.code, restored.stderr).toBe(0);

    await expectAllBack(await start({ DATABASE_URL: empty.url, DATA_DIR: restoredDir }), filled);
  }, 180_000);
});
