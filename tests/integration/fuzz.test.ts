import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import {
  type FuzzCase,
  fuzzCase,
  fuzzPaths,
  hostileNewsletter,
  prepareCase,
} from "../support/fuzz-cases";

// Generated bodies thrown at every public and admin action of the production build: never a
// 5xx, never a stack trace, never an unhandled error, always an answer. How long a case holds
// the event loop is a speed, measured by `npm run bench:fuzz` (bench/fuzz.ts), not here.
// Bounded: FUZZ_RUNS cases (default 300) from a seed printed at the start and on failure.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

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
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  process.off("uncaughtException", onUnhandled);
  await app?.close();
});

describe("bad input, tried at scale", () => {
  it("the review's ReDoS post ('a@' and 30,000 dots and '@') is refused, and the site answers on", async () => {
    const response = await new Visitor(app.url).request("/newsletter", {
      method: "POST",
      body: hostileNewsletter(),
      headers: { origin: app.url },
    });
    // Refused (the footer form goes back to its page with the message).
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#newsletter");
    expect((await new Visitor(app.url).request("/")).status).toBe(200);
  });

  it(`${RUNS} generated bodies on every action: no 5xx, no stack trace, no unhandled error`, async () => {
    report(`fuzz: ${RUNS} casos, semente ${SEED} (FUZZ_SEED=${SEED} repete a execução)`);
    let cases = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzCase, async (generated) => {
        const prepared = prepareCase(generated as FuzzCase, {
          url: app.url,
          admin,
          visitor: () => new Visitor(app.url),
        });
        const answer = await prepared.send();
        cases++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, prepared.label).toBeGreaterThanOrEqual(200);
        expect(answer.status, prepared.label).toBeLessThan(500);
        expect(answer.text).not.toMatch(/\n\s+at \S+ \(|node_modules/);
        expect(unhandled).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    report(`fuzz: ${cases} casos, 5xx: 0; respostas ${answered.join(" ")}`);
    expect(cases).toBe(RUNS);
    // Every action still answers, and the admin is still signed in: nothing a case did ended
    // the session or broke a page.
    for (const path of fuzzPaths) {
      if (path === "/admin/logout") continue;
      const page = await admin.request(path.replace("?index", ""));
      expect(page.status, path).toBeLessThan(500);
    }
    expect((await admin.request("/admin/posts")).status).toBe(200);
  });
});
