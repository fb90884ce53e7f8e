import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStore } from "~/server/storage/local.server";
import { ADMIN } from "../support/admin";
import { startApp } from "../support/app";
import { png } from "../support/images";

// Served over HTTPS (BASE_URL https, as behind a TLS proxy): HSTS, and the admin's cookie
// Secure and __Host- prefixed (ASVS 3.4.1, 3.4.4, 3.4.5, 14.4.5-14.4.7).

const SITE = "https://site.example";
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp({ BASE_URL: SITE, TRUST_PROXY: "x-forwarded-for" });
});
afterAll(async () => {
  await app?.close();
});

describe("over HTTPS", () => {
  it("every page asks browsers to use HTTPS only, and to frame and refer carefully", async () => {
    for (const path of ["/", "/blog", "/admin/login", "/nao-existe"]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      expect(response.headers.get("strict-transport-security"), path).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy"), path).toContain(
        "frame-ancestors 'self'",
      );
    }
  });

  it("the admin's session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, for the whole site", async () => {
    // As behind a TLS proxy: plain http inside, under an inner host name; the browser's
    // Origin names the public site.
    const body = new URLSearchParams({ ...ADMIN, redirectTo: "/admin/posts" }).toString();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${app.url}/admin/login`, {
        method: "POST",
        headers: {
          host: "app.internal:8080",
          origin: SITE,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      });
      request.on("response", resolve).on("error", reject).end(body);
    });
    response.resume();
    expect(response.statusCode).toBe(302);
    const session = (response.headers["set-cookie"] ?? []).find((line) =>
      line.startsWith("__Host-admin="),
    );
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/; Domain=/i);
  });

  it("the attribution cookie is Secure, and set on pages only, never on files or redirects", async () => {
    const origem = (response: Response) =>
      response.headers.getSetCookie().find((line) => line.startsWith("origem="));
    const landing = await fetch(`${app.url}/servicos?utm_source=linkedin`);
    expect(landing.status).toBe(200);
    const cookie = origem(landing);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);

    const uploads = path.join(process.env.DATA_DIR ?? "", "uploads");
    const cover = await localStore(uploads).put("1764000000000_capa.png", png(), "image/png");
    // A browser asks for an image accepting anything; a shared cache keeps it for a year.
    const accept = { accept: "image/avif,image/webp,*/*" };
    for (const path of [cover, "/robots.txt", "/sitemap.xml", "/blog/rss.xml", "/healthz"]) {
      const response = await fetch(`${app.url}${path}`, { headers: accept });
      expect(response.status, path).toBe(200);
      expect(origem(response), path).toBeUndefined();
    }
    for (const path of ["/nao-existe", "/blog/nao-existe"]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      expect(response.status, path).not.toBe(200);
      expect(origem(response), path).toBeUndefined();
    }
  });
});
