import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminSessions, blogPosts, leads, materials, reiDrafts } from "~/server/db/schema.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { PUBLIC_ACTIONS } from "../support/actions";
import { ADMIN, postAs, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";

// What a careful attacker sends to every action. Every answer is a 4xx in Portuguese,
// never a 5xx or a stack, and nothing is stored half.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;
const stranger = newVisitors(() => app.url);
const MB = "a".repeat(1024 * 1024);

/** Words of the refusals a person can meet: field messages, toasts and refusal pages. */
const PORTUGUESE =
  /Campos obrigatórios|Por favor|Informe|Preencha|Escolha|Use no máximo|Envio grande demais|Formulário não reconhecido|Requisição recusada|E-mail inválido|Confira|Erro de login|Muitas tentativas|Senha atual incorreta|deve ter pelo menos|não coincide/;

async function expectRefusal(response: Response, label: string) {
  const body = decodeHTML(await response.text());
  expect(response.status, `${label}: ${response.status}`).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(body, label).toMatch(PORTUGUESE);
  expect(body, label).not.toMatch(/\bat [\w.<>]+ \(|TypeError|SyntaxError|node_modules/);
  return body;
}

const counts = async () => ({
  leads: (await db().select({ id: leads.id }).from(leads)).length,
  drafts: (await db().select({ id: reiDrafts.id }).from(reiDrafts)).length,
});

/** A multipart body cut in the middle of a part: no closing boundary. */
const brokenMultipart = {
  body: '--xyz\r\nContent-Disposition: form-data; name="_t"\r\n\r\n1.2\r\n--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@',
  headers: { "content-type": "multipart/form-data; boundary=xyz" },
};

/** Bodies that are not a form this site sent, whatever the fields. */
const MALFORMED_BODIES: [string, () => RequestInit][] = [
  ["broken multipart", () => ({ ...brokenMultipart })],
  [
    "JSON",
    () => ({
      body: JSON.stringify({ _t: formToken(), name: "Ana", email: "ana@empresa.com.br" }),
      headers: { "content-type": "application/json" },
    }),
  ],
  ["plain text", () => ({ body: "name=Ana", headers: { "content-type": "text/plain" } })],
  [
    "1 MB field",
    () => ({ body: new URLSearchParams({ _t: formToken(), name: MB, email: MB, message: MB }) }),
  ],
  [
    "chunked body without a length",
    () =>
      ({
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`_t=${formToken()}&name=Ana`));
            controller.close();
          },
        }),
        duplex: "half",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }) as RequestInit,
  ],
];

/** Fields a schema refuses: wrong kinds of value, too long, a file where text goes. */
function wrongFields(): [string, () => RequestInit][] {
  return [
    ["nothing but the time stamp", () => ({ body: new URLSearchParams({ _t: formToken() }) })],
    [
      "wrong values for every kind of field",
      () => ({
        body: new URLSearchParams({
          _t: formToken(),
          name: "   ",
          firstName: "",
          email: "não é e-mail",
          company: "",
          role: "imperador",
          industry: '{"$gt":""}',
          roleType: "42",
          kind: "[]",
          material: "../../etc/passwd",
          agree: "talvez",
          consent: "false",
          section: "-1",
          companyName: "",
        }),
      }),
    ],
    [
      "text over its limit (under the body limit)",
      () => ({
        body: new URLSearchParams({
          _t: formToken(),
          name: "a".repeat(6000),
          email: `${"a".repeat(300)}@empresa.com.br`,
          firstName: "a".repeat(6000),
          message: "a".repeat(6000),
        }),
      }),
    ],
    [
      "a file where text goes",
      () => {
        const form = new FormData();
        form.set("_t", formToken());
        form.set("name", new File(["Ana"], "nome.txt", { type: "text/plain" }));
        form.set("email", new File(["ana@empresa.com.br"], "email.txt"));
        return { body: form };
      },
    ],
  ];
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  editor = new Visitor(app.url, "192.0.2.70");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(reiDrafts);
});

