import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  adminSections,
  areaOfPath,
  homeFor,
  landingFor,
  mayOpen,
  sectionsFor,
} from "~/lib/admin-areas";
import { asRole, roles } from "~/lib/team";
import routes from "~/routes";
import { hashToken, newToken, tokenState } from "~/server/team/tokens.server";

// Roles and areas (ADR 0040): one table decides the 403s, the menu and the landing page.

/** Every path of the route table under /admin, with a sample id for its parameters. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.index || entry.path !== undefined ? [`/${path}`] : [];
    return [...own, ...paths(entry.children ?? [], path)];
  });
}
/** Pages that need no session: their key is a link's token or the login itself. */
const PUBLIC =
  /^\/admin(\/(login|logout|esqueci-senha|convite\/:token|redefinir-senha\/:token|confirmar-email\/:token))?$/;
const signedIn = [...new Set(paths(routes))].filter(
  (p) => p.startsWith("/admin") && !PUBLIC.test(p),
);

describe("admin areas", () => {
  it.each(signedIn)("%s belongs to an area", (path) => {
    expect(areaOfPath(path.replace(/:\w+/g, "1"))).toBeDefined();
  });

  it("gives each role its areas, and no more", () => {
    const opens = (role: (typeof roles)[number]) =>
      ["dashboard", "posts", "materials", "authors", "leads", "team", "account"].filter((area) =>
        mayOpen(role, area as never),
      );
    expect(opens("admin")).toEqual([
      "dashboard",
      "posts",
      "materials",
      "authors",
      "leads",
      "team",
      "account",
    ]);
    expect(opens("editor")).toEqual(["posts", "materials", "authors", "account"]);
    expect(opens("sales")).toEqual(["dashboard", "leads", "account"]);
  });

  it("places the CSVs, the cover upload and the delete pages with their areas", () => {
    expect(areaOfPath("/admin/leads.csv")).toBe("leads");
    expect(areaOfPath("/admin/painel/dias.csv")).toBe("dashboard");
    expect(areaOfPath("/admin/posts/cover")).toBe("posts");
    expect(areaOfPath("/admin/equipe/remover/3")).toBe("team");
    expect(areaOfPath("/admin/LEADS")).toBe("leads");
  });

  it("opens an address no area names to administrators only", () => {
    expect(areaOfPath("/admin/novidade")).toBeUndefined();
    expect(mayOpen("admin", undefined)).toBe(true);
    expect(mayOpen("editor", undefined)).toBe(false);
    expect(mayOpen("sales", undefined)).toBe(false);
  });

  it("lands each role on a page it may open", () => {
    for (const role of roles) expect(mayOpen(role, areaOfPath(homeFor(role)))).toBe(true);
    expect(landingFor("editor", "/admin/painel")).toBe("/admin/posts");
    expect(landingFor("editor", "/admin")).toBe("/admin/posts");
    expect(landingFor("editor", "/admin/materiais?x=1")).toBe("/admin/materiais?x=1");
    expect(landingFor("sales", "/admin/posts/edit/3")).toBe("/admin/painel");
    expect(landingFor("sales", "/admin/leads/abc")).toBe("/admin/leads/abc");
    expect(landingFor("sales", "/blog")).toBe("/blog");
  });

  it("shows in the menu only what the role opens", () => {
    const labels = (role: (typeof roles)[number]) => sectionsFor(role).map((s) => s.label);
    expect(labels("admin")).toEqual(adminSections.map((s) => s.label));
    const site = adminSections.filter((s) => s.group === "Site").map((s) => s.label);
    expect(site).toContain("Cases");
    expect(labels("editor")).toEqual(["Posts", "Materiais", "Autores", ...site, "Minha conta"]);
    expect(labels("sales")).toEqual(["Painel", "Leads", "Agenda", "Minha conta"]);
  });

  it("reads an unknown stored role as the narrowest, never as an administrator", () => {
    expect(asRole("sales")).toBe("sales");
    expect(asRole("root")).toBe("editor");
  });
});

describe("team links", () => {
  it("are 32 random bytes, kept only as a SHA-256 hash", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    // The known digest, so a change of algorithm cannot pass unnoticed.
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("work until they expire, and once", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(tokenState(undefined, now)).toBe("unknown");
    expect(tokenState({ expiresAt: at(1), usedAt: null }, now)).toBe("valid");
    expect(tokenState({ expiresAt: now, usedAt: null }, now)).toBe("expired");
    expect(tokenState({ expiresAt: at(-1), usedAt: null }, now)).toBe("expired");
    expect(tokenState({ expiresAt: at(60), usedAt: at(-5) }, now)).toBe("used");
  });
});
