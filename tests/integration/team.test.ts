import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminTokens, adminUsers, deliveries } from "~/server/db/schema.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { startSmtp } from "../support/smtp";

// The team over HTTP on the production build (ADR 0040), with a real SMTP server on
// 127.0.0.1: invitations and resets arrive by e-mail, roles answer 403 where they do not go.

const ORIGIN = "https://site.exemplo";
const LINK = /https:\/\/site\.exemplo(\/admin\/(?:convite|redefinir-senha)\/[\w-]+)/;

let app: Awaited<ReturnType<typeof startApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Visitor;
let ipCount = 0;
const visitor = () => new Visitor(app.url, `198.51.100.${++ipCount}`);

/** The n-th e-mail (1-based), once it has arrived, and the path of its link. */
async function mail(n: number) {
  const message = (await smtp.received(n))[n - 1];
  const path = LINK.exec(message?.text ?? "")?.[1];
  if (!message || !path) throw new Error("e-mail sem link");
  return { message, path };
}

async function invite(name: string, email: string, role: string) {
  const response = await postAs(admin, ORIGIN, "/admin/equipe", {
    intent: "invite",
    name,
    email,
    role,
  });
  expect(response.status).toBe(302);
  return admin.follow(response);
}

/** Sets a password through a link; the new member's browser, signed in. */
async function passwordAt(path: string, password: string, who = visitor()) {
  const response = await postAs(who, ORIGIN, path, {
    newPassword: password,
    confirmPassword: password,
  });
  return { who, response };
}

/** Invites and accepts: a signed-in member of `role`. */
async function member(name: string, email: string, role: string) {
  const before = smtp.messages.length;
  await invite(name, email, role);
  const { path } = await mail(before + 1);
  const { who, response } = await passwordAt(path, `senha-de-${role}-2026`);
  expect(response.status).toBe(302);
  return who;
}