describe("malformed bodies on every public form", () => {
  for (const path of PUBLIC_ACTIONS) {
    it(`${path}: refused in Portuguese, nothing stored`, async () => {
      for (const [label, init] of [...MALFORMED_BODIES, ...wrongFields()]) {
        const who = stranger();
        const response = await who.request(path, { method: "POST", ...init() });
        if (path === "/newsletter" && response.status === 302) {
          // It has no page: a refused field goes back to the page with the message (flash).
          expect(decodeHTML(await who.follow(response)), label).toMatch(PORTUGUESE);
          continue;
        }
        await expectRefusal(response, `${path} ${label}`);
      }
      expect(await counts()).toEqual({ leads: 0, drafts: 0 });
    });
  }

  it("keeps unknown fields out of what is stored", async () => {
    const response = await stranger().post("/partners/enics", {
      _t: formToken(),
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      company: "Empresa Exemplo",
      role: "cro",
      status: "delivered",
      formType: "rei",
      attempts: "99",
      isAdmin: "true",
      __proto__: "x",
      "constructor[prototype][admin]": "1",
    });
    expect(response.status).toBe(302);
    const [row] = await db().select().from(leads);
    expect(row?.formType).toBe("contact");
    expect(row?.status).toBe("stored");
    expect(row?.attempts).toBe(0);
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual(
      [
        "company",
        "email",
        "formType",
        "industry",
        "message",
        "name",
        "phone",
        "role",
        "source",
        "timestamp",
      ].sort(),
    );
    expect(row?.payload.formType).toBe("contact");
  });
});

/** A material of the library for the admin actions to aim at. */
async function aMaterial() {
  const [row] = await db()
    .insert(materials)
    .values({
      slug: `alvo-${Date.now()}`,
      title: "Material alvo",
      type: "Guia",
      category: "revops",
      description: "Um material para os ataques.",
      externalUrl: "https://exemplo.com.br/material",
    })
    .returning();
  if (!row) throw new Error("material não inserido");
  return row;
}

const materialsSnapshot = async () =>
  (await db().select().from(materials))
    .map((m) => `${m.id}:${m.slug}:${m.title}:${m.fileKey}:${m.updatedAt.toISOString()}`)
    .sort();

