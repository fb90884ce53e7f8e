import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers } from "~/server/db/schema.server";
import { postAs, signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";
import { startSmtp } from "../support/smtp";

// The review's findings, over HTTP on the production build with a real SMTP server on
// 127.0.0.1 (ADR 0048): lead alerts only to roles that read leads, at an address confirmed by
// a link; one live link per member (newer, used, a password change and a removal void it).

const ORIGIN = "https://site.exemplo";
const LINK =
  /https:\/\/site\.exemplo(\/admin\/(?:convite|redefinir-senha|confirmar-email)\/[\w-]+)/;

let app: Awaited<ReturnType<typeof startApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Visitor;
let ipCount = 0;
const visitor = () => new Visitor(app.url, `198.51.100.${++ipCount}`);

const toOf = (message: ParsedMail) => (message.to && "text" in message.to ? message.to.text : "");

/** Waits (15 s at most) until `found` gives `count` items or more; then them. */
async function waitFor<T>(found: () => T[], count: number) {
  const deadline = Date.now() + 15_000;
  while (found().length < count) {
    if (Date.now() > deadline)
      throw new Error(`esperava ${count} e-mails, chegaram ${found().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return found();
}

/** The messages sent to `to` so far, waiting until there are `count`. */
const mailsTo = (to: string, count: number) =>
  waitFor(() => smtp.messages.filter((m) => toOf(m) === to), count);

/** The path of the link in the n-th (1-based) e-mail to `to`. */
async function linkTo(to: string, n: number) {
  const message = (await mailsTo(to, n))[n - 1];
  const path = LINK.exec(message?.text ?? "")?.[1];
  if (!path) throw new Error("e-mail sem link");
  return path;
}

const idOf = async (email: string) =>
  (await db().select().from(adminUsers).where(eq(adminUsers.email, email)))[0]?.id ?? 0;

async function invite(name: string, email: string, role: string) {
  const response = await postAs(admin, ORIGIN, "/admin/equipe", {
    intent: "invite",
    name,
    email,
    role,
  });
  expect(response.status).toBe(302);
}

const setPassword = (path: string, password: string, who = visitor()) =>
  postAs(who, ORIGIN, path, { newPassword: password, confirmPassword: password });

/** Invites and accepts: a signed-in member of `role`, and their password. */
async function member(name: string, email: string, role: string) {
  await invite(name, email, role);
  const password = `senha-de-${role}-2026`;
  const who = visitor();
  expect((await setPassword(await linkTo(email, 1), password, who)).status).toBe(302);
  return { who, password };
}

const ask = (email: string) => postAs(visitor(), ORIGIN, "/admin/esqueci-senha", { email });

/** A diagnosis lead, sent as a visitor would. */
async function lead(name: string) {
  const response = await visitor().post("/diagnostico", {
    _t: formToken(),
    name,
    email: "ana@cliente.com.br",
    company: "Cliente Exemplo",
    role: "cro",
    phone: "11 99999-0000",
    message: "Queremos organizar o funil.",
  });
  expect(response.status).toBe(302);
}

/** Alerts whose subject names the lead `name`, once `count` of them to anyone arrived. */
async function alertsFor(name: string, count: number) {
  // The subject carries the person's grade after 'Novo lead' (lib/score): "Novo lead B3: Ana …".
  const about = () =>
    smtp.messages.filter((m) =>
      new RegExp(`^Novo lead( [A-D][1-4])?: ${name} `).test(m.subject ?? ""),
    );
  await waitFor(about, count);
  // Give any alert that should not exist the time to arrive too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return about().map(toOf).sort();
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

describe("lead alerts in 'Minha conta'", () => {
  let editor: Awaited<ReturnType<typeof member>>;
  let sales: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    editor = await member("Edu Editor", "edu@empresa.com.br", "editor");
    sales = await member("Sara Vendas", "sara@empresa.com.br", "sales");
  });

  it("hides the choice from an Editor, refuses it posted, and sends an Editor no lead", async () => {
    const page = await (await editor.who.request("/admin/settings")).text();
    expect(page).not.toContain('name="alertForms"');
    expect(page).toContain("Seu papel não abre os leads");

    const posted = await postAs(editor.who, ORIGIN, "/admin/settings", {
      intent: "profile",
      name: "Edu Editor",
      alertForms: "diagnosis",
    });
    expect(posted.status).toBe(403);
    const refused = await posted.text();
    expect(refused).toContain("Seu papel não abre os leads");
    expect(refused).toContain('value="Edu Editor"');

    // A choice kept from before (or from another role) sends nothing either.
    await db()
      .update(adminUsers)
      .set({ alertForms: ["diagnosis"] })
      .where(eq(adminUsers.email, "edu@empresa.com.br"));
    const chose = await postAs(sales.who, ORIGIN, "/admin/settings", {
      intent: "profile",
      name: "Sara Vendas",
      alertForms: "diagnosis",
    });
    expect(chose.status).toBe(302);
    await lead("Bruno");
    expect(await alertsFor("Bruno", 1)).toEqual(["sara@empresa.com.br"]);
  });

  it("changes an e-mail only with the current password, and only once the new address confirms", async () => {
    const settings = "/admin/settings";
    // The old form's e-mail field changes nothing any more.
    await postAs(sales.who, ORIGIN, settings, {
      intent: "profile",
      name: "Sara Vendas",
      email: "sara@pessoal.com.br",
      alertForms: "diagnosis",
    });
    expect(await idOf("sara@pessoal.com.br")).toBe(0);

    const without = await postAs(sales.who, ORIGIN, settings, {
      intent: "email",
      email: "sara@pessoal.com.br",
    });
    expect(without.status).toBe(400);
    const noPassword = await without.text();
    expect(noPassword).toContain("Informe sua senha atual para trocar o e-mail.");
    expect(noPassword).toContain('value="sara@pessoal.com.br"');

    const wrong = await postAs(sales.who, ORIGIN, settings, {
      intent: "email",
      email: "sara@pessoal.com.br",
      currentPassword: "nao-e-a-senha",
    });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("Senha atual incorreta. O e-mail não foi trocado.");
    expect(wrongPage).toContain('value="sara@pessoal.com.br"');
    expect(await idOf("sara@pessoal.com.br")).toBe(0);

    const right = await postAs(sales.who, ORIGIN, settings, {
      intent: "email",
      email: "Sara@Pessoal.com.br",
      currentPassword: sales.password,
    });
    expect(right.status).toBe(302);
    expect(await sales.who.follow(right)).toContain(
      "Enviamos um link de confirmação para sara@pessoal.com.br.",
    );
    const subject = "Pedido de troca de e-mail no painel da Vetor Revenue";
    const [notice] = await waitFor(
      () => smtp.messages.filter((m) => toOf(m) === "sara@empresa.com.br" && m.subject === subject),
      1,
    );
    expect(notice?.text).toContain("sara@pessoal.com.br");
    const confirm = await linkTo("sara@pessoal.com.br", 1);
    expect(confirm).toMatch(/^\/admin\/confirmar-email\//);

    // Until the link is used, the old address is the member's: sign-in, alerts.
    const page = await (await sales.who.request(settings)).text();
    expect(page).toContain("Aguardando confirmação de sara@pessoal.com.br");
    expect(await idOf("sara@empresa.com.br")).toBeGreaterThan(0);
    await lead("Carla");
    expect(await alertsFor("Carla", 1)).toEqual(["sara@empresa.com.br"]);

    // Opening the link changes nothing; its button does.
    const opened = await visitor().request(confirm);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Confirme que sara@pessoal.com.br é o seu novo e-mail");
    expect(await idOf("sara@pessoal.com.br")).toBe(0);
    const confirmed = await postAs(visitor(), ORIGIN, confirm, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("E-mail confirmado");
    expect(await idOf("sara@pessoal.com.br")).toBeGreaterThan(0);
    expect((await postAs(visitor(), ORIGIN, confirm, {})).status).toBe(410);
    expect(await (await visitor().request(confirm)).text()).toContain("E-mail confirmado");

    await lead("Davi");
    expect(await alertsFor("Davi", 1)).toEqual(["sara@pessoal.com.br"]);
    const login = await postAs(visitor(), ORIGIN, "/admin/login", {
      username: "sara@pessoal.com.br",
      password: sales.password,
    });
    expect(login.status).toBe(302);
  });
});

describe("one live link per member", () => {
  it("refuses an older invitation once 'Novo link' made a newer one and it was used", async () => {
    await invite("Rita Nova", "rita@empresa.com.br", "editor");
    const first = await linkTo("rita@empresa.com.br", 1);
    const renewed = await postAs(admin, ORIGIN, "/admin/equipe", {
      intent: "link",
      id: String(await idOf("rita@empresa.com.br")),
    });
    expect(renewed.status).toBe(302);
    const second = await linkTo("rita@empresa.com.br", 2);
    expect(second).not.toBe(first);
    expect((await setPassword(second, "rita-senha-2026")).status).toBe(302);

    const old = await visitor().request(first);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain("Este link não vale mais");
    const used = await setPassword(first, "rita-invasora-2026");
    expect(used.status).toBe(410);
  });

  it("refuses the first reset link once a second one was used", async () => {
    await member("Lia Leads", "lia@empresa.com.br", "sales");
    expect((await ask("lia@empresa.com.br")).status).toBe(302);
    const first = await linkTo("lia@empresa.com.br", 2);
    expect((await ask("lia@empresa.com.br")).status).toBe(302);
    const second = await linkTo("lia@empresa.com.br", 3);
    expect((await setPassword(second, "lia-nova-senha-2026")).status).toBe(302);
    expect((await setPassword(first, "lia-invasora-2026")).status).toBe(410);
    const login = await postAs(visitor(), ORIGIN, "/admin/login", {
      username: "lia@empresa.com.br",
      password: "lia-nova-senha-2026",
    });
    expect(login.status).toBe(302);
  });

  it("refuses a reset link after a password change in 'Minha conta'", async () => {
    const mia = await member("Mia Moura", "mia@empresa.com.br", "sales");
    expect((await ask("mia@empresa.com.br")).status).toBe(302);
    const reset = await linkTo("mia@empresa.com.br", 2);
    const changed = await postAs(mia.who, ORIGIN, "/admin/settings", {
      currentPassword: mia.password,
      newPassword: "mia-outra-senha-2026",
      confirmPassword: "mia-outra-senha-2026",
    });
    expect(changed.status).toBe(302);
    expect((await visitor().request(reset)).status).toBe(410);
    expect((await setPassword(reset, "mia-invasora-2026")).status).toBe(410);
  });

  it("refuses a removed member's link", async () => {
    await invite("Tito Tchau", "tito@empresa.com.br", "editor");
    const link = await linkTo("tito@empresa.com.br", 1);
    const id = await idOf("tito@empresa.com.br");
    expect((await postAs(admin, ORIGIN, `/admin/equipe/remover/${id}`, {})).status).toBe(302);
    expect((await visitor().request(link)).status).toBe(404);
    expect((await setPassword(link, "tito-senha-2026")).status).toBe(404);
  });
});
