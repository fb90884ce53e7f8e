import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { leads, reiDrafts } from "~/server/db/schema.server";
import { saveDraft } from "~/server/leads/drafts.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { postAs, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";

// LGPD: a person's request on /privacidade, and the admin's 'Excluir dados'.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;
const visitor = newVisitors(() => app.url);

const lead = (formType: NewLead["formType"], email: string, name = "Ana Souza"): NewLead => ({
  formType,
  sourcePage: "http://127.0.0.1/diagnostico",
  payload: { name, email, company: "Empresa Exemplo", formType },
});
const store = async (row: NewLead) => (await storeLead(db(), row, false)).id;

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  editor = new Visitor(app.url, "192.0.2.60");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(reiDrafts);
});

describe("the request form on /privacidade", () => {
  it("is on the page, after the policy, and works without JavaScript", async () => {
    const html = await (await fetch(`${app.url}/privacidade`)).text();
    expect(html).toContain('id="pedido-lgpd"');
    expect(html).toContain("Pedido sobre seus dados");
    expect(html).toMatch(
      /<form id="privacy-request"[^>]*action="\/privacidade#privacy-request" method="post"/,
    );
  });

  it("stores the request as a lead and tells the person when to expect an answer", async () => {
    const who = visitor();
    const response = await who.post("/privacidade", {
      _t: formToken(),
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      kind: "deletion",
      message: "Quero que apaguem meu cadastro.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/privacidade#pedido-lgpd");
    const html = decodeHTML(await who.follow(response));
    expect(html).toContain("Pedido recebido");
    expect(html).toContain("em até 15 dias");
    const [row] = await db().select().from(leads);
    expect(row?.formType).toBe("privacy");
    expect(row?.payload).toMatchObject({
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      kind: "deletion",
      message: "Quero que apaguem meu cadastro.",
    });
  });

  it("refuses a request without what it asks for, keeps what was typed, stores nothing", async () => {
    const response = await visitor().post("/privacidade", {
      _t: formToken(),
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      kind: "anything",
    });
    expect(response.status).toBe(400);
    const html = decodeHTML(await response.text());
    expect(html).toContain("Por favor, informe seu nome, seu e-mail e o que você deseja.");
    expect(html).toContain('value="ana@empresa.com.br"');
    expect(await db().select().from(leads)).toHaveLength(0);
  });
});

describe("the policy's cookies (section 7)", () => {
  /** Name → Max-Age (seconds) of every cookie a response sets. */
  const cookiesOf = (response: Response) =>
    Object.fromEntries(
      response.headers
        .getSetCookie()
        .map((line) => [line.split("=")[0] ?? "", Number(line.match(/Max-Age=(\d+)/i)?.[1])]),
    );
  /** A Max-Age as the policy says it: "1 minuto", "30 dias", "1 ano". */
  const inWords = (seconds: number) => {
    const DAY = 86_400;
    if (seconds % (365 * DAY) === 0) return `${seconds / (365 * DAY)} ano`;
    if (seconds % DAY === 0) return `${seconds / DAY} dias`;
    return `${seconds / 60} minuto`;
  };

  it("names every cookie the site sets, what it is for and how long it really lasts", async () => {
    // Every cookie there is: a first visit, a form sent, an editor's sign-in.
    const who = visitor();
    const landing = await who.request("/servicos?utm_source=linkedin", {
      headers: { accept: "text/html" },
    });
    const sent = await who.post("/diagnostico", {
      _t: formToken(),
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      company: "Empresa Exemplo",
      role: "ceo",
    });
    expect(sent.status).toBe(302);
    const login = await signIn(new Visitor(app.url, "192.0.2.61"), app.url);
    const set = { ...cookiesOf(landing), ...cookiesOf(sent), ...cookiesOf(login) };
    expect(Object.keys(set).sort()).toEqual(
      ["admin", "carimbo", "dispositivo", "flash", "origem", "visitante"].sort(),
    );

    const html = await (await visitor().request("/privacidade")).text();
    // The section itself, from its heading to the next (the table of contents names them too).
    const section = html.slice(html.indexOf('id="7-cookies"'), html.indexOf('id="8-segurança"'));
    expect(section).toContain("7. Cookies</h2>");
    // Our cookies, each named in code; the marketing tags' own cookies are described apart.
    const items = (section.match(/<li>[\s\S]*?<\/li>/g) ?? []).filter((li) =>
      li.startsWith("<li><strong><code>"),
    );
    // 'consentimento' is written by the page's consent script (ADR 0020), never by the server.
    expect(items).toHaveLength(Object.keys(set).length + 1);
    expect(items.find((li) => li.includes("<code>consentimento</code>"))).toContain(
      "<strong>180 dias</strong>",
    );
    for (const [name, maxAge] of Object.entries(set)) {
      const item = items.find((li) => li.startsWith(`<li><strong><code>${name}</code></strong>`));
      expect(item, name).toBeDefined();
      expect(maxAge, name).toBeGreaterThan(0);
      expect(item, name).toContain(`<strong>${inWords(maxAge)}</strong>`);
    }
    // Under HTTPS the admin's two cookies carry the __Host- prefix.
    expect(section).toContain("<code>__Host-admin</code>");
    expect(section).toContain("<code>__Host-dispositivo</code>");
    expect(decodeHTML(section)).not.toMatch(/curta duração/);
  });
});

describe("'Excluir dados' in the admin", () => {
  it("shows the request in the inbox with what the person asked for", async () => {
    const id = await store({
      ...lead("privacy", "ana@empresa.com.br"),
      payload: { name: "Ana Souza", email: "ana@empresa.com.br", kind: "access" },
    });
    const list = decodeHTML(await (await editor.request("/admin/leads?formType=privacy")).text());
    expect(list).toContain("Pedido LGPD");
    const detail = decodeHTML(await (await editor.request(`/admin/leads/${id}`)).text());
    expect(detail).toContain("Pedido: Saber quais dados vocês têm sobre mim");
    expect(detail).toContain("Apaga 1 envio com o e-mail ana@empresa.com.br.");
  });

  it("deletes every submission with the lead's e-mail and the REI drafts with it, nothing else", async () => {
    const id = await store(lead("privacy", "ana@empresa.com.br"));
    await store(lead("newsletter", "ANA@empresa.com.br "));
    await store(lead("diagnosis", "ana@empresa.com.br"));
    const other = await store(lead("contact", "bruno@empresa.com.br", "Bruno Lima"));
    await saveDraft(db(), undefined, { email: "Ana@Empresa.com.br", companyName: "X" }, 2);
    const kept = await saveDraft(db(), undefined, { email: "bruno@empresa.com.br" }, 1);

    const detail = decodeHTML(await (await editor.request(`/admin/leads/${id}`)).text());
    expect(detail).toContain("Apaga 3 envios com o e-mail ana@empresa.com.br e 1 rascunho do REI.");

    const response = await postAs(editor, app.url, `/admin/leads/${id}`, {
      intent: "erase",
      confirm: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/leads");
    expect(decodeHTML(await editor.follow(response))).toContain(
      "3 envios e 1 rascunho do REI apagados.",
    );
    expect((await db().select().from(leads)).map((row) => row.id)).toEqual([other]);
    expect((await db().select().from(reiDrafts)).map((row) => row.id)).toEqual([kept]);
  });

  it("needs the confirmation box ticked", async () => {
    const id = await store(lead("contact", "ana@empresa.com.br"));
    const response = await postAs(editor, app.url, `/admin/leads/${id}`, { intent: "erase" });
    expect(response.status).toBe(302);
    expect(decodeHTML(await editor.follow(response))).toContain("Confirme a exclusão");
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("is refused from another site and without a session", async () => {
    const id = await store(lead("contact", "ana@empresa.com.br"));
    const foreign = await postAs(editor, "https://evil.example", `/admin/leads/${id}`, {
      intent: "erase",
      confirm: "on",
    });
    expect([400, 403]).toContain(foreign.status);
    const anonymous = await postAs(visitor(), app.url, `/admin/leads/${id}`, {
      intent: "erase",
      confirm: "on",
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    expect(await db().select().from(leads)).toHaveLength(1);
  });
});
