import fc from "fast-check";
import { PUBLIC_ACTIONS } from "./actions";
import { formToken, type Visitor } from "./app";

// The generated posts of the fuzz test (tests/integration/fuzz.test.ts) and of its bench
// (bench/fuzz.ts, which times the event loop through the same cases): every public and admin
// action, bodies of every kind, valid forms with a few fields changed.

export const adminActions = [
  "/admin/login",
  "/admin/posts/new",
  "/admin/posts/edit/2",
  "/admin/posts/delete/3",
  "/admin/posts/import",
  "/admin/posts/cover",
  "/admin/settings",
  "/admin/leads/00000000-0000-4000-8000-000000000000",
  "/admin/materiais/novo",
  "/admin/materiais/editar/1",
  "/admin/materiais/excluir/1",
  "/admin/logout",
];

/** Names our forms use, so that many cases get past the first check into the real work. */
const knownNames = [
  "_t",
  "_js",
  "contato_extra",
  "rvfFormId",
  "source",
  "name",
  "email",
  "company",
  "phone",
  "industry",
  "role",
  "roleType",
  "message",
  "consent",
  "agree",
  "material",
  "firstName",
  "kind",
  "section",
  "intent",
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "image",
  "username",
  "password",
  "redirectTo",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "confirm",
  "cover",
  "type",
  "description",
  "externalUrl",
  "pendingFile",
  "pendingFileName",
  "currentFile",
  "discardPendingFile",
  "file",
];

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...knownNames) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "grapheme" }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("a[b]", "__proto__", "constructor[prototype][x]", "a.b.c", "x[]"),
  },
);

/** Long values repeat a short piece: the shapes that make patterns backtrack. */
const longValue = fc
  .tuple(
    fc.constantFrom("a@", ".", "a", " ", "@.", "é", "<", "\u0000"),
    fc.integer({ max: 20_000 }),
  )
  .map(([piece, n]) => `a@${piece.repeat(Math.max(1, Math.floor(n / piece.length)))}@`);

const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 200, unit: "grapheme" }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60, unit: "binary" }) },
  { weight: 2, arbitrary: longValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "on",
      "back",
      "next",
      "ana@empresa.com.br",
      "6",
      "-1",
      "999999999999999999999",
      "https://[",
      "javascript:alert(1)",
      "\u0001\u0002\u001b[31m",
      "=1+1;@SUM(A1)",
    ),
  },
);

/** A valid submission of each public form, for cases that change a few of its fields. */
const person = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  company: "Empresa",
  phone: "11999990000",
  role: "ceo",
  consent: "on",
  source: "/",
};
const validBodies: Record<string, Record<string, string>> = {
  "/newsletter": person,
  "/diagnostico": person,
  "/cases": person,
  [PUBLIC_ACTIONS[2] ?? ""]: person,
  "/partners/enics": person,
  [PUBLIC_ACTIONS[5] ?? ""]: person,
  "/privacidade": { ...person, kind: "access" },
  "/rei": { section: "0", intent: "back", name: "Ana" },
};

const fields = fc.oneof(
  fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 14 }),
  // A valid form with a few fields changed: these get past validation into the real work.
  fc
    .array(fc.tuple(fieldName, fieldValue), { maxLength: 3 })
    .map((changes) => [["valid", ""] as [string, string], ...changes]),
);
const bodyKind = fc.constantFrom(
  "urlencoded",
  "multipart",
  "truncated-multipart",
  "json",
  "text",
  "no-type",
);

function body(kind: string, entries: [string, string][]): { body: BodyInit; type?: string } {
  if (kind === "urlencoded") return { body: new URLSearchParams(entries) };
  if (kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return { body: form };
  }
  if (kind === "truncated-multipart") {
    const parts = entries
      .map(
        ([name, value]) =>
          `--XfronteiraX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("");
    return {
      body: parts.slice(0, Math.max(0, parts.length - 7)),
      type: "multipart/form-data; boundary=XfronteiraX",
    };
  }
  if (kind === "json") {
    return { body: JSON.stringify(Object.fromEntries(entries)), type: "application/json" };
  }
  if (kind === "text")
    return { body: entries.map((e) => e.join("=")).join("\n"), type: "text/plain" };
  return { body: new TextEncoder().encode(entries.flat().join("\u0000")) };
}

/** Every action a case may post to. */
export const fuzzPaths = [...PUBLIC_ACTIONS, ...adminActions];

/** One generated case: where it posts, how its body is encoded, its fields, a stamp or not. */
export const fuzzCase = fc.tuple(fc.constantFrom(...fuzzPaths), bodyKind, fields, fc.boolean());

export type FuzzCase = [string, string, [string, string][], boolean];

/**
 * What a case sends, made ready: a valid form when it asks for one, no request leaving the
 * machine, a fresh stamp. `send()` posts it (again each time it is called).
 */
export function prepareCase(
  [path, kind, generated, withStamp]: FuzzCase,
  { url, admin, visitor }: { url: string; admin: Visitor; visitor: () => Visitor },
) {
  let entries = generated.map(([name, value]) => [name, value] as [string, string]);
  // No request may leave this machine: the import's address is a closed loopback port.
  if (path === "/admin/posts/import") {
    for (const entry of entries) if (entry[0] === "url") entry[1] = "http://127.0.0.1:9/";
  }
  if (entries[0]?.[0] === "valid") {
    const changed = new Map(entries.slice(1));
    entries = Object.entries({ ...validBodies[path], ...Object.fromEntries(changed) });
  }
  if (withStamp) entries.push(["_t", formToken()]);
  // The signed-in admin posts to admin actions, except 'Sair', which would end the session.
  const who = path.startsWith("/admin") && path !== "/admin/logout" ? admin : visitor();
  return {
    label: `${path} ${kind}`,
    async send() {
      const { body: payload, type } = body(kind, entries);
      const headers: Record<string, string> = { origin: url };
      if (type) headers["content-type"] = type;
      const response = await who.request(path, { method: "POST", body: payload, headers });
      return { status: response.status, text: await response.text() };
    },
  };
}

/** The review's ReDoS post: 'a@', 30,000 dots and '@' in the footer newsletter's e-mail. */
export const hostileNewsletter = () =>
  new URLSearchParams({
    _t: formToken(),
    name: "x",
    email: `a@${".".repeat(30_000)}@`,
    source: "/",
  });
