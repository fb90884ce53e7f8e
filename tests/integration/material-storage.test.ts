import { readFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { db } from "~/server/db/index.server";
import { materials } from "~/server/db/schema.server";
import { removeMaterialFile, storeMaterialFile } from "~/server/materials/files.server";
import { signDownload } from "~/server/materials/links.server";
import { staticMaterials } from "~content/materials";
import { newVisitors, startApp } from "../support/app";
import { startStubServer } from "../support/http";

// Materials in a private Supabase bucket, against a stand-in Storage API on 127.0.0.1 that keeps
// what it is sent (the real supabase-js client talks to it): seeded there, delivered through a
// short-lived signed address, removed from it.

const KEY = "chave-de-servico-de-teste-0123456789";
const objects = new Map<string, { bytes: Buffer; type: string }>();
const signed: { path: string; body: Record<string, unknown> }[] = [];

function storageApi(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    };
    const sign = /^\/storage\/v1\/object\/sign\/(.+)$/.exec(url.pathname)?.[1];
    if (sign && req.method === "POST") {
      signed.push({ path: decodeURIComponent(sign), body: JSON.parse(body.toString()) });
      return send(200, { signedURL: `/object/sign/${sign}?token=assinatura-de-teste` });
    }
    if (sign && req.method === "GET") {
      const found = objects.get(decodeURIComponent(sign));
      if (url.searchParams.get("token") !== "assinatura-de-teste" || !found) {
        return send(400, { error: "InvalidSignature" });
      }
      res.writeHead(200, { "content-type": found.type }).end(found.bytes);
      return;
    }
    const object = /^\/storage\/v1\/object\/(.+)$/.exec(url.pathname)?.[1];
    if (object && req.method === "POST" && !object.startsWith("public/")) {
      const name = decodeURIComponent(object);
      if (objects.has(name)) return send(409, { statusCode: "409", error: "Duplicate" });
      objects.set(name, { bytes: body, type: String(req.headers["content-type"]) });
      return send(200, { Key: name });
    }
    if (object && req.method === "DELETE") {
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      for (const prefix of prefixes) objects.delete(`${object}/${prefix}`);
      return send(200, []);
    }
    // A private bucket: no public address answers.
    send(400, { error: "not_found" });
  });
}

let api: Awaited<ReturnType<typeof startStubServer>>;
let app: Awaited<ReturnType<typeof startApp>>;
const visitor = newVisitors(() => app.url);

beforeAll(async () => {
  api = await startStubServer(storageApi);
  app = await startApp({
    SUPABASE_URL: api.url,
    SUPABASE_SERVICE_ROLE_KEY: KEY,
    SUPABASE_MATERIALS_BUCKET: "materiais-privados",
    TRUST_PROXY: "x-forwarded-for",
  });
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe("materials on Supabase Storage", () => {
  it("seeds the sample PDFs into the private bucket under random names", async () => {
    const rows = await db().select().from(materials);
    expect(rows).toHaveLength(staticMaterials.length);
    for (const row of rows) {
      const stored = objects.get(`materiais-privados/${row.fileKey}`);
      expect(stored?.type, row.title).toBe("application/pdf");
      expect(row.fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    }
  });

  it("delivers through a one-minute signed address that downloads the same bytes", async () => {
    const sample = staticMaterials[0];
    const rows = await db().select().from(materials);
    const row = rows.find((r) => r.title === sample?.title);
    const token = signDownload(`material-${row?.id}`, Math.floor(Date.now() / 1000) + 60);
    const response = await visitor().request(`/baixar/${token}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(`${api.url}/storage/v1/object/sign/materiais-privados/`)).toBe(true);
    expect(new URL(location).searchParams.get("download")).toBe(
      `${materialSlug(sample ?? { title: "" })}.pdf`,
    );
    expect(signed.at(-1)).toEqual({
      path: `materiais-privados/${row?.fileKey}`,
      body: { expiresIn: 60 },
    });
    const file = Buffer.from(await (await fetch(location)).arrayBuffer());
    const expected = await readFile(path.resolve("content/material-files", `${sample?.id}.pdf`));
    expect(file.equals(expected)).toBe(true);
  });

  it("stores an admin's file checked by content, and removes it", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    const result = await storeMaterialFile(new File([pdf], "Relatório final.pdf"), "relatorio");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.file).toMatchObject({ name: "relatorio.pdf", type: "application/pdf" });
    expect(objects.get(`materiais-privados/${result.file.key}`)?.bytes.equals(pdf)).toBe(true);
    await removeMaterialFile(result.file.key);
    expect(objects.has(`materiais-privados/${result.file.key}`)).toBe(false);
  });

  it("never asks for a public address of a material", () => {
    expect(api.requests.some((line) => line.includes("/object/public/"))).toBe(false);
  });
});
