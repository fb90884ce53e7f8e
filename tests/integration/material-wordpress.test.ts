import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { leads } from "~/server/db/schema.server";
import { formToken, newVisitors, startApp } from "../support/app";
import { json, startStubServer } from "../support/http";

// With a WordPress source (MATERIALS_API_URL), its download_link is delivered the same way as
// a library file: through the signed link, never shown on a page.

const posts = [
  {
    id: 7,
    title: { rendered: "E-book: Revenue Operations do zero" },
    excerpt: { rendered: "<p>Tudo para começar.</p>" },
    link: "https://cms.exemplo.com/?p=7",
    acf: { download_link: "https://arquivos.exemplo.com/revops.pdf" },
  },
  {
    id: 8,
    title: { rendered: "Checklist de CRM" },
    excerpt: { rendered: "<p>Quarenta verificações.</p>" },
    link: "https://cms.exemplo.com/?p=8",
    acf: [],
  },
];

const form = {
  firstName: "Ana",
  email: "ana@empresa.com.br",
  company: "Empresa Exemplo",
  industry: "saas",
  role: "Gerente de marketing",
  roleType: "decision-maker",
  agree: "on",
};

let api: Awaited<ReturnType<typeof startStubServer>>;
let app: Awaited<ReturnType<typeof startApp>>;
const visitor = newVisitors(() => app.url);

beforeAll(async () => {
  api = await startStubServer(json(200, posts));
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    BASE_URL: "https://site.exemplo",
    MATERIALS_API_URL: `${api.url}/wp-json/wp/v2/posts?_embed`,
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  });
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

async function bookingLink(page: string, material: string) {
  const who = visitor();
  const response = await who.post(page, { _t: formToken(), material, ...form });
  expect(response.headers.get("location")).toBe("/booking");
  const booking = await who.follow(response);
  const link = /href="(\/baixar\/[^"]+)"[^>]*>Baixar material</.exec(booking)?.[1];
  if (!link) throw new Error("sem link de download em /booking");
  return { who, link };
}

describe("downloads with a WordPress source", () => {
  const slug = "e-book-revenue-operations-do-zero";

  it("sends the visitor to the download_link through a signed link, absolute in the payload", async () => {
    const { who, link } = await bookingLink(`/materiais/${slug}`, slug);
    expect(link).toMatch(/^\/baixar\/material-7\./);
    const response = await who.request(link);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://arquivos.exemplo.com/revops.pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const stored = await db().select().from(leads);
    const downloadLead = stored.find((lead) => lead.formType === "download");
    expect(downloadLead?.payload.materiallink).toBe(`https://site.exemplo${link}`);
  });

  it("never shows the download_link on the list or the material's page", async () => {
    for (const page of ["/materiais", `/materiais/${slug}`]) {
      const body = await (await visitor().request(page)).text();
      expect(body, page).toContain("Revenue Operations do zero");
      expect(body, page).not.toContain("arquivos.exemplo.com");
    }
  });

  it("offers the form again when the post has no download_link", async () => {
    const { who, link } = await bookingLink("/materiais/checklist-de-crm", "checklist-de-crm");
    const response = await who.request(link);
    expect(response.headers.get("location")).toBe(
      "/materiais/checklist-de-crm?link=indisponivel#baixar",
    );
    expect(await who.follow(response)).toContain("Material indisponível");
  });

  it("keeps /downloads on the library, whose links still deliver", async () => {
    const page = await (await visitor().request("/downloads")).text();
    expect(page).toContain("Guia completo de Revenue Operations");
    const { who, link } = await bookingLink("/downloads", "guia-completo-de-revenue-operations");
    const file = await who.request(link);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });
});
