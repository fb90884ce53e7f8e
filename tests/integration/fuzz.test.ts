import { monitorEventLoopDelay } from "node:perf_hooks";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ACTIONS } from "../support/actions";
import { signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";

// Generated bodies thrown at every public and admin action of the production build: never a
// 5xx, never an unhandled error, and no request holds the event loop for more than 100 ms.
// Bounded: FUZZ_RUNS cases (default 300) from a seed printed at the start and on failure.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const MAX_LOOP_DELAY_MS = 100;

const adminActions = [
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

/** The figures go to the test output: the seed to repeat a run, and what it found. */
const report = (line: string) => process.stdout.write(`${line}\n`);

let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  app = await startApp({ FORM_RATE_LIMIT: "100000", FORM_MIN_FILL_SECONDS: "0" });
  admin = new Visitor(app.url);
  await signIn(admin, app.url);
  process.on("unhandledRejection", onUnhandled);
  process.on("uncaughtException", onUnhandled);
  // Every action's page once, so that the first render's work is not counted below.
  for (const path of [...PUBLIC_ACTIONS, ...adminActions]) {
    await admin.request(path.replace("?index", ""));
  }
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  process.off("uncaughtException", onUnhandled);
  await app?.close();
});

describe("bad input, tried at scale", () => {
  it("the review's ReDoS post ('a@' and 30,000 dots and '@') is refused without holding the loop", async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const hostile = `a@${".".repeat(30_000)}@`;
    loop.enable();
    const response = await new Visitor(app.url).request("/newsletter", {
      method: "POST",
      body: new URLSearchParams({ _t: formToken(), name: "x", email: hostile, source: "/" }),
      headers: { origin: app.url },
    });
    loop.disable();
    // Refused (the footer form goes back to its page with the message), nothing stored.
    expect(response.status).toBe(302);
    expect(loop.max / 1e6).toBeLessThan(MAX_LOOP_DELAY_MS);
  });

  it(`${RUNS} generated bodies on every action: no 5xx, no unhandled error, no blocked event loop`, async () => {
    report(`fuzz: ${RUNS} casos, semente ${SEED} (FUZZ_SEED=${SEED} repete a execução)`);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let worstMs = 0;
    let worstCase = "";
    let cases = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PUBLIC_ACTIONS, ...adminActions),
        bodyKind,
        fields,
        fc.boolean(),
        async (path, kind, generated, withStamp) => {
          let entries = generated.map(([name, value]) => [name, value] as [string, string]);
          const isAdmin = path.startsWith("/admin");
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
          const who = isAdmin && path !== "/admin/logout" ? admin : new Visitor(app.url);
          const send = async () => {
            const { body: payload, type } = body(kind, entries);
            const headers: Record<string, string> = { origin: app.url };
            if (type) headers["content-type"] = type;
            loop.reset();
            loop.enable();
            const response = await who.request(path, { method: "POST", body: payload, headers });
            const text = await response.text();
            loop.disable();
            return { status: response.status, text, blockedMs: loop.max / 1e6 };
          };
          let answer = await send();
          // A garbage collection or a busy machine can pause the loop once; a request that
          // blocks it does so every time it is sent.
          if (answer.blockedMs >= MAX_LOOP_DELAY_MS) answer = await send();
          cases++;
          if (answer.blockedMs > worstMs) {
            worstMs = answer.blockedMs;
            worstCase = `${path} ${kind} ${answer.status}`;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status, `${path} ${kind}`).toBeLessThan(500);
          expect(answer.text).not.toMatch(/\n\s+at \S+ \(|node_modules/);
          expect(unhandled).toEqual([]);
          expect(answer.blockedMs, `${path} ${kind}: laço de eventos parado`).toBeLessThan(
            MAX_LOOP_DELAY_MS,
          );
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    report(
      `fuzz: ${cases} casos, 5xx: 0, pior atraso do laço de eventos: ${worstMs.toFixed(1)} ms; respostas ${answered.join(" ")}`,
    );
    report(`fuzz: o pior caso foi ${worstCase}`);
    // The admin is still signed in: nothing a case did ended the session.
    expect((await admin.request("/admin/posts")).status).toBe(200);
  });
});
