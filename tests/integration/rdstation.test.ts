import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { db } from "~/server/db/index.server";
import { deliveries, leads, rateLimits } from "~/server/db/schema.server";
import { staticMaterials } from "~content/materials";
import { postAs, signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";
import { startRdStation } from "../support/rdstation";

// Every lead also goes to RD Station Marketing's Conversions API (ADR 0041), through the
// outbox: a stand-in on 127.0.0.1 checks each request's shape; one that fails loses nothing.

const KEY = "chave-publica-de-teste_2026";
let app: Awaited<ReturnType<typeof startApp>>;
let rd: Awaited<ReturnType<typeof startRdStation>>;
let editor: Visitor;
let count = 0;
const visitor = () => new Visitor(app.url, `198.51.100.${++count}`);

async function sent(n: number) {
  const deadline = Date.now() + 15_000;
  while (rd.conversions.length < n) {
    if (Date.now() > deadline) throw new Error(`chegaram ${rd.conversions.length} conversões`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return rd.conversions;
}

async function tried() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await db().select().from(deliveries).where(eq(deliveries.channel, "rdstation"));
    if (row && row.attempts > 0) return row;
    if (Date.now() > deadline) throw new Error("a conversão não foi tentada");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  rd = await startRdStation(KEY);
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    RDSTATION_API_KEY: KEY,
    RDSTATION_API_URL: rd.url,
  });
  editor = new Visitor(app.url, "192.0.2.61");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
  await rd?.close();
});
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(rateLimits);
  rd.conversions.length = 0;
  rd.refused.length = 0;
  rd.answer(undefined);
});

describe("RD Station Marketing as a destination", () => {
  it("sends the newsletter as a conversion, with the campaign and the consent", async () => {
    const who = visitor();
    await who.request("/servicos?utm_source=linkedin&utm_medium=social&utm_campaign=abril", {
      headers: { accept: "text/html" },
    });
    const response = await who.post("/newsletter", {
      _t: formToken(),
      source: "/servicos",
      name: "Júlia Campos",
      email: "julia@campos.com.br",
      consent: "on",
    });
    expect(response.status).toBe(302);
    const [conversion] = await sent(1);
    expect(conversion).toEqual({
      conversion_identifier: "newsletter",
      email: "julia@campos.com.br",
      name: "Júlia Campos",
      traffic_source: "linkedin",
      traffic_medium: "social",
      traffic_campaign: "abril",
      cf_pagina_do_formulario: "http://127.0.0.1/servicos",
      // The person's grade (lib/score): a company e-mail is Perfil C, a newsletter Interesse 2.
      cf_perfil: "C",
      cf_interesse: "2",
      cf_nota: "C2",
      legal_bases: [{ category: "communications", type: "consent", status: "granted" }],
    });
    expect(rd.refused).toEqual([]);
  });

  it("names a download by its material and sends its fields in Portuguese as custom fields", async () => {
    const sample = staticMaterials[0];
    const slug = sample ? materialSlug(sample) : "";
    const response = await visitor().post(`/materiais/${slug}`, {
      _t: formToken(),
      material: slug,
      firstName: "Ana",
      lastName: "Souza",
      email: "ana@empresa.com.br",
      phone: "11 99999-0000",
      company: "Empresa Exemplo",
      industry: "saas",
      role: "Gerente de marketing",
      roleType: "decision-maker",
      agree: "on",
    });
    expect(response.status).toBe(302);
    const [conversion] = await sent(1);
    expect(conversion?.conversion_identifier).toMatch(/^download-material-\d+$/);
    expect(conversion).toMatchObject({
      email: "ana@empresa.com.br",
      name: "Ana Souza",
      company_name: "Empresa Exemplo",
      job_title: "Gerente de marketing",
      personal_phone: "11 99999-0000",
      cf_role_type: expect.not.stringMatching(/^decision-maker$/),
    });
    expect(rd.refused).toEqual([]);
  });

  it("keeps a conversion RD Station refused, shows it on the lead, and 'Reenviar' sends it", async () => {
    rd.answer(503);
    await visitor().post("/newsletter", {
      _t: formToken(),
      source: "/",
      name: "Bia",
      email: "bia@empresa.com.br",
      consent: "on",
    });
    const failed = await tried();
    expect(failed.lastError).toBe("HTTP 503");
    // The key never rides with what is stored.
    expect(JSON.stringify(failed.message)).not.toContain(KEY);

    const page = await (await editor.request(`/admin/leads/${failed.leadId}`)).text();
    expect(page).toContain("RD Station Marketing: conversão “newsletter”");
    expect(page).toContain("Último erro: HTTP 503");

    rd.answer(undefined);
    const again = await postAs(editor, app.url, `/admin/leads/${failed.leadId}`, {
      intent: "resend-delivery",
      delivery: failed.id,
    });
    expect(again.status).toBe(302);
    expect((await sent(1))[0]?.email).toBe("bia@empresa.com.br");
  });

  it("holds a suspected lead's conversion: nothing reaches RD Station", async () => {
    await visitor().post("/newsletter", {
      _t: formToken(0),
      source: "/",
      name: "Robô",
      email: "robo@empresa.com.br",
      consent: "on",
    });
    const [held] = await db().select().from(deliveries);
    expect(held?.status).toBe("held");
    expect(rd.conversions).toEqual([]);
  });
});
