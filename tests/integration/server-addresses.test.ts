import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn } from "../support/admin";
import { TEST_SECRET, Visitor } from "../support/app";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// The addresses the server answers before React Router (ADR 0050) through the production
// server (`node server.js`, which mounts the static files from the list): it answers each, and none can be a landing page's address or a
// redirect's 'De', each refusal back in its form with what was typed.

let app: RunningServer;
let dataDir: string;
let editor: Visitor;

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));

beforeAll(async () => {
  dataDir = await tempDir("site-addresses-");
  app = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "editora",
    ADMIN_PASSWORD: "senha-de-teste-2026",
    SESSION_SECRET: TEST_SECRET,
    TRUST_PROXY: "x-forwarded-for",
  });
  editor = new Visitor(app.url, "198.51.107.1");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.stop();
  await removeDir(dataDir);
});

describe("the server's own addresses", () => {
  it("are answered by the server: the health checks, the beacon, the assets, the public files", async () => {
    const visitor = new Visitor(app.url, "198.51.107.2");
    for (const [path, type] of [
      ["/healthz", "application/json"],
      ["/readyz", "application/json"],
      ["/visita", "image/gif"],
      [`/assets/${asset}`, "text/javascript"],
      ["/favicon.svg", "image/svg+xml"],
      ["/icons/icon-192.png", "image/png"],
    ]) {
      const response = await visitor.request(path ?? "");
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
      await response.arrayBuffer();
    }
  });

  it("are refused as a landing page's address, in the form with what was typed", async () => {
    for (const slug of ["visita", "healthz", "readyz", "assets", "icons", "favicon"]) {
      const refused = await postAs(
        editor,
        app.url,
        "/admin/paginas/nova",
        form({
          title: "Campanha de abril",
          slug,
          status: "draft",
          publishAt: "",
          blocos: "1",
          "bloco-0-tipo": "text",
          "bloco-0-title": "Um título que ninguém quer digitar de novo",
          "bloco-0-markdown": "Um texto guardado.",
        }),
      );
      expect(refused.status, slug).toBe(400);
      const page = await refused.text();
      expect(page, slug).toContain(`O endereço /${slug} é usado pelo próprio site.`);
      expect(page, slug).toContain('value="Campanha de abril"');
      expect(page, slug).toContain("Um título que ninguém quer digitar de novo");
    }
  });

  it("are refused as a redirect's 'De', in the form with what was typed", async () => {
    for (const from of [
      "/visita",
      "/healthz",
      "/readyz/",
      "/assets/x",
      "/Assets",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/logos/nada.svg",
    ]) {
      const refused = await postAs(
        editor,
        app.url,
        "/admin/redirecionamentos/novo",
        form({ from, to: "/materiais/guia-guardado", status: "302" }),
      );
      expect(refused.status, from).toBe(409);
      const page = await refused.text();
      expect(page, from).toContain("Esse endereço é respondido pelo próprio servidor do site");
      expect(page, from).toContain('value="/materiais/guia-guardado"');
      expect(page, from).toContain(`value="${from}"`);
    }
    // Next to them, an address of the same start that the server does not answer is free.
    const saved = await postAs(
      editor,
      app.url,
      "/admin/redirecionamentos/novo",
      form({ from: "/visitas-antigas", to: "/materiais", status: "301" }),
    );
    expect(saved.status).toBe(302);
  });
});
