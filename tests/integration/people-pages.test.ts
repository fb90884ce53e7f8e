import { eq } from "drizzle-orm";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers, leads, people } from "~/server/db/schema.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { ADMIN, postAs, readable } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// People in the inbox through the production build, without JavaScript (ADR 0058): one row per
// person, their page with the timeline, work, merge, data and erasure, and a company's page.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;
let sellerId: number;

async function store(lead: NewLead, minutesAgo = 0) {
  const row = await storeLead(db(), lead, false, new Date(Date.now() - minutesAgo * 60_000));
  return row.id;
}

async function page(path: string) {
  const response = await editor.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const personOf = async (email: string) =>
  (await db().select().from(people).where(eq(people.email, email)))[0];

/** The people the inbox's table lists, by the link to their page. */
function listed(html: string) {
  const table = html.includes("<table") ? html.slice(html.indexOf("<table")) : "";
  return [...table.matchAll(/href="\/admin\/leads\/pessoas\/([0-9a-f-]{36})"/g)].map(
    (match) => match[1],
  );
}

const post = (id: string, fields: Record<string, string>) =>
  postAs(editor, app.url, `/admin/leads/pessoas/${id}`, fields);

beforeAll(async () => {
  app = await startApp({});
  editor = new Visitor(app.url, "192.0.2.70");
  const login = await postAs(editor, app.url, "/admin/login", {
    ...ADMIN,
    redirectTo: "/admin/leads",
  });
  expect(login.status).toBe(302);
  const [seller] = await db()
    .insert(adminUsers)
    .values({ username: "vera.vendas", name: "Vera Vendas", passwordHash: "x", role: "sales" })
    .onConflictDoUpdate({ target: adminUsers.username, set: { name: "Vera Vendas" } })
    .returning({ id: adminUsers.id });
  sellerId = seller?.id ?? 0;
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await db().delete(people);
  await db().delete(leads);
});

const ana = { name: "Ana Souza", email: "ana@souza.com.br", company: "Souza Ltda" };

describe("the inbox of people", () => {
  it("lists one person for three forms sent with one e-mail, and their page has the three", async () => {
    await store({ formType: "contact", payload: { ...ana, phone: "(11) 98888-7777" } }, 30);
    await store(
      {
        formType: "download",
        payload: {
          firstName: "Ana",
          lastName: "Souza",
          email: " ANA@Souza.com.br ",
          materialId: "x",
        },
      },
      20,
    );
    await store(
      { formType: "rei", payload: { ...ana, email: "Ana@souza.com.br", role: "ceo" } },
      10,
    );
    await store({ formType: "newsletter", payload: { name: "Beto", email: "beto@lima.com" } }, 5);

    const html = await page("/admin/leads");
    const ids = listed(html);
    expect(ids).toHaveLength(2);
    const text = readable(html);
    expect(text).toContain("2 pessoas");
    expect(text).toContain("3 envios");
    expect(text).toContain("Ana Souza");

    const person = await personOf("ana@souza.com.br");
    expect(ids).toContain(person?.id);
    const own = await page(`/admin/leads/pessoas/${person?.id}`);
    const mine = readable(own);
    expect(own).toContain("<title>Pessoa |");
    expect(mine.match(/Enviou: /g)).toHaveLength(3);
    expect(mine).toContain("Enviou: REI");
    expect(mine).toContain("Enviou: Download");
    expect(mine).toContain("Enviou: Contato");
    // The REI's answer under its label, not as its code.
    expect(mine).toContain("Cargo");
    expect(mine).not.toContain(" role ");
    expect(own).toContain('href="tel:+5511988887777"');
    expect(own).toContain('href="https://wa.me/5511988887777"');
    expect(own).toContain('href="mailto:ana@souza.com.br"');
  });

  it("searches, filters by grade and form, and orders by grade", async () => {
    await store({ formType: "contact", payload: ana }, 30);
    await store(
      { formType: "newsletter", payload: { name: "Caio Reis", email: "caio@reis.com" } },
      20,
    );
    await store(
      { formType: "newsletter", payload: { name: "Dora Luz", email: "dora@luz.com" } },
      10,
    );
    await db()
      .update(people)
      .set({ fitGrade: "A", interestGrade: 3 })
      .where(eq(people.email, "caio@reis.com"));
    await db().update(people).set({ fitGrade: "B" }).where(eq(people.email, ana.email));
    const [caio, anaRow, dora] = await Promise.all(
      ["caio@reis.com", ana.email, "dora@luz.com"].map(personOf),
    );

    expect(listed(await page("/admin/leads?busca=souza+ltda"))).toEqual([anaRow?.id]);
    expect(listed(await page("/admin/leads?perfil=A"))).toEqual([caio?.id]);
    expect(listed(await page("/admin/leads?tipo=newsletter"))).toEqual([dora?.id, caio?.id]);
    expect(listed(await page("/admin/leads?ordem=nota"))).toEqual([caio?.id, anaRow?.id, dora?.id]);
    const graded = decodeHTML(await page("/admin/leads?perfil=A"));
    expect(graded).toContain('<option value="A" selected="">A</option>');
    expect(graded).toContain("A3");
  });
});

describe("a person's page", () => {
  it("saves status and owner on the person and every submission, and notes show on the timeline", async () => {
    const first = await store({ formType: "contact", payload: ana }, 20);
    await store({ formType: "newsletter", payload: ana }, 10);
    const person = await personOf(ana.email);
    const saved = await post(person?.id ?? "", {
      intent: "work",
      workStatus: "qualified",
      owner: String(sellerId),
    });
    expect(saved.status).toBe(302);
    expect(await personOf(ana.email)).toMatchObject({ workStatus: "qualified", ownerId: sellerId });
    const rows = await db()
      .select()
      .from(leads)
      .where(eq(leads.personId, person?.id ?? ""));
    expect(rows.map((row) => row.workStatus)).toEqual(["qualified", "qualified"]);
    expect(rows.every((row) => row.ownerId === sellerId)).toBe(true);

    const noted = await post(person?.id ?? "", { intent: "note", note: "Ligar na terça" });
    expect(noted.status).toBe(302);
    const text = readable(await page(`/admin/leads/pessoas/${person?.id}`));
    expect(text).toContain("Anotação de");
    expect(text).toContain("Ligar na terça");
    expect(text).toContain("Status: de Novo para Qualificado");
    expect(text).toContain("Responsável: Vera Vendas");
    // The submission's own page still shows the same person's work.
    expect(decodeHTML(await page(`/admin/leads/${first}`))).toContain("Ligar na terça");
  });

  it("merges another record by its e-mail, and later forms with it come to the same person", async () => {
    await store({ formType: "contact", payload: ana }, 30);
    await store(
      {
        formType: "download",
        payload: { name: "Ana S.", email: "ana.souza@gmail.com", materialId: "x" },
      },
      20,
    );
    const keep = await personOf(ana.email);
    const id = keep?.id ?? "";

    const unconfirmed = await post(id, { intent: "merge", email: "ana.souza@gmail.com" });
    expect(unconfirmed.status).toBe(400);
    const refused = decodeHTML(await unconfirmed.text());
    expect(refused).toContain("Marque a caixa de confirmação");
    expect(refused).toContain('value="ana.souza@gmail.com"');
    const unknown = await post(id, { intent: "merge", email: "ninguem@x.com", confirm: "on" });
    expect(unknown.status).toBe(400);
    expect(decodeHTML(await unknown.text())).toContain("Nenhuma pessoa tem esse e-mail");

    const merged = await post(id, { intent: "merge", email: "Ana.Souza@gmail.com", confirm: "on" });
    expect(merged.status).toBe(302);
    expect(await personOf("ana.souza@gmail.com")).toBeUndefined();
    expect(await db().select().from(people)).toHaveLength(1);
    await store({ formType: "newsletter", payload: { email: "ana.souza@gmail.com" } }, 5);
    expect(await db().select().from(people)).toHaveLength(1);

    const text = readable(await page(`/admin/leads/pessoas/${id}`));
    expect(text.match(/Enviou: /g)).toHaveLength(3);
    expect(text).toContain("Registro de ana.souza@gmail.com juntado a esta pessoa");
    expect(text).toContain("Outros e-mails ana.souza@gmail.com");
  });

  it("gives the person's data as JSON and erases every submission of theirs", async () => {
    await store({ formType: "contact", payload: { ...ana, message: "Quero um diagnóstico" } }, 30);
    await store({ formType: "newsletter", payload: { email: "ana2@souza.com.br" } }, 20);
    const person = await personOf(ana.email);
    await post(person?.id ?? "", { intent: "merge", email: "ana2@souza.com.br", confirm: "on" });

    const file = await editor.request(`/admin/leads/pessoas/${person?.id}/dados.json`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    const body = (await file.json()) as {
      pessoa: { email: string; outrosEmails: string[] };
      envios: { dados: Record<string, unknown> }[];
    };
    expect(body.pessoa.email).toBe(ana.email);
    expect(body.pessoa.outrosEmails).toEqual(["ana2@souza.com.br"]);
    expect(body.envios.map((sent) => sent.dados.message ?? null)).toContain("Quero um diagnóstico");
    expect(body.envios).toHaveLength(2);

    const erased = await post(person?.id ?? "", { intent: "erase", confirm: "on" });
    expect(erased.status).toBe(302);
    expect(await db().select().from(leads)).toHaveLength(0);
    expect(await db().select().from(people)).toHaveLength(0);
    const gone = await editor.request(`/admin/leads/pessoas/${person?.id}`);
    expect(gone.status).toBe(302);
  });
});

describe("a company's page", () => {
  it("lists the people of a domain, and groups free-mail people by the company typed", async () => {
    await store({ formType: "contact", payload: ana }, 30);
    await store(
      { formType: "contact", payload: { name: "Bia Souza", email: "bia@souza.com.br" } },
      20,
    );
    await store(
      {
        formType: "contact",
        payload: { name: "Caio", email: "caio@gmail.com", company: "Padaria Sol" },
      },
      10,
    );
    const byDomain = readable(await page("/admin/leads/empresas/souza.com.br"));
    expect(byDomain).toContain("Pessoas (2)");
    expect(byDomain).toContain("Ana Souza");
    expect(byDomain).toContain("Bia Souza");
    expect(byDomain).toContain("Bia Souza enviou: Contato");

    const caio = await personOf("caio@gmail.com");
    expect(caio?.personalEmail).toBe(true);
    const html = await page(`/admin/leads/pessoas/${caio?.id}`);
    expect(html).toContain(
      `href="/admin/leads/empresas/${encodeURIComponent(caio?.companyKey ?? "")}"`,
    );
    const byName = readable(
      await page(`/admin/leads/empresas/${encodeURIComponent(caio?.companyKey ?? "")}`),
    );
    expect(byName).toContain("Padaria Sol");
    expect(byName).toContain("e-mail pessoal");
    expect(byName).toContain("Pessoas (1)");

    const unknown = await editor.request("/admin/leads/empresas/ninguem.example");
    expect(unknown.status).toBe(302);
  });
});
