import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { db, stopDatabase } from "~/server/db/index.server";
import { deliveries, leads, reiDrafts } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/forms/guard.server";
import { listedCaseSlugs } from "~content/cases";
import { consents } from "~content/form-messages";
import { staticMaterials } from "~content/materials";
import { partnerCases } from "~content/partners";
import { reiFields, reiSections } from "~content/rei";
import { PUBLIC_ACTIONS } from "../support/actions";
import { startApp, TEST_SECRET, Visitor } from "../support/app";
import { startReceiver } from "../support/http";

// Every public form's action, through the production build, on the embedded database, with a
// real webhook receiver on 127.0.0.1.

let app: Awaited<ReturnType<typeof startApp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let visitorCount = 0;

/** A new visitor from a new address, so the rate limit of one test never touches another. */
const visitor = () => new Visitor(app.url, `198.51.100.${++visitorCount}`);

/** A time stamp from a page served `ageMs` ago. */
const token = (ageMs = 10_000) => issueFormToken(TEST_SECRET, Date.now() - ageMs);

const rows = () => db().select().from(leads);
const lastRow = async () => (await rows()).at(-1);

const person = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  company: "Empresa Exemplo",
  phone: "11999990000",
};

const leadFields = ["name", "email", "company", "phone", "industry", "message", "role"];
const stampFields = ["formType", "source", "timestamp"];

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    FORM_RATE_LIMIT: "5",
    WEBHOOK_LEADS_URL: receiver.url,
    // An e-mail automation is set up: the download's message may say the material was sent.
    WEBHOOK_MATERIAL_EMAIL_URL: receiver.url,
    BOOKING_CALENDAR_URL: "https://agenda.exemplo.com.br/widget/booking/diagnostico",
  });
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

beforeEach(async () => {
  await db().delete(leads);
  await db().delete(reiDrafts);
  receiver.received.length = 0;
  receiver.answer(200);
});

describe("newsletter (footer of every page)", () => {
  const send = (fields: Record<string, string>, who = visitor()) =>
    who.post("/newsletter", { _t: token(), source: "/servicos", ...fields });

  it("stores the subscription with its consent and goes back to the page with the message", async () => {
    const who = visitor();
    const response = await send({ name: "Ana", email: "ana@empresa.com.br", consent: "on" }, who);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/servicos#newsletter");
    expect(await who.follow(response)).toContain("Inscrição confirmada!");

    const row = await lastRow();
    expect(row?.formType).toBe("newsletter");
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual(
      ["name", "email", ...stampFields].sort(),
    );
    expect(row?.payload.source).toBe("http://127.0.0.1/servicos");
    expect(row?.consent).toMatchObject(consents.newsletter);
  });

  it("refuses a missing name or e-mail, keeping what was typed", async () => {
    const who = visitor();
    const response = await send({ name: " ", email: "ana@empresa.com.br", consent: "on" }, who);
    expect(response.headers.get("location")).toBe("/servicos#newsletter");
    const page = await who.follow(response);
    expect(page).toContain("Campos obrigatórios");
    expect(page).toContain("Por favor, preencha todos os campos para se inscrever.");
    expect(page).toContain('value="ana@empresa.com.br"');
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a subscription without consent", async () => {
    const who = visitor();
    const page = await who.follow(await send({ name: "Ana", email: "ana@empresa.com.br" }, who));
    expect(page).toContain("Consentimento necessário");
    expect(await rows()).toHaveLength(0);
  });

  it("only ever goes back to a page of this site", async () => {
    const response = await send({
      name: "Ana",
      email: "ana@empresa.com.br",
      consent: "on",
      source: "//malicioso.example/",
    });
    expect(response.headers.get("location")).toBe("/#newsletter");
  });
});

