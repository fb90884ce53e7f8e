import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { ADMIN, postAs, signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";

// Who the limits count as one client, and what the counters keep of them, over HTTP on the
// production build. The app trusts x-forwarded-for here, so each test picks its addresses.

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", FORM_RATE_LIMIT: "5" });
});
afterAll(() => app?.close());

/** A new address of the IPv6 /64 `prefix` for each request. */
const fromPrefix = (prefix: string) => {
  let n = 0;
  return () => new Visitor(app.url, `${prefix}:${(++n).toString(16)}:0:${(n * 7).toString(16)}:1`);
};

const diagnosis = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  company: "Empresa Exemplo",
  phone: "11999990000",
  role: "ceo",
};

describe("a client with a whole IPv6 /64", () => {
  it("is limited on logins like one address: 30 at once do not all reach the password check", async () => {
    const next = fromPrefix("2001:db8:4:1");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postAs(next(), app.url, "/admin/login", { username: `conta-${i}`, password: "palpite" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("is limited on forms like one address", async () => {
    const next = fromPrefix("2001:db8:4:2");
    for (let i = 0; i < 5; i++) {
      expect((await next().post("/diagnostico", { _t: formToken(), ...diagnosis })).status).toBe(
        302,
      );
    }
    const refused = await next().post("/diagnostico", { _t: formToken(), ...diagnosis });
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(page).toContain("Muitas tentativas");
    // What was typed comes back with the refusal.
    expect(page).toContain('value="ana@empresa.com.br"');
    // Another /64 is another client.
    const other = new Visitor(app.url, "2001:db8:4:3::1");
    expect((await other.post("/diagnostico", { _t: formToken(), ...diagnosis })).status).toBe(302);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    for (let i = 0; i < 5; i++) {
      const who = new Visitor(app.url, i % 2 ? "::ffff:198.51.100.60" : "198.51.100.60");
      expect((await who.post("/diagnostico", { _t: formToken(), ...diagnosis })).status).toBe(302);
    }
    const mapped = new Visitor(app.url, "::ffff:198.51.100.60");
    expect((await mapped.post("/diagnostico", { _t: formToken(), ...diagnosis })).status).toBe(429);
  });
});

describe("a wrong-password flood against one username", () => {
  it("is capped per minute from many addresses, while the admin's own browser still signs in", async () => {
    const own = new Visitor(app.url, "203.0.113.200");
    await signIn(own, app.url);
    const device = own.cookie("dispositivo");
    expect(device).toBeTruthy();

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postAs(new Visitor(app.url, `192.0.2.${i + 1}`), app.url, "/admin/login", {
          username: ADMIN.username,
          password: `palpite-${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);

    // A browser without the device cookie waits, even with the right password...
    const stranger = await postAs(
      new Visitor(app.url, "192.0.2.200"),
      app.url,
      "/admin/login",
      ADMIN,
    );
    expect(stranger.status).toBe(429);
    expect(await stranger.text()).toContain("Muitas tentativas");
    // ...the admin's browser, known by its signed cookie, gets in from any address.
    const returning = new Visitor(app.url, "192.0.2.201");
    returning.setCookie("dispositivo", device ?? "");
    expect((await signIn(returning, app.url)).status).toBe(302);
  });
});

describe("the counters", () => {
  it("keep no client's address or username, only keyed hashes", async () => {
    const ipv4 = "203.0.113.99";
    const ipv6 = "2001:db8:99:1::abcd";
    for (const address of [ipv4, ipv6]) {
      const who = new Visitor(app.url, address);
      expect((await who.post("/diagnostico", { _t: formToken(), ...diagnosis })).status).toBe(302);
      const login = await postAs(who, app.url, "/admin/login", {
        username: "usuario-secreto",
        password: "errada-123",
      });
      expect(login.status).toBe(401);
    }
    const rows = await db().select().from(tables.rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    const everything = JSON.stringify(rows);
    for (const secret of [ipv4, ipv6, "2001:db8:99:1", "usuario-secreto"]) {
      expect(everything).not.toContain(secret);
    }
  });
});
