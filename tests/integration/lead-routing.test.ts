import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers, leadRules } from "~/server/db/schema.server";
import { routingSettings } from "~/server/people/routing.server";
import { postAs, readable, signIn, signInMember } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// 'Distribuição' over HTTP on the production build (ADR 0058): the roles that work leads read
// it; only an Administrador saves it, even by a forged post; a refusal gives the form back as
// sent with Portuguese messages; the list's buttons work without JavaScript.

const PAGE = "/admin/leads/distribuicao";
let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
let sales: Visitor;
let editor: Visitor;
let ips = 0;
const visitor = () => new Visitor(app.url, `198.51.122.${++ips}`);

const form = (overrides: Record<string, string | string[]> = {}) => {
  const body = new URLSearchParams();
  const fields: Record<string, string | string[]> = {
    regras: "1",
    "regra-0-condicao": "form:diagnosis",
    "regra-0-destino": "round-robin",
    minutos: "20",
    dias: ["1", "2", "3", "4", "5"],
    inicio: "08:00",
    fim: "17:00",
    intent: "salvar",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) body.append(name, item);
  return body;
};

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = visitor();
  await signIn(admin, app.url);
  sales = visitor();
  await signInMember(admin, sales, app.url, { role: "sales", email: "vendas@empresa.com.br" });
  editor = visitor();
  await signInMember(admin, editor, app.url, { role: "editor", email: "rita@empresa.com.br" });
});
afterAll(async () => {
  await app?.close();
});

describe(PAGE, () => {
  it("is read by Administrador and Comercial, and not opened by an Editor", async () => {
    const page = await admin.request(PAGE);
    expect(page.status).toBe(200);
    const text = readable(await page.text());
    expect(text).toContain("Distribuição de leads");
    expect(text).toContain("Nenhuma regra");
    const seen = await sales.request(PAGE);
    expect(seen.status).toBe(200);
    expect(readable(await seen.text())).toContain("Só um Administrador altera a distribuição");
    expect((await editor.request(PAGE)).status).toBe(403);
  });

  it("saves an Administrador's rules, and refuses a Comercial's and an Editor's post", async () => {
    expect((await postAs(sales, app.url, PAGE, form())).status).toBe(403);
    expect((await postAs(editor, app.url, PAGE, form())).status).toBe(403);
    expect(await db().select().from(leadRules)).toEqual([]);
    const saved = await postAs(admin, app.url, PAGE, form());
    expect(saved.status).toBe(302);
    const settings = await routingSettings(db());
    expect(settings.rules).toEqual([{ field: "form", value: "diagnosis", target: "round-robin" }]);
    expect(settings.staleMinutes).toBe(20);
    expect(settings.hours).toEqual({ days: [1, 2, 3, 4, 5], start: "08:00", end: "17:00" });
    const [row] = await db().select().from(leadRules).where(eq(leadRules.id, "routing"));
    expect(row?.savedBy).toBeTruthy();
  });

  it("gives a refused form back as sent, with each field's message", async () => {
    const [editorRow] = await db()
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.role, "editor"));
    const refused = await postAs(
      admin,
      app.url,
      PAGE,
      form({ "regra-0-destino": String(editorRow?.id), minutos: "0", dias: [] }),
    );
    expect(refused.status).toBe(400);
    const text = readable(await refused.text());
    expect(text).toContain("A distribuição não foi salva");
    expect(text).toContain("Escolha um membro que trabalha leads");
    expect(text).toContain("Use um número inteiro de 1 a 1440 minutos");
    expect(text).toContain("Marque pelo menos um dia");
    // Nothing was saved over the earlier rules.
    expect((await routingSettings(db())).staleMinutes).toBe(20);
  });

  it("adds, moves and removes rules without JavaScript, saving nothing until 'Salvar'", async () => {
    const added = await postAs(admin, app.url, PAGE, form({ intent: "adicionar" }));
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(readable(html)).toContain("Regra 2");
    expect(html).toContain('name="regras" value="2"');
    const moved = await postAs(
      admin,
      app.url,
      PAGE,
      form({
        regras: "2",
        "regra-1-condicao": "grade:A",
        "regra-1-destino": "round-robin",
        intent: "subir-1",
      }),
    );
    const order = await moved.text();
    const chosen = (value: string) => order.indexOf(`value="${value}" selected=""`);
    expect(chosen("grade:A")).toBeGreaterThan(0);
    expect(chosen("grade:A")).toBeLessThan(chosen("form:diagnosis"));
    expect((await routingSettings(db())).rules).toHaveLength(1);
  });
});
