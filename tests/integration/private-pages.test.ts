import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";

// Answers for one person only carry `Cache-Control: private, no-store`: every admin response
// (pages, data requests, the CSV, redirects, refusals) and the booking pages, whose calendar
// address holds the visitor's name, e-mail and phone.

let app: Awaited<ReturnType<typeof startApp>>;
const calendarUrl = "https://agenda.exemplo.com.br/widget/booking/diagnostico";
const embedUrl = "https://scripts.exemplo.com.br/embed.js";
const stranger = newVisitors(() => app.url);
const PRIVATE = "private, no-store";

beforeAll(async () => {
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    BOOKING_CALENDAR_URL: calendarUrl,
    BOOKING_EMBED_SCRIPT_URL: embedUrl,
  });
});
afterAll(async () => {
  await app?.close();
});

/** Every path of the route table, with a placeholder for its parameters. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.index || entry.path !== undefined ? [`/${path}`] : [];
    return [...own, ...paths(entry.children ?? [], path)];
  });
}
const adminRoutes = [...new Set(paths(routes))].filter((path) => path.startsWith("/admin"));

const expectPrivate = (response: Response, what: string) =>
  expect(response.headers.get("cache-control"), `${what} → ${response.status}`).toBe(PRIVATE);

describe("admin responses", () => {
  it("finds the admin routes of the route table", () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining(["/admin", "/admin/leads.csv", "/admin/leads/:id", "/admin/login"]),
    );
  });

  it("every admin route, signed in or not, page or data, is private", async () => {
    const [lead] = await db()
      .insert(tables.leads)
      .values({ formType: "contact", payload: { name: "Ana", email: "ana@empresa.com.br" } })
      .returning();
    const ids: Record<string, string> = { id: "1", name: "x" };
    const urls = adminRoutes.map((path) =>
      path.replace(/:(\w+)/g, (_, name: string) =>
        path.startsWith("/admin/leads") ? (lead?.id ?? "") : (ids[name] ?? "1"),
      ),
    );
    const editor = new Visitor(app.url, "198.51.100.60");
    await signIn(editor, app.url);
    for (const url of [...urls, "/admin/nao-existe"]) {
      const data = url.endsWith(".csv") ? [] : [`${url === "/admin" ? "/admin" : url}.data`];
      for (const path of [url, ...data]) {
        expectPrivate(await fetch(`${app.url}${path}`, { redirect: "manual" }), `anônimo ${path}`);
        expectPrivate(await editor.request(path), `editora ${path}`);
      }
    }
  });

  it("the CSV, redirects, refusals and other spellings of an admin address are private", async () => {
    const editor = new Visitor(app.url, "198.51.100.61");
    const login = await signIn(editor, app.url);
    expect(login.status).toBe(302);
    expectPrivate(login, "login");
    const csv = await editor.request("/admin/leads.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expectPrivate(csv, "csv");
    const refused = await postAs(editor, app.url, "/admin/posts/import", {
      intent: "wordpress",
      url: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    expectPrivate(refused, "import recusado");
    const foreign = await postAs(editor, "https://outro.example", "/admin/posts/new", {});
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expectPrivate(foreign, "origem estranha");
    const tooLarge = await postAs(editor, app.url, "/admin/settings", {
      currentPassword: "x".repeat(2_000_000),
    });
    expect(tooLarge.status).toBe(413);
    expectPrivate(tooLarge, "413");
    // React Router matches without regard to case or escapes: so does the rule.
    for (const path of ["/ADMIN/posts", "/%61dmin/posts", "/admin//leads", "/Admin/leads.data"]) {
      expectPrivate(await editor.request(path), path);
    }
    const logout = await postAs(editor, app.url, "/admin/logout", {});
    expectPrivate(logout, "logout");
  });
});

describe("booking pages", () => {
  it("are private, blank or prefilled with the visitor's last lead", async () => {
    const pages = ["/booking", "/agenda-diagnostico", "/agenda/conversa", "/agenda/diagnostico"];
    for (const path of [...pages, "/booking.data", "/agenda/conversa.data", "/BOOKING"]) {
      const response = await stranger().request(path);
      expect(response.status, path).toBe(200);
      expectPrivate(response, path);
    }

    const who = stranger();
    const sent = await who.post("/diagnostico", {
      _t: formToken(),
      name: "Ana Souza",
      email: "ana.privada@empresa.com.br",
      company: "Empresa Exemplo",
      phone: "11999990000",
      role: "cro",
    });
    expect([302, 303]).toContain(sent.status);
    for (const path of pages) {
      const response = await who.request(path);
      expect(await response.text(), path).toContain("ana.privada%40empresa.com.br");
      expectPrivate(response, path);
    }
  });

  it("public pages keep their own cache headers", async () => {
    const blog = await fetch(`${app.url}/blog`);
    expect(blog.headers.get("cache-control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    const rss = await fetch(`${app.url}/blog/rss.xml`);
    expect(rss.headers.get("cache-control")).toContain("public");
  });
});

describe("the admin's content security policy", () => {
  const csp = (response: Response) =>
    Object.fromEntries(
      (response.headers.get("content-security-policy") ?? "").split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
    );
  const embed = new URL(embedUrl).origin;
  const calendar = new URL(calendarUrl).origin;

  it("allows no booking script or frame on admin pages, where the booking page needs them", async () => {
    const booking = csp(await stranger().request("/booking"));
    expect(booking["script-src"]).toContain(embed);
    expect(booking["frame-src"]).toContain(calendar);

    const editor = new Visitor(app.url, "198.51.100.62");
    await signIn(editor, app.url);
    for (const path of ["/admin/login", "/admin/posts", "/admin/leads", "/Admin/posts"]) {
      const policy = csp(await editor.request(path));
      expect(policy["script-src"], path).not.toContain(embed);
      expect(policy["script-src"], path).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
      expect(policy["frame-src"], path).toEqual(["'none'"]);
    }
  });
});