describe("malformed bodies on every admin action", () => {
  let postId: number;
  let leadId: string;
  let materialId: number;
  const snapshot = async () => ({
    materials: await materialsSnapshot(),
    posts: (await db().select().from(blogPosts))
      .map((p) => `${p.id}:${p.slug}:${p.title}:${p.updatedAt?.toISOString()}`)
      .sort(),
    leads: (await db().select().from(leads)).map((l) => `${l.id}:${l.status}`).sort(),
    sessions: (await db().select({ id: adminSessions.id }).from(adminSessions)).length,
  });

  beforeAll(async () => {
    const [post] = await db().select().from(blogPosts).limit(1);
    postId = post?.id ?? 0;
    materialId = (await aMaterial()).id;
  });
  beforeEach(async () => {
    const lead: NewLead = {
      formType: "contact",
      payload: { name: "Ana", email: "ana@empresa.com.br" },
    };
    leadId = (await storeLead(db(), lead, false)).id;
  });

  const adminActions = () => [
    "/admin/login",
    "/admin/logout",
    "/admin/posts/new",
    `/admin/posts/edit/${postId}`,
    `/admin/posts/delete/${postId}`,
    "/admin/posts/import",
    "/admin/posts/cover",
    "/admin/settings",
    `/admin/leads/${leadId}`,
    "/admin/materiais/novo",
    `/admin/materiais/editar/${materialId}`,
    `/admin/materiais/excluir/${materialId}`,
  ];

  it("refuses bodies that are not forms on every action, changing nothing", async () => {
    const before = await snapshot();
    for (const path of adminActions()) {
      for (const [label, init] of MALFORMED_BODIES) {
        const request = init();
        const malformed = await editor.request(path, {
          method: "POST",
          ...request,
          headers: { ...(request.headers as Record<string, string>), origin: app.url },
        });
        if (path === "/admin/posts/cover") {
          // Answered in JSON, for the editor's script.
          expect(malformed.status, `${path} ${label}`).toBeGreaterThanOrEqual(400);
          expect(malformed.status, `${path} ${label}`).toBeLessThan(500);
          continue;
        }
        await expectRefusal(malformed, `${path} ${label}`);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect((await editor.request("/admin/posts")).status).toBe(200);
  });

  it("refuses wrong fields on the forms with fields, in Portuguese, storing nothing", async () => {
    await signIn(editor, app.url);
    const before = await snapshot();
    const cases: [string, Record<string, string>][] = [
      ["/admin/login", { username: "", password: "" }],
      ["/admin/login", { username: MB.slice(0, 200_000), password: "x" }],
      ["/admin/posts/new", { title: "", excerpt: "", category: "Inexistente" }],
      ["/admin/posts/new", { title: MB, excerpt: "Resumo", category: "Vendas" }],
      [`/admin/posts/edit/${postId}`, { title: "a".repeat(301), excerpt: "x", category: "Vendas" }],
      [
        `/admin/posts/edit/${postId}`,
        { title: "Título", excerpt: "x", category: "Outra", customCategory: "" },
      ],
      ["/admin/materiais/novo", { title: "", type: "Vídeo", category: "x", description: "" }],
      [
        "/admin/materiais/novo",
        {
          title: MB,
          type: "Guia",
          category: "revops",
          description: "x",
          externalUrl: "https://a.b",
        },
      ],
      [
        `/admin/materiais/editar/${materialId}`,
        {
          title: "Título",
          type: "Guia",
          category: "revops",
          description: "x",
          externalUrl: "javascript:alert(1)",
        },
      ],
      [
        `/admin/materiais/editar/${materialId}`,
        {
          title: "Título",
          type: "Guia",
          category: "revops",
          description: "x",
          externalUrl: "",
          pendingFile: "eyJ4IjoxfQ.falso",
        },
      ],
      ["/admin/posts/import", { intent: "wordpress", url: "javascript:alert(1)" }],
      ["/admin/posts/import", { intent: "wordpress", url: "file:///etc/passwd" }],
      ["/admin/posts/import", { intent: "desconhecida" }],
      ["/admin/settings", { currentPassword: "errada", newPassword: "x", confirmPassword: "y" }],
      [
        "/admin/settings",
        { currentPassword: ADMIN.password, newPassword: MB.slice(0, 500_000), confirmPassword: "" },
      ],
    ];
    for (const [path, fields] of cases) {
      // Signed in, the login page sends the editor on; the login is tried as a stranger.
      const who = path === "/admin/login" ? stranger() : editor;
      const response = await postAs(who, app.url, path, fields);
      await expectRefusal(response, `${path} ${JSON.stringify(fields).slice(0, 80)}`);
    }
    expect(await snapshot()).toEqual(before);
    // The password is the same: a new sign-in works.
    await signIn(new Visitor(app.url, "192.0.2.71"), app.url);
  });
});

describe("CSRF: every state-changing admin action from another site", () => {
  it("is refused with a foreign Origin, or without one from a cross-site page, changing nothing", async () => {
    await signIn(editor, app.url);
    const [post] = await db().select().from(blogPosts).limit(1);
    const material = await aMaterial();
    const lead: NewLead = {
      formType: "contact",
      payload: { name: "Ana", email: "ana@empresa.com.br" },
    };
    const { id: leadId } = await storeLead(db(), lead, false);
    await db().update(leads).set({ status: "failed" });
    const { id: suspectId } = await storeLead(db(), { ...lead, suspicion: "honeypot" }, false);
    const actions: [string, Record<string, string>][] = [
      [
        "/admin/login",
        { username: ADMIN.username, password: ADMIN.password, redirectTo: "/admin/posts" },
      ],
      ["/admin/logout", {}],
      [
        "/admin/posts/new",
        { title: "Post forjado", excerpt: "x", category: "Vendas", content: "x" },
      ],
      [
        `/admin/posts/edit/${post?.id}`,
        { title: "Editado por outro site", excerpt: "x", category: "Vendas" },
      ],
      [`/admin/posts/delete/${post?.id}`, {}],
      ["/admin/posts/import", { intent: "sample" }],
      ["/admin/posts/cover", {}],
      [
        "/admin/settings",
        {
          currentPassword: ADMIN.password,
          newPassword: "nova-senha-forjada-2026",
          confirmPassword: "nova-senha-forjada-2026",
        },
      ],
      [`/admin/leads/${leadId}`, { intent: "resend" }],
      [`/admin/leads/${leadId}`, { intent: "erase", confirm: "on" }],
      [`/admin/leads/${suspectId}`, { intent: "release" }],
      [`/admin/leads/${suspectId}`, { intent: "delete", confirm: "on" }],
      [
        "/admin/materiais/novo",
        {
          title: "Material forjado",
          type: "Guia",
          category: "revops",
          description: "x",
          externalUrl: "https://evil.example/x",
        },
      ],
      [
        `/admin/materiais/editar/${material.id}`,
        {
          title: "Editado por outro site",
          type: "Guia",
          category: "revops",
          description: "x",
          externalUrl: "https://evil.example/x",
        },
      ],
      [`/admin/materiais/excluir/${material.id}`, {}],
    ];
    const before = await db().select().from(blogPosts);
    const materialsBefore = await materialsSnapshot();
    const sessions = await db().select().from(adminSessions);
    for (const [path, fields] of actions) {
      const foreignHeaders: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
      ];
      for (const headers of foreignHeaders) {
        const response = await editor.request(path, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers,
        });
        expect([400, 403], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
        expect(response.headers.get("set-cookie"), path).toBeNull();
      }
    }
    expect(await db().select().from(blogPosts)).toEqual(before);
    expect(await materialsSnapshot()).toEqual(materialsBefore);
    expect(await db().select().from(adminSessions)).toEqual(sessions);
    const statuses = await db().select({ id: leads.id, status: leads.status }).from(leads);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [leadId]: "failed",
      [suspectId]: "suspected",
    });
    // Still signed in, with the same password.
    expect((await editor.request("/admin/posts")).status).toBe(200);
    await signIn(new Visitor(app.url, "192.0.2.72"), app.url);
  });
});

