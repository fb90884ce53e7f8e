import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { db } from "~/server/db/index.server";
import { leads, materials, rateLimits } from "~/server/db/schema.server";
import { signDownload, verifyDownload } from "~/server/materials/links.server";
import { staticMaterials } from "~content/materials";
import { downloadForm } from "../support/actions";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";

// The lead magnet delivers: the download form gives a signed, expiring link to the
// file; nothing else reaches it. Production build, embedded database, sample materials seeded.

let app: Awaited<ReturnType<typeof startApp>>;
const visitor = newVisitors(() => app.url);

const sample = staticMaterials[0] ?? staticMaterials[1];
if (!sample) throw new Error("sem materiais de exemplo");
const slug = materialSlug(sample);
const samplePdf = () => readFile(path.resolve("content/material-files", `${sample.id}.pdf`));

const row = async () => {
  const [found] = await db().select().from(materials).where(eq(materials.slug, slug));
  if (!found) throw new Error("material de exemplo não semeado");
  return found;
};

/** Sends the download form as a person and gives /booking's page and the stored payloads. */
async function download(page = `/materiais/${slug}`) {
  const who = visitor();
  const response = await who.post(page, { _t: formToken(), material: slug, ...downloadForm });
  expect(response.headers.get("location")).toBe("/booking");
  const booking = await who.follow(response);
  const link = /href="(\/baixar\/[^"]+)"[^>]*>Baixar material</.exec(booking)?.[1];
  return { who, booking, link: link?.replaceAll("&amp;", "&") };
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", BASE_URL: "https://site.exemplo" });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(rateLimits);
  await db().update(materials).set({ downloads: 0 });
});