describe("home lead form", () => {
  const valid = { ...person, industry: "technology", role: "cmo", message: "Quero crescer." };

  it("stores a contact lead with the spec's fields and the form's id, and comes back with 'Sucesso!'", async () => {
    const who = visitor();
    const response = await who.post("/?index", { _t: token(), ...valid });
    expect(response.headers.get("location")).toBe("/#contato");
    expect(await who.follow(response)).toContain("Suas informações foram enviadas com sucesso.");
    const row = await lastRow();
    expect(row?.formType).toBe("contact");
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual(
      [...leadFields, ...stampFields, "formId"].sort(),
    );
    expect(row?.payload).toMatchObject({ ...valid, formType: "contact", formId: "home-lead" });
  });

  it("sends the webhook formType contact, saying which form in formId", async () => {
    await visitor().post("/?index", { _t: token(), ...valid });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(receiver.received[0]?.body).toMatchObject({
      ...valid,
      formType: "contact",
      formId: "home-lead",
    });
  });

  it("re-renders the page with the message and every typed value when a field is missing", async () => {
    const response = await visitor().post("/?index", { _t: token(), ...valid, phone: "" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Por favor, preencha todos os campos obrigatórios.");
    expect(page).toContain("Informe seu telefone.");
    expect(page).toContain('value="Empresa Exemplo"');
    expect(page).toContain("Quero crescer.");
    expect(await rows()).toHaveLength(0);
  });
});

describe("contact and diagnosis form", () => {
  const valid = { ...person, phone: "", role: "cro" };

  it.each([
    ["/diagnostico", "/agenda-diagnostico", "diagnosis"],
    ["/cases", "/agenda-diagnostico", "diagnosis"],
    [`/cases/${listedCaseSlugs[1]}`, "/agenda-diagnostico", "diagnosis"],
    ["/partners/enics", "/booking", "contact"],
    [`/partners/${partnerCases[0]?.slug}`, "/agenda-diagnostico", "diagnosis"],
  ])("on %s goes on to %s as %s", async (path, next, formType) => {
    const response = await visitor().post(path, { _t: token(), ...valid });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(next);
    const row = await lastRow();
    expect(row?.formType).toBe(formType);
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual([...leadFields, ...stampFields].sort());
  });

  it("shows 'Diagnóstico solicitado!' and prefills the calendar with the filled values only", async () => {
    const who = visitor();
    const page = await who.follow(await who.post("/diagnostico", { _t: token(), ...valid }));
    expect(page).toContain("Diagnóstico solicitado!");
    const src = page.match(/<iframe[^>]*src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const params = new URL(src).searchParams;
    expect(params.get("name")).toBe("Ana Souza");
    expect(params.get("email")).toBe("ana@empresa.com.br");
    expect(params.get("company")).toBe("Empresa Exemplo");
    expect(params.has("phone")).toBe(false);
  });

  it("partner pages: the consultation dialog is the diagnosis form, on to the diagnosis calendar", async () => {
    const path = `/partners/${partnerCases[1]?.slug}`;
    const who = visitor();
    const form = (await (await who.request(path)).text()).match(
      /<dialog id="consultoria"[\s\S]*?<\/dialog>/,
    )?.[0];
    expect(form).toMatch(/<form id="diagnosis"[^>]*action="\/partners\/[^"#]+#consultoria"/);
    expect(form).toContain(">Solicitar diagnóstico</button>");

    const response = await who.post(path, { _t: token(), rvfFormId: "diagnosis", ...valid });
    expect(response.headers.get("location")).toBe("/agenda-diagnostico");
    const page = await who.follow(response);
    expect(page).toContain("Diagnóstico solicitado!");
    expect(page).toContain("Redirecionando para agendamento...");
    const row = await lastRow();
    expect(row?.formType).toBe("diagnosis");
    expect(row?.payload).toMatchObject({
      formType: "diagnosis",
      source: `http://127.0.0.1${path}`,
    });
  });

  it("shows 'Mensagem enviada!' for the contact block", async () => {
    const who = visitor();
    const page = await who.follow(await who.post("/partners/enics", { _t: token(), ...valid }));
    expect(page).toContain("Mensagem enviada!");
    expect(page).toContain("Redirecionando para agendamento...");
  });

  it("refuses a missing role with 'Campos obrigatórios'", async () => {
    const response = await visitor().post("/diagnostico", { _t: token(), ...valid, role: "" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Campos obrigatórios");
    expect(page).toContain('value="ana@empresa.com.br"');
    expect(await rows()).toHaveLength(0);
  });
});

describe("download form", () => {
  const material = staticMaterials[0];
  const valid = {
    firstName: "Ana",
    lastName: "Souza",
    email: "ana@empresa.com.br",
    phone: "",
    company: "Empresa Exemplo",
    industry: "saas",
    role: "Gerente de marketing",
    roleType: "influencer",
    agree: "on",
  };
  const slug = material ? materialSlug(material) : "";

  it("stores one lead, posts the e-mail request as its delivery, offers the material on /booking", async () => {
    const who = visitor();
    const response = await who.post("/downloads", { _t: token(), material: slug, ...valid });
    expect(response.headers.get("location")).toBe("/booking");
    const page = await who.follow(response);
    expect(page).toContain("Seu download está pronto e também foi enviado para seu email.");
    expect(page).toMatch(/href="\/baixar\/material-\d+\.[^"]+"[^>]*>Baixar material</);
    expect(page).toContain(`${material?.title}`);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    const [download] = stored;
    expect(download?.formType).toBe("download");
    expect(Object.keys(download?.payload ?? {}).sort()).toEqual(
      [
        "firstName",
        "lastName",
        "email",
        "phone",
        "company",
        "industry",
        "role",
        "roleType",
        "agree",
        "formType",
        "materialId",
        "materialType",
        "materiallink",
        "source",
        "timestamp",
      ].sort(),
    );
    expect(download?.payload).toMatchObject({ roleType: "influencer", agree: true });
    expect(download?.consent).toMatchObject(consents.download);
    // The e-mail automation gets its request as a delivery of that lead (ADR 0039): the same
    // fields as before, the download lead's id, its own idempotency key.
    const [sent] = await db().select().from(deliveries);
    expect(sent).toMatchObject({ leadId: download?.id, channel: "webhook", purpose: "material" });
    await expect
      .poll(() => receiver.received.filter((entry) => entry.body.actionType).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const request = receiver.received.find((entry) => entry.body.actionType);
    expect(request?.body).toMatchObject({
      materialTitle: material?.title,
      actionType: "send_material_email",
      materialLink: download?.payload.materiallink,
      leadId: download?.id,
      email: valid.email,
    });
    expect(request?.key).toBe(sent?.id);
  });

  it("works from a material's own page, with the same message", async () => {
    const who = visitor();
    const response = await who.post(`/materiais/${slug}`, {
      _t: token(),
      material: slug,
      ...valid,
    });
    expect(response.headers.get("location")).toBe("/booking");
    expect(await who.follow(response)).toContain(
      "Seu download está pronto e também foi enviado para seu email.",
    );
  });

  it("refuses an e-mail without a dot after the @ with the spec's message", async () => {
    const response = await visitor().post("/downloads", {
      _t: token(),
      material: slug,
      ...valid,
      email: "ana@empresa",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Por favor, insira um endereço de email válido.");
    expect(page).toContain('value="Gerente de marketing"');
  });

  it("refuses missing terms and an unknown material", async () => {
    const { agree: _, ...withoutTerms } = valid;
    const refused = await visitor().post("/downloads", {
      _t: token(),
      material: slug,
      ...withoutTerms,
    });
    expect(await refused.text()).toContain(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    const unknown = await visitor().post("/downloads", { _t: token(), material: "nada", ...valid });
    expect(unknown.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });
});

describe("characters the database cannot keep", () => {
  it("a NUL typed or pasted into a field is dropped, and the lead is stored, not refused", async () => {
    const who = visitor();
    const response = await who.post("/diagnostico", {
      _t: token(),
      ...person,
      name: "Ana\u0000 Souza",
      phone: "",
      role: "cro",
      message: "Colado de um PDF:\u0000 metas do trimestre",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/agenda-diagnostico");
    expect((await lastRow())?.payload).toMatchObject({
      name: "Ana Souza",
      message: "Colado de um PDF: metas do trimestre",
    });
  });
});

describe("submit labels (spec section 9)", () => {
  /** The label of the submit button of the form `formId` on the page at `path`. */
  const submitLabel = async (path: string, formId: string) => {
    const html = await (await visitor().request(path)).text();
    const form = html.match(new RegExp(`<form id="${formId}"[\\s\\S]*?</form>`))?.[0] ?? "";
    return form.match(/<button type="submit"[^>]*>([^<]*)<\/button>/)?.[1];
  };

  it.each([
    ["/", "home-lead", "Enviar mensagem"],
    ["/partners/enics", "contact", "Enviar mensagem"],
    ["/diagnostico", "diagnosis", "Solicitar diagnóstico"],
    ["/cases", "diagnosis", "Solicitar diagnóstico"],
    [`/cases/${listedCaseSlugs[1]}`, "diagnosis", "Solicitar diagnóstico"],
    [`/partners/${partnerCases[0]?.slug}`, "diagnosis", "Solicitar diagnóstico"],
    [
      `/materiais/${materialSlug(staticMaterials[0] ?? { title: "" })}`,
      "download",
      "Baixar Material",
    ],
    ["/downloads", "download", "Baixar Material"],
  ])("%s: the %s form's submit reads '%s'", async (path, formId, label) => {
    expect(await submitLabel(path, formId)).toBe(label);
  });
});

describe("a mistyped e-mail in an otherwise filled form", () => {
  const EMAIL = "Por favor, insira um endereço de email válido.";
  const typo = "ana@empresa";
  const contactLead = { ...person, email: typo, role: "cro" };
  const forms: [string, string, Record<string, string>, string][] = [
    [
      "home",
      "/?index",
      { ...person, email: typo, industry: "technology", role: "cmo" },
      "Por favor, preencha todos os campos obrigatórios.",
    ],
    ["diagnosis", "/diagnostico", contactLead, "Por favor, preencha todos os campos obrigatórios."],
    [
      "contact",
      "/partners/enics",
      contactLead,
      "Por favor, preencha todos os campos obrigatórios.",
    ],
    [
      "privacy request",
      "/privacidade",
      { name: "Ana Souza", email: typo, kind: "access" },
      "Por favor, informe seu nome, seu e-mail e o que você deseja.",
    ],
  ];

  it.each(forms)(
    "%s form: the toast names the e-mail, and keeps what was typed",
    async (_, path, fields, missing) => {
      const response = await visitor().post(path, { _t: token(), ...fields });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain("E-mail inválido");
      expect(page).toContain(EMAIL);
      expect(page).not.toContain(missing);
      expect(page).toContain(`value="${typo}"`);
      expect(await rows()).toHaveLength(0);
    },
  );

  it.each(forms)(
    "%s form: a missing field wins over the mistyped e-mail",
    async (_, path, fields, missing) => {
      const response = await visitor().post(path, { _t: token(), ...fields, name: "" });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(missing);
      expect(page).not.toContain("E-mail inválido");
    },
  );

  it("newsletter: the e-mail message through the flash, after missing fields and consent", async () => {
    const send = async (fields: Record<string, string>) => {
      const who = visitor();
      const response = await who.post("/newsletter", {
        _t: token(),
        source: "/servicos",
        ...fields,
      });
      return who.follow(response);
    };
    const typoOnly = await send({ name: "Ana", email: typo, consent: "on" });
    expect(typoOnly).toContain(EMAIL);
    expect(typoOnly).not.toContain("Por favor, preencha todos os campos para se inscrever.");
    expect(await send({ name: "Ana", email: typo })).toContain("Consentimento necessário");
    expect(await send({ name: "", email: typo, consent: "on" })).toContain(
      "Por favor, preencha todos os campos para se inscrever.",
    );
    expect(await rows()).toHaveLength(0);
  });

  it("REI: the e-mail message instead of 'preencha: E-mail corporativo'", async () => {
    const section = {
      _t: token(),
      section: "0",
      name: "Ana Souza",
      role: "CMO",
      email: typo,
      whatsapp: "(11) 99999-0000",
      companyName: "Empresa Exemplo",
      sector: "saas",
    };
    const response = await visitor().post("/rei", section);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(EMAIL);
    expect(page).not.toContain("Por favor, preencha: E-mail corporativo");
    const missing = await (await visitor().post("/rei", { ...section, role: "" })).text();
    expect(missing).toContain("Por favor, preencha: Cargo");
    expect(await db().select().from(reiDrafts)).toHaveLength(0);
  });
});

describe("spam guards and limits", () => {
  const newsletter = { name: "Robô", email: "robo@spam.example", consent: "on", source: "/" };

  it("stores a valid submission with the honeypot filled as suspected: told it waits for review, never delivered", async () => {
    const who = visitor();
    const response = await who.post("/newsletter", {
      _t: token(),
      ...newsletter,
      contato_extra: "http://spam.example",
    });
    const page = await who.follow(response);
    expect(page).toContain("Recebemos seu pedido de inscrição!");
    expect(page).not.toContain("Inscrição confirmada!");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "suspected", suspicion: "honeypot" });
    expect(stored[0]?.payload).toMatchObject({ name: newsletter.name, email: newsletter.email });
    // A delivered lead of the same test run would have arrived by now; the suspect never does.
    const person = visitor();
    await person.post("/newsletter", { _t: token(), ...newsletter });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(receiver.received[0]?.key).not.toBe(stored[0]?.id);
  });

  it("stores forms sent within a second of the page, or without a valid stamp, as suspected", async () => {
    await visitor().post("/newsletter", { _t: token(500), ...newsletter });
    await visitor().post("/newsletter", { _t: "1.forjado", ...newsletter });
    await visitor().post("/newsletter", newsletter);
    const stored = await rows();
    expect(stored.map((row) => [row.status, row.suspicion]).sort()).toEqual([
      ["suspected", "bad-token"],
      ["suspected", "bad-token"],
      ["suspected", "too-fast"],
    ]);
  });

  it("reads the stamp of a form sent without JavaScript from the page's cookie (ADR 0023)", async () => {
    // The page carries no stamp of its own: the same bytes for everyone.
    const who = visitor();
    const page = await (await who.request("/diagnostico")).text();
    expect(page).toContain('action="/diagnostico#diagnosis"');
    expect(page).not.toContain('name="_t"');
    expect(who.cookie("carimbo")).toMatch(/^\d{13}\./);
    // Sent right after the page was served: suspected, stored, on to the calendar as anyone.
    const fast = await who.post("/diagnostico", { ...person, role: "ceo" });
    expect(fast.status).toBe(302);
    // Sent from a page served ten seconds ago: a person's.
    const later = visitor();
    later.setCookie("carimbo", token());
    expect((await later.post("/diagnostico", { ...person, role: "cfo" })).status).toBe(302);
    // A stamp that is not ours counts for nothing.
    const forged = visitor();
    forged.setCookie("carimbo", `${Date.now() - 10_000}.forjado`);
    await forged.post("/diagnostico", { ...person, role: "cmo" });
    const stored = await rows();
    expect(
      stored.map((row) => [row.payload.role, row.status === "suspected", row.suspicion]),
    ).toEqual([
      ["ceo", true, "too-fast"],
      ["cfo", false, null],
      ["cmo", true, "bad-token"],
    ]);
  });

  it("answers a form's errors even when it was sent too fast (autofill), and stores nothing", async () => {
    const response = await visitor().post("/diagnostico", {
      _t: token(200),
      name: "Ana",
      email: "ana@empresa",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Campos obrigatórios");
    expect(page).toContain('value="ana@empresa"');
    expect(await rows()).toHaveLength(0);
  });

  it("gives a form whose page was served more than a day ago back, with its values and a new stamp", async () => {
    const stale = token(25 * 3_600_000);
    const response = await visitor().post("/diagnostico", { _t: stale, ...person, role: "ceo" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Formulário expirado");
    expect(page).toContain('value="Empresa Exemplo"');
    expect(await rows()).toHaveLength(0);
    // The page carries a new stamp that counts as a person's, even sent at once.
    const fresh = page.match(/name="_t" value="([^"]+)"/)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(stale);
    const again = await visitor().post("/diagnostico", { _t: fresh ?? "", ...person, role: "ceo" });
    expect(again.status).toBe(302);
    const [stored] = await rows();
    expect(stored?.suspicion).toBeNull();
    expect(stored?.status).not.toBe("suspected");
  });

  it("refuses a post from another site on every public form, and stores nothing", async () => {
    for (const path of PUBLIC_ACTIONS) {
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of foreign) {
        const response = await visitor().request(path, {
          method: "POST",
          body: new URLSearchParams({ _t: token(), ...newsletter, ...person, role: "ceo" }),
          headers,
        });
        // React Router refuses a foreign Origin on page routes itself (400); we refuse the rest.
        expect([400, 403], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
        expect(response.headers.get("set-cookie") ?? "").not.toContain("visitante");
      }
    }
    expect(await rows()).toHaveLength(0);
    expect(await db().select().from(reiDrafts)).toHaveLength(0);
  });

  it("answers 429 in Portuguese after the limit of submissions from one address", async () => {
    const who = visitor();
    for (let i = 0; i < 5; i++) {
      const ok = await who.post("/diagnostico", { _t: token(), ...person, role: "ceo" });
      expect(ok.status).toBe(302);
    }
    const refused = await who.post("/diagnostico", { _t: token(), ...person, role: "ceo" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Muitas tentativas");
    expect(await rows()).toHaveLength(5);
  });
});

describe("delivery to the webhook", () => {
  it("sends the spec's payload, the attribution and the lead id, keyed by the id", async () => {
    const who = visitor();
    await who.request("/servicos?utm_source=linkedin&utm_campaign=revops", {
      headers: { referer: "https://www.linkedin.com/feed/post/123", accept: "text/html" },
    });
    await who.post("/partners/enics", { _t: token(), ...person, role: "ceo" });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const [{ body, key } = { body: {}, key: "" }] = receiver.received;
    const row = await lastRow();
    expect(key).toBe(row?.id);
    expect(body).toMatchObject({
      ...row?.payload,
      leadId: row?.id,
      utm_source: "linkedin",
      utm_campaign: "revops",
      referrer: "https://www.linkedin.com/",
      landingPage: "/servicos",
    });
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(leads)
              .where(eq(leads.id, row?.id ?? ""))
          )[0]?.status,
      )
      .toBe("delivered");
  });

  it("answers the visitor while the webhook hangs, and keeps the lead for a retry", async () => {
    receiver.hang();
    const response = await visitor().post("/partners/enics", {
      _t: token(),
      ...person,
      role: "ceo",
    });
    expect(response.status).toBe(302);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect((await lastRow())?.status).not.toBe("delivered");
  });
});

describe("REI questionnaire", () => {
  const answersFor = (section: number) =>
    Object.fromEntries(
      (reiSections[section]?.fields ?? []).map((field) => [
        field.name,
        field.kind === "email"
          ? "ana@empresa.com.br"
          : (field.options?.[0]?.value ?? `Resposta para ${field.label}`),
      ]),
    );

  it("goes section by section, keeps a draft, and sends every field at the end", async () => {
    const who = visitor();
    expect(await (await who.request("/rei")).text()).toContain("1 de 7");

    const refused = await who.post("/rei", { _t: token(), section: "0", name: "Ana" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain("Campos obrigatórios não preenchidos");
    expect(refusal).toContain("Por favor, preencha: Cargo, E-mail corporativo, WhatsApp");

    for (let section = 0; section < 3; section++) {
      const response = await who.post("/rei", {
        _t: token(),
        section: String(section),
        ...answersFor(section),
      });
      expect(response.status).toBe(302);
    }
    // Leaving and coming back: the draft on the server brings the visitor to section 4.
    expect(await (await who.request("/rei")).text()).toContain("4 de 7");
    expect(await db().select().from(reiDrafts)).toHaveLength(1);

    // 'Anterior' goes back without checking, and the answers are still there.
    await who.post("/rei", { _t: token(), section: "3", intent: "back" });
    const back = await (await who.request("/rei")).text();
    expect(back).toContain("3 de 7");
    expect(back).toContain("Resposta para Quais são as principais dores dos seus clientes?");

    for (let section = 2; section < 7; section++) {
      await who.post("/rei", { _t: token(), section: String(section), ...answersFor(section) });
    }
    const row = await lastRow();
    expect(row?.formType).toBe("rei");
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual(reiFields.map((f) => f.name).sort());
    expect(await db().select().from(reiDrafts)).toHaveLength(0);
    expect(await (await who.request("/rei?enviado=1")).text()).toContain(
      "Obrigado pelo seu tempo!",
    );
    expect(await (await who.request("/rei")).text()).toContain("1 de 7");
  });

  it("'Anterior' counts against the limit and checks lengths: no flood of drafts", async () => {
    const who = visitor();
    const long = await who.post("/rei", {
      _t: token(),
      section: "0",
      intent: "back",
      name: "x".repeat(10_000),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Texto longo demais");
    expect(await db().select().from(reiDrafts)).toHaveLength(0);

    // Without the visitor cookie every 'Anterior' would start a new draft: 22 tries, one address.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const anonymous = new Visitor(app.url, who.ip);
      const response = await anonymous.post("/rei", {
        _t: token(),
        section: "1",
        intent: "back",
        name: "y".repeat(100),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    expect(await db().select().from(reiDrafts)).toHaveLength(5);
  });
});

describe("when the database fails", () => {
  it("shows the failure message and keeps what was typed (run last: it closes the database)", async () => {
    await stopDatabase();
    const response = await visitor().post("/?index", {
      _t: token(),
      ...person,
      industry: "technology",
      role: "ceo",
    });
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain("Ocorreu um erro ao enviar o formulário. Tente novamente.");
    expect(page).toContain('value="Empresa Exemplo"');
  });
});
