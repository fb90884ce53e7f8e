import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreFormValues } from "~/lib/forms/score-rules-schema";
import { defaultScoreRules } from "~/lib/score";
import { db } from "~/server/db/index.server";
import { leadRules, people } from "~/server/db/schema.server";
import { postAs, readable, signIn, signInMember } from "../support/admin";
import { formToken, newVisitors, startApp, type Visitor } from "../support/app";

// The score's rules over HTTP on the production build (issue 57): an Administrador saves them
// at /admin/leads/pontuacao and everyone is scored again; a Comercial member reads them only.

const PAGE = "/admin/leads/pontuacao";
let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
let sales: Visitor;
const visitor = newVisitors(() => app.url);

const personOf = async (email: string) =>
  (await db().select().from(people).where(eq(people.email, email)))[0];

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = visitor();
  await signIn(admin, app.url);
  sales = visitor();
  await signInMember(admin, sales, app.url, { role: "sales", email: "caio@empresa.com.br" });
  const sent = await visitor().post("/diagnostico", {
    _t: formToken(),
    name: "Ana Souza",
    email: "ana@empresa.com.br",
    company: "Empresa Exemplo",
    role: "cro",
    phone: "11 99999-0000",
    message: "Queremos organizar o funil.",
  });
  expect(sent.status).toBe(302);
});
afterAll(async () => {
  await app?.close();
});

describe("the score's rules", () => {
  it("scores a person at their submission, each point with its reason", async () => {
    const ana = await personOf("ana@empresa.com.br");
    expect(ana).toMatchObject({ fitGrade: "B", interestGrade: 3, fitPoints: 30 });
    expect(ana?.scorePoints).toContainEqual({ axis: "fit", points: 20, reason: "Cargo: CRO" });
  });

  it("saved by an Administrador, score everyone again: the grade and the reason change", async () => {
    const values = { ...scoreFormValues(defaultScoreRules), "a-role-cro": "35" };
    const saved = await postAs(admin, app.url, PAGE, values);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(PAGE);
    const ana = await personOf("ana@empresa.com.br");
    expect(ana).toMatchObject({ fitGrade: "A", fitPoints: 45 });
    expect(ana?.scorePoints).toContainEqual({ axis: "fit", points: 35, reason: "Cargo: CRO" });
    const [row] = await db().select().from(leadRules).where(eq(leadRules.id, "score"));
    expect(row?.savedBy).toBe("editora");
    // The page says who saved them and counts Ana under A3.
    const page = readable(await admin.follow(saved));
    expect(page).toContain("Regras salvas por editora");
    expect(page).toContain("Ana Souza A3");
  });

  it("gives a refusal back with the values typed and a Portuguese message per field", async () => {
    const values = { ...scoreFormValues(defaultScoreRules), "a-role-cro": "500" };
    const refused = await postAs(admin, app.url, PAGE, values);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const text = readable(html);
    expect(text).toContain("As regras não foram salvas.");
    expect(text).toContain("Use um número inteiro de -100 a 100.");
    expect(html).toMatch(/name="a-role-cro"[^>]*value="500"|value="500"[^>]*name="a-role-cro"/);
    expect((await personOf("ana@empresa.com.br"))?.fitPoints).toBe(45);
  });

  it("lets a Comercial member read the rules but not save them", async () => {
    const page = await sales.request(PAGE, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(readable(await page.text())).toContain("Só um Administrador altera as regras.");
    const values = { ...scoreFormValues(defaultScoreRules), "a-role-cro": "0" };
    const refused = await postAs(sales, app.url, PAGE, values);
    expect(refused.status).toBe(403);
    expect((await personOf("ana@empresa.com.br"))?.fitPoints).toBe(45);
  });
});