describe("the download form delivers the file", () => {
  it("shows 'Baixar material' on /booking, and the link gives the PDF as an attachment", async () => {
    const { who, booking, link } = await download();
    expect(booking).toContain("Material disponível!");
    expect(booking).toContain("Seu download está pronto.");
    // No e-mail automation is configured here: the page does not claim one was sent.
    expect(booking).not.toContain("enviado para seu email");
    expect(booking).toContain(sample.title);
    expect(link).toMatch(/^\/baixar\/material-\d+\.\d+\.[\w-]{32}$/);

    const file = await who.request(link ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${slug}.pdf"`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("x-robots-tag")).toContain("noindex");
    expect(Buffer.from(await file.arrayBuffer()).equals(await samplePdf())).toBe(true);
  });

  it("gives the webhooks the same link, absolute, valid for MATERIAL_LINK_DAYS (7)", async () => {
    const { link } = await download("/downloads");
    const stored = await db().select().from(leads);
    // One download, one lead: no e-mail is configured here, so nothing else is stored.
    expect(stored.map((lead) => lead.formType)).toEqual(["download"]);
    const downloadLead = stored[0];
    expect(downloadLead?.payload.materiallink).toBe(`https://site.exemplo${link}`);
    expect(downloadLead?.payload.materialId).toBe(`material-${(await row()).id}`);

    const expires = Number(link?.split(".")[1]) * 1000;
    const sentAt = Date.parse(String(downloadLead?.payload.timestamp));
    expect(expires - sentAt).toBeGreaterThan(7 * 86_400_000 - 1000);
    expect(expires - sentAt).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it("counts a download once per link (a HEAD is not one)", async () => {
    const { who, link } = await download();
    expect((await row()).downloads).toBe(0);
    await who.request(link ?? "", { method: "HEAD" });
    expect((await row()).downloads).toBe(0);
    await (await who.request(link ?? "")).arrayBuffer();
    // Another lead's link (a later date, so another token) is another download.
    const material = (link ?? "").split("/").at(-1)?.split(".")[0] ?? "";
    const other = signDownload(material, Math.floor(Date.now() / 1000) + 3600);
    await (await visitor().request(`/baixar/${other}`)).arrayBuffer();
    expect((await row()).downloads).toBe(2);
  });

  it("30 GETs of one link, from anywhere, count as one download and all deliver", async () => {
    const { link } = await download();
    for (let i = 0; i < 30; i++) {
      const file = await visitor().request(link ?? "");
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }
    expect((await row()).downloads).toBe(1);
  });
});

describe("a client opening too many download links", () => {
  it("gets 429 with a page in Portuguese past the limit, and other clients still download", async () => {
    const { link } = await download();
    const busy = new Visitor(app.url, "192.0.2.77");
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await busy.request(link ?? "");
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);

    const refused = await busy.request(link ?? "");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(refused.headers.get("cache-control")).toContain("no-store");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain('lang="pt-BR"');
    expect(page).toContain("Muitos downloads em pouco tempo");
    expect(page).not.toMatch(/Error|at \S+ \(/);

    // Tokens that are not even links count too: the limit comes before the signature.
    const guesser = new Visitor(app.url, "192.0.2.78");
    for (let i = 0; i < 20; i++) await (await guesser.request(`/baixar/x${i}`)).arrayBuffer();
    expect((await guesser.request("/baixar/x")).status).toBe(429);

    const file = await visitor().request(link ?? "");
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    expect((await row()).downloads).toBe(1);
  });
});

describe("a link that cannot deliver gives the form again", () => {
  const ref = async () => `material-${(await row()).id}`;

  it("an expired link goes to the material's form with 'Link expirado'", async () => {
    const expired = signDownload(await ref(), Math.floor(Date.now() / 1000) - 60);
    const who = visitor();
    const response = await who.request(`/baixar/${expired}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/materiais/${slug}?link=expirado#baixar`);
    const page = await who.follow(response);
    expect(page).toContain("Link expirado");
    expect(page).toContain("Preencha o formulário para receber um novo.");
    expect(page).toContain('name="firstName"');
    expect((await row()).downloads).toBe(0);
  });

  it("a tampered link (signature, material or date changed) is refused the same way", async () => {
    const good = signDownload(await ref(), Math.floor(Date.now() / 1000) + 3600);
    const [material, expires, signature = ""] = good.split(".");
    const tampered = [
      `${material}.${expires}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${material}.${Number(expires) + 86_400}.${signature}`,
      `material-999999.${expires}.${signature}`,
    ];
    for (const token of tampered) {
      expect(verifyDownload(token).status).toBe("invalid");
      const response = await visitor().request(`/baixar/${token}`);
      expect(response.status, token).toBe(302);
      expect(response.headers.get("location"), token).not.toMatch(/^https?:/);
      expect(response.headers.get("content-type"), token).not.toBe("application/pdf");
    }
    const [first] = tampered;
    const response = await visitor().request(`/baixar/${first}`);
    expect(response.headers.get("location")).toBe(`/materiais/${slug}?link=invalido#baixar`);
    expect((await row()).downloads).toBe(0);
  });

  it("a link that names no material goes to the list with a message", async () => {
    const who = visitor();
    for (const token of ["nada", `${"x".repeat(5000)}`, "material-1.1.2"]) {
      const response = await who.request(`/baixar/${token}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/materiais");
    }
    const page = await who.follow(await who.request("/baixar/nada"));
    expect(page).toContain("Link inválido");
  });
});

describe("the file is never reachable without the form", () => {
  it("no public page, sitemap or feed holds a download link or the storage key", async () => {
    const { fileKey } = await row();
    expect(fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    for (const page of [
      "/materiais",
      `/materiais/${slug}`,
      "/downloads",
      `/downloads?material=${slug}`,
      "/sitemap.xml",
      "/blog/rss.xml",
      "/",
    ]) {
      const body = await (await visitor().request(page)).text();
      expect(body, page).not.toContain("/baixar/");
      expect(body, page).not.toContain(fileKey ?? "?");
      expect(body, page).not.toMatch(/\.pdf\b/);
    }
    expect(await (await visitor().request("/robots.txt")).text()).toContain("Disallow: /baixar/");
  });

  it("the stored file is not served by the uploads route nor found by its name", async () => {
    const { fileKey } = await row();
    expect((await visitor().request(`/uploads/${fileKey}`)).status).toBe(404);
    expect((await visitor().request(`/materials/${fileKey}`)).status).toBe(404);
    // Private to the server's user, like everything in DATA_DIR.
    const dir = path.join(String(process.env.DATA_DIR), "materials");
    expect(await readdir(dir)).toContain(fileKey);
  });
});

describe("the sample materials", () => {
  it("are 13 library rows, each delivering its own PDF through a link", async () => {
    const rows = await db().select().from(materials);
    expect(rows).toHaveLength(staticMaterials.length);
    for (const material of staticMaterials) {
      const found = rows.find((r) => r.title === material.title);
      expect(found, material.title).toMatchObject({
        slug: materialSlug(material),
        type: material.type,
        category: material.category,
        fileType: "application/pdf",
        externalUrl: null,
      });
      const token = signDownload(`material-${found?.id}`, Math.floor(Date.now() / 1000) + 60);
      const response = await visitor().request(`/baixar/${token}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const expected = await readFile(path.resolve("content/material-files", `${material.id}.pdf`));
      expect(bytes.equals(expected), material.title).toBe(true);
    }
  });
});
