import { mkdir, writeFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/server/logger.server";
import { COVER_FAILED, storeCover } from "~/server/storage/index.server";
import { localStore } from "~/server/storage/local.server";
import { SUPABASE_UPLOAD_FAILED, supabaseStore } from "~/server/storage/supabase.server";
import { startApp } from "../support/app";
import { json, startStubServer } from "../support/http";
import { gif, html, png, svg } from "../support/images";

const KEY = "chave-de-servico-de-teste-0123456789";
const BUCKET = "blog-covers";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// A real HTTP server on 127.0.0.1 answering like the Storage API; the real supabase-js
// client does the requests. Nothing leaves the machine.
describe("Supabase Storage", () => {
  let api: Awaited<ReturnType<typeof startStubServer>>;
  let seen: Seen[] = [];
  let status = 200;

  beforeAll(async () => {
    api = await startStubServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const url = req.url ?? "";
        seen.push({
          method: req.method ?? "",
          url,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        const key = decodeURIComponent(url.replace(/^\/storage\/v1\/object\//, ""));
        if (status === 200)
          json(200, { Key: key, Id: "5d1e0a3c-3f5e-4c8e-9d0b-7f2a1c9e4b6d" })(req, res);
        else
          json(status, { statusCode: String(status), error: "Erro", message: `status ${status}` })(
            req,
            res,
          );
      });
    });
    // storeCover reads the configuration on its first call, which is after this.
    Object.assign(process.env, {
      BASE_URL: "http://127.0.0.1",
      SUPABASE_URL: api.url,
      SUPABASE_SERVICE_ROLE_KEY: KEY,
      SUPABASE_BUCKET: BUCKET,
    });
  });
  afterAll(async () => {
    // The app build below must run without Supabase.
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    delete process.env.SUPABASE_BUCKET;
    await api.close();
  });
  beforeEach(() => {
    seen = [];
    status = 200;
  });

  it("uploads the raw bytes with the key, no overwrite and 3600 s of cache", async () => {
    const store = supabaseStore({ url: api.url, serviceRoleKey: KEY, bucket: BUCKET });
    const name = "1764000000000_minha_capa.png";
    const url = await store.put(name, png(), "image/png");

    expect(url).toBe(`${api.url}/storage/v1/object/public/${BUCKET}/${name}`);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe(`/storage/v1/object/${BUCKET}/${name}`);
    expect(request?.headers["x-upsert"]).toBe("false");
    // storage-js sends cacheControl as this header when the body is raw bytes.
    expect(request?.headers["cache-control"]).toBe("max-age=3600");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers.apikey).toBe(KEY);
    expect(request?.headers["content-type"]).toBe("image/png");
    expect(request?.body.equals(png())).toBe(true);
  });

  it("storeCover sends each variant of the pipeline with its type under a generated name, and gives the public URL of the largest JPEG", async () => {
    const result = await storeCover(
      new File([gif()], "Promoção de Verão.png", { type: "image/png" }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // ADR 0016: AVIF, WebP and JPEG of a 1×1 image; the JPEG, the image's address, last.
    expect(seen.map((request) => [request.url, request.headers["content-type"]])).toEqual(
      ["avif", "webp", "jpeg"].map((type) => [
        expect.stringMatching(
          new RegExp(
            `^/storage/v1/object/blog-covers/\\d{13}_Promocao_de_Verao\\.1x1\\.w1\\.${type === "jpeg" ? "jpg" : type}$`,
          ),
        ),
        `image/${type}`,
      ]),
    );
    const last = seen.at(-1);
    expect(last?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(result.url).toBe(`${api.url}${last?.url.replace("/object/", "/object/public/")}`);
  });

  it.each([409, 400, 500])("answers 'Erro ao enviar imagem de capa.' on a %i", async (code) => {
    status = code;
    const error = vi.spyOn(logger, "error");
    const result = await storeCover(new File([png()], "capa.png"));
    expect(result).toEqual({ ok: false, message: COVER_FAILED });
    expect(COVER_FAILED).toBe("Erro ao enviar imagem de capa.");
    // The log keeps the spec's internal message with the Storage API's answer as the cause.
    const logged = error.mock.calls[0]?.[0] as { err: Error & { cause: { status: number } } };
    expect(logged.err.message).toBe(SUPABASE_UPLOAD_FAILED);
    expect(logged.err.cause.status).toBe(code);
    error.mockRestore();
  });

  it("sends nothing but the uploads to the server", () => {
    expect(
      api.requests.every((line) => line.startsWith("POST /storage/v1/object/blog-covers/")),
    ).toBe(true);
  });
});

describe("/uploads/:name on the production build", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let uploads: string;
  let stored: string;
  const withScript = Buffer.concat([png(), Buffer.from("<script>alert(1)</script>")]);

  beforeAll(async () => {
    app = await startApp({});
    uploads = path.join(process.env.DATA_DIR ?? "", "uploads");
    stored = (await localStore(uploads).put("1764000000000_capa.png", png(), "image/png")).replace(
      "/uploads/",
      "",
    );
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, "1764000000001_script.png"), withScript);
    await writeFile(path.join(uploads, "1764000000002_x.png"), html());
    await writeFile(path.join(uploads, "1764000000003_desenho.png"), svg());
    await writeFile(path.join(uploads, "1764000000004_animada.jpg"), gif());
    // Outside uploads/, where a path trick would have to reach.
    await writeFile(path.join(uploads, "..", "1764000000005_fora.png"), png());
  });
  afterAll(async () => {
    await app?.close();
  });

  const expectImageHeaders = (response: Response, type: string) => {
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  };

  it("serves a stored cover with its type, a year of cache, an ETag and its length", async () => {
    expect(stored).toBe("1764000000000_capa.png");
    const response = await fetch(`${app.url}/uploads/${stored}`);
    expect(response.status).toBe(200);
    expectImageHeaders(response, "image/png");
    expect(response.headers.get("content-length")).toBe(String(png().length));
    expect(Buffer.from(await response.arrayBuffer()).equals(png())).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${app.url}/uploads/${stored}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expectImageHeaders(response, "image/png");
    expect(response.headers.get("content-length")).toBe(String(png().length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 304 when the browser already has it", async () => {
    const etag = (await fetch(`${app.url}/uploads/${stored}`)).headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"outra", ${etag}`]) {
      const response = await fetch(`${app.url}/uploads/${stored}`, {
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    const changed = await fetch(`${app.url}/uploads/${stored}`, {
      headers: { "If-None-Match": '"outra"' },
    });
    expect(changed.status).toBe(200);
  });

  it("serves a PNG with a script appended only as an inert image/png", async () => {
    const response = await fetch(`${app.url}/uploads/1764000000001_script.png`);
    expect(response.status).toBe(200);
    expectImageHeaders(response, "image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(withScript)).toBe(true);
  });

  it("takes the type from the bytes, not the name", async () => {
    const response = await fetch(`${app.url}/uploads/1764000000004_animada.jpg`);
    expect(response.status).toBe(200);
    expectImageHeaders(response, "image/gif");
  });

  it.each([
    ["HTML named .png", "/uploads/1764000000002_x.png"],
    ["SVG named .png", "/uploads/1764000000003_desenho.png"],
    ["a name that was never stored", "/uploads/1764000000009_nada.png"],
    ["a name outside the pattern", "/uploads/capa.png"],
    ["an encoded ../", "/uploads/..%2f1764000000005_fora.png"],
    ["an encoded ..\\", "/uploads/..%5c1764000000005_fora.png"],
    ["an encoded path to /etc", "/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd"],
  ])("is 404 for %s", async (_, address) => {
    const response = await fetch(`${app.url}${address}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/^image\//);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});