describe("open redirects", () => {
  const foreign = [
    "https://evil.example/admin",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/admin/..//evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    " //evil.example",
  ];
  const isOwnPath = (location: string | null) =>
    Boolean(location?.startsWith("/")) && !location?.startsWith("//") && !location?.includes("\\");

  it("the login's return address is always a path of this site", async () => {
    for (const redirectTo of foreign) {
      const who = new Visitor(app.url, "192.0.2.73");
      const response = await postAs(who, app.url, "/admin/login", {
        username: ADMIN.username,
        password: ADMIN.password,
        redirectTo,
      });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/admin/painel");
      // Signed in already: the login page sends the editor on, to our own page.
      const again = await who.request(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(again.headers.get("location"), redirectTo).toBe("/admin/painel");
      // Not signed in: the hidden field carries only a path of ours.
      // Not signed in: the hidden field carries only a path of ours.
      const page = await (
        await fetch(`${app.url}/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`)
      ).text();
      expect(page.match(/name="redirectTo" value="([^"]*)"/)?.[1], redirectTo).toBe(
        "/admin/painel",
      );
    }
  });

  it("a form's page address (the newsletter's return) is always a path of this site", async () => {
    for (const source of foreign) {
      const response = await stranger().post("/newsletter", {
        _t: formToken(),
        source,
        name: "Ana",
        email: "ana@empresa.com.br",
        consent: "on",
      });
      expect(response.status, source).toBe(302);
      expect(isOwnPath(response.headers.get("location")), source).toBe(true);
      expect(response.headers.get("location"), source).not.toContain("evil.example");
    }
  });
});