async function delivered(to: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await db().select().from(deliveries);
    const row = rows.find(
      (r) => (r.message as { to?: string }).to === to && r.status === "delivered",
    );
    if (row) return row;
    if (Date.now() > deadline) throw new Error("o envio não terminou");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    BASE_URL: ORIGIN,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <painel@site.exemplo>",
  });
  admin = visitor();
  await signIn(admin, ORIGIN);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe("invitations", () => {
  it("e-mails a working link, once; accepting signs the person in on their first page", async () => {
    const page = await invite("Carla Vendas", "Carla@Empresa.com.br", "sales");
    expect(page).toContain("Link de acesso enviado para carla@empresa.com.br");
    expect(page).not.toContain("/admin/convite/");

    const { message, path } = await mail(1);
    expect(message.subject).toBe("Convite para o painel da Vetor Revenue");
    expect(message.to && "text" in message.to ? message.to.text : "").toBe("carla@empresa.com.br");
    expect(message.text).toContain("Olá, Carla Vendas!");
    expect(message.text).toContain("como Comercial");
    expect(message.html).toContain(`href="${ORIGIN}${path}"`);

    // Once sent, the database keeps neither the token nor the link.
    const token = path.split("/").pop() ?? "";
    const row = await delivered("carla@empresa.com.br");
    expect(row).toMatchObject({ purpose: "invite", leadId: null, channel: "email" });
    expect(JSON.stringify(row.message)).not.toContain(token);
    expect(JSON.stringify(await db().select().from(adminTokens))).not.toContain(token);

    const who = visitor();
    const form = await who.request(path);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Você foi convidado para o painel como Comercial");

    const mismatch = await postAs(who, ORIGIN, path, {
      newPassword: "carla-senha-2026",
      confirmPassword: "outra-coisa",
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("A confirmação de senha não coincide");

    const { response } = await passwordAt(path, "carla-senha-2026", who);
    expect(response.headers.get("location")).toBe("/admin/painel");
    expect(await who.follow(response)).toContain("Bem-vindo ao painel");
    expect((await who.request("/admin/leads")).status).toBe(200);

    const again = await visitor().request(path);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Este link já foi usado");
    const unknown = await visitor().request("/admin/convite/nao-existe");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Não encontramos este link");

    // The e-mail signs in too, in any case, and the team page shows the member.
    const login = await postAs(visitor(), ORIGIN, "/admin/login", {
      username: "CARLA@empresa.com.br",
      password: "carla-senha-2026",
      redirectTo: "/admin/posts",
    });
    expect(login.headers.get("location")).toBe("/admin/painel");
    const team = await (await admin.request("/admin/equipe")).text();
    expect(team).toContain("Carla Vendas");
    expect(team).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it("refuses an e-mail already in the team, giving the form back as typed", async () => {
    const response = await postAs(admin, ORIGIN, "/admin/equipe", {
      intent: "invite",
      name: "Outra Carla",
      email: "carla@EMPRESA.com.br",
      role: "editor",
    });
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain("Já existe alguém na equipe com este e-mail.");
    expect(page).toContain('value="Outra Carla"');
  });
});

describe("roles", () => {
  let editor: Visitor;
  let sales: Visitor;
  beforeAll(async () => {
    editor = await member("Edu Editor", "edu@empresa.com.br", "editor");
    sales = await member("Sara Vendas", "sara@empresa.com.br", "sales");
  });

  const forbidden = async (who: Visitor, path: string, post?: Record<string, string>) => {
    const response = post ? await postAs(who, ORIGIN, path, post) : await who.request(path);
    expect(response.status, path).toBe(403);
    const body = await response.text();
    expect(body, path).toContain("Acesso restrito");
    return body;
  };

  it("answers an editor 403 on the dashboard, the leads, their CSVs and the team", async () => {
    for (const path of [
      "/admin/painel",
      "/admin/leads",
      "/admin/leads/00000000-0000-4000-8000-000000000000",
      "/admin/equipe",
      "/admin/equipe/remover/1",
    ]) {
      await forbidden(editor, path);
    }
    for (const path of ["/admin/leads.csv", "/admin/painel/dias.csv"]) {
      const body = await forbidden(editor, path);
      expect(body).toContain('<html lang="pt-BR">');
    }
    await forbidden(editor, "/admin/equipe", {
      intent: "invite",
      name: "X",
      email: "x@y.com.br",
      role: "admin",
    });
    await forbidden(editor, "/admin/leads/00000000-0000-4000-8000-000000000000", {
      intent: "release",
    });
    await forbidden(editor, "/admin/equipe/remover/1", {});
    expect((await editor.request("/admin/posts")).status).toBe(200);
    expect((await editor.request("/admin/settings")).status).toBe(200);
    const menu = await (await editor.request("/admin/posts")).text();
    expect(menu).not.toContain('href="/admin/leads"');
    expect(menu).not.toContain('href="/admin/painel"');
  });

  it("answers a sales member 403 on content and the team, pages and actions alike", async () => {
    for (const path of [
      "/admin/posts",
      "/admin/posts/new",
      "/admin/materiais",
      "/admin/autores",
      "/admin/equipe",
    ]) {
      await forbidden(sales, path);
    }
    await forbidden(sales, "/admin/posts/new", { title: "x", content: "y" });
    await forbidden(sales, "/admin/posts/delete/1", {});
    await forbidden(sales, "/admin/autores/novo", { name: "x" });
    expect((await sales.request("/admin/leads.csv")).status).toBe(200);
    expect((await sales.request("/admin/painel")).status).toBe(200);
    const menu = await (await sales.request("/admin/painel")).text();
    expect(menu).not.toContain('href="/admin/posts"');
    expect(menu).not.toContain('href="/admin/equipe"');
    expect(menu).toContain("Minha conta");
  });

  it("lands each role on a page it opens, whatever the return address", async () => {
    const login = await postAs(visitor(), ORIGIN, "/admin/login", {
      username: "edu@empresa.com.br",
      password: "senha-de-editor-2026",
      redirectTo: "/admin/painel",
    });
    expect(login.headers.get("location")).toBe("/admin/posts");
    expect((await editor.request("/admin")).headers.get("location")).toBe("/admin/posts");
  });

  it("counts failures by e-mail and by username as one account", async () => {
    const who = visitor();
    for (let i = 0; i < 5; i++) {
      await postAs(who, ORIGIN, "/admin/login", {
        username: "EDU@empresa.com.br",
        password: `errada-${i}`,
      });
    }
    const sixth = await postAs(who, ORIGIN, "/admin/login", {
      username: "edu@empresa.com.br",
      password: "errada",
    });
    expect(sixth.status).toBe(429);
  });

  it("lets an admin change a role, but never the last administrator's", async () => {
    const [sara] = await db()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "sara@empresa.com.br"));
    const changed = await postAs(admin, ORIGIN, "/admin/equipe", {
      intent: "role",
      id: String(sara?.id),
      role: "editor",
    });
    expect(await admin.follow(changed)).toContain("Sara Vendas agora é Editor.");
    expect((await sales.request("/admin/posts")).status).toBe(200);
    await postAs(admin, ORIGIN, "/admin/equipe", {
      intent: "role",
      id: String(sara?.id),
      role: "sales",
    });

    const [me] = await db().select().from(adminUsers).where(eq(adminUsers.username, "editora"));
    const demote = await postAs(admin, ORIGIN, "/admin/equipe", {
      intent: "role",
      id: String(me?.id),
      role: "sales",
    });
    expect(await admin.follow(demote)).toContain("pelo menos um Administrador");
    const removeSelf = await postAs(admin, ORIGIN, `/admin/equipe/remover/${me?.id}`, {});
    expect(await admin.follow(removeSelf)).toContain("Você não pode remover a si mesmo");
    const [still] = await db()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, me?.id ?? 0));
    expect(still?.role).toBe("admin");
  });

  it("ends a removed member's sessions", async () => {
    const doomed = await member("Davi Saída", "davi@empresa.com.br", "sales");
    expect((await doomed.request("/admin/leads")).status).toBe(200);
    const [davi] = await db()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "davi@empresa.com.br"));
    const page = await admin.request(`/admin/equipe/remover/${davi?.id}`);
    expect(await page.text()).toContain("Davi Saída (davi@empresa.com.br)");
    const removed = await postAs(admin, ORIGIN, `/admin/equipe/remover/${davi?.id}`, {});
    expect(await admin.follow(removed)).toContain("Pessoa removida da equipe.");
    const after = await doomed.request("/admin/leads");
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("'Esqueci minha senha'", () => {
  const ask = (email: string, who = visitor()) =>
    postAs(who, ORIGIN, "/admin/esqueci-senha", { email });

  it("gives the same answer for any e-mail, and e-mails a 1-hour link to a member only", async () => {
    const before = smtp.messages.length;
    const known = await ask("carla@empresa.com.br");
    const unknown = await ask("ninguem@empresa.com.br");
    expect(known.status).toBe(302);
    expect(unknown.status).toBe(302);
    expect(known.headers.get("location")).toBe(unknown.headers.get("location"));
    const answer = await (await visitor().request(known.headers.get("location") ?? "")).text();
    expect(answer).toContain("Se o e-mail estiver cadastrado, enviaremos um link");

    const { message, path } = await mail(before + 1);
    expect(message.subject).toBe("Nova senha do painel da Vetor Revenue");
    expect(message.text).toContain("60 minutos");
    expect(path).toMatch(/^\/admin\/redefinir-senha\//);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(before + 1);
    const [token] = await db().select().from(adminTokens).where(eq(adminTokens.purpose, "reset"));
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(60);

    // The new password ends every session, the old one included, and signs in.
    const oldSession = visitor();
    await postAs(oldSession, ORIGIN, "/admin/login", {
      username: "carla@empresa.com.br",
      password: "carla-senha-2026",
    });
    expect((await oldSession.request("/admin/leads")).status).toBe(200);
    const { who, response } = await passwordAt(path, "carla-nova-senha-2026");
    expect(response.headers.get("location")).toBe("/admin/painel");
    expect(await who.follow(response)).toContain("Senha alterada");
    expect((await oldSession.request("/admin/leads")).status).toBe(302);
    const reuse = await passwordAt(path, "mais-uma-senha-2026");
    expect(reuse.response.status).toBe(410);
  });

  it("refuses a link older than an hour", async () => {
    const before = smtp.messages.length;
    await ask("carla@empresa.com.br");
    const { path } = await mail(before + 1);
    expect((await visitor().request(path)).status).toBe(200);
    // The database ages the link past its hour.
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await db()
      .update(adminTokens)
      .set({ createdAt: hourAgo, expiresAt: new Date(hourAgo.getTime() + 60 * 60_000) })
      .where(eq(adminTokens.purpose, "reset"));
    const page = await visitor().request(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("Este link expirou");
    expect((await passwordAt(path, "carla-expirada-2026")).response.status).toBe(410);
  });

  it("limits requests per e-mail, known or not, across addresses", async () => {
    for (let i = 0; i < 3; i++) expect((await ask("limite@empresa.com.br")).status).toBe(302);
    const over = await ask("limite@empresa.com.br");
    expect(over.status).toBe(429);
    const page = await over.text();
    expect(page).toContain("Muitos pedidos em pouco tempo");
    expect(page).toContain('value="limite@empresa.com.br"');
    const bad = await ask("nao-e-email");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Informe um e-mail válido.");
  });
});
