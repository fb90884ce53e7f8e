import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminTokens, deliveries } from "~/server/db/schema.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Without SMTP (ADR 0040): an invitation's link is shown to the admin once, never e-mailed nor
// kept; 'Esqueci minha senha' says e-mail is off and to ask an administrator.

let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
let ipCount = 0;
const visitor = () => new Visitor(app.url, `198.51.100.${++ipCount}`);

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = visitor();
  await signIn(admin, app.url);
});
afterAll(async () => {
  await app?.close();
});

it("shows the invitation's link once, and the link signs the person in", async () => {
  const before = await (await admin.request("/admin/equipe")).text();
  expect(before).toContain("O envio de e-mails não está configurado neste site");

  const response = await postAs(admin, app.url, "/admin/equipe", {
    intent: "invite",
    name: "Rita Editora",
    email: "rita@empresa.com.br",
    role: "editor",
  });
  expect(response.status).toBe(302);
  const page = await admin.follow(response);
  expect(page).toContain("Convite criado para Rita Editora.");
  expect(page).toContain("Link de acesso para Rita Editora");
  const link = /value="http:\/\/127\.0\.0\.1(\/admin\/convite\/[\w-]+)"/.exec(page)?.[1];
  expect(link).toBeDefined();
  const token = link?.split("/").pop() ?? "";

  const again = await (await admin.request("/admin/equipe")).text();
  expect(again).not.toContain("/admin/convite/");
  expect(await db().select().from(deliveries)).toEqual([]);
  expect(JSON.stringify(await db().select().from(adminTokens))).not.toContain(token);

  const rita = visitor();
  const accepted = await postAs(rita, app.url, link ?? "", {
    newPassword: "rita-senha-2026",
    confirmPassword: "rita-senha-2026",
  });
  expect(accepted.headers.get("location")).toBe("/admin/posts");
  expect((await rita.request("/admin/posts")).status).toBe(200);

  // 'Novo link' for one who signed in: a new-password link, shown once too.
  const [row] = await db().select().from(adminTokens);
  const renewed = await postAs(admin, app.url, "/admin/equipe", {
    intent: "link",
    id: String(row?.adminId),
  });
  const shown = await admin.follow(renewed);
  expect(shown).toMatch(/value="http:\/\/127\.0\.0\.1\/admin\/redefinir-senha\/[\w-]+"/);
  expect(shown).toContain("Vale por 60 minutos");
});

it("says on 'Esqueci minha senha' that e-mail is off, and sends nothing", async () => {
  const page = await (await visitor().request("/admin/esqueci-senha")).text();
  expect(page).toContain("O envio de e-mails não está configurado neste site");
  expect(page).toContain("Peça a um administrador");
  const response = await postAs(visitor(), app.url, "/admin/esqueci-senha", {
    email: "rita@empresa.com.br",
  });
  expect(response.status).toBe(302);
  expect(await db().select().from(deliveries)).toEqual([]);
  const login = await (await visitor().request("/admin/login")).text();
  expect(login).toContain('href="/admin/esqueci-senha"');
});

it("says in 'Minha conta' that e-mail is off; the new e-mail, with the password, holds at once", async () => {
  const page = await (await admin.request("/admin/settings")).text();
  expect(page).toContain("não há como mandar um link de confirmação");
  const wrong = await postAs(admin, app.url, "/admin/settings", {
    intent: "email",
    email: "editora@empresa.com.br",
    currentPassword: "errada",
  });
  expect(wrong.status).toBe(400);
  const changed = await postAs(admin, app.url, "/admin/settings", {
    intent: "email",
    email: "editora@empresa.com.br",
    currentPassword: "senha-de-teste-2026",
  });
  const after = await admin.follow(changed);
  expect(after).toContain("Seu e-mail agora é editora@empresa.com.br.");
  expect(after).toContain("nenhum aviso é enviado por enquanto");
  expect(await db().select().from(deliveries)).toEqual([]);
});
