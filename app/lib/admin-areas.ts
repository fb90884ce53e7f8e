// Which area each admin address belongs to, and which roles may open it (ADR 0040). The one
// place that decides: the access check, the menu and the landing after sign-in all read it.
import { describedKinds } from "./admin-kinds/kinds";
import type { Role } from "./team";

export type AdminArea =
  | "dashboard"
  | "posts"
  | "materials"
  | "authors"
  | "leads"
  | "team"
  | "site"
  | "account";

export const areaRoles: Record<AdminArea, readonly Role[]> = {
  dashboard: ["admin", "sales"],
  posts: ["admin", "editor"],
  materials: ["admin", "editor"],
  authors: ["admin", "editor"],
  leads: ["admin", "sales"],
  team: ["admin"],
  site: ["admin", "editor"],
  account: ["admin", "editor", "sales"],
};

/**
 * The first segment after /admin/ of every signed-in address, and its area: each described
 * screen's (ADR 0055), and the leads' file outside the layout.
 */
const areaBySegment: Record<string, AdminArea> = {
  ...Object.fromEntries(describedKinds.map((kind) => [kind.segment, kind.area])),
  "leads.csv": "leads",
};

/**
 * The area of an /admin address; undefined for an address no area names, which only an
 * administrator may open (a new route nobody placed is closed, not open).
 */
export function areaOfPath(pathname: string): AdminArea | undefined {
  const [, first, segment = ""] = pathname.toLowerCase().split("/");
  if (first !== "admin") return undefined;
  return Object.hasOwn(areaBySegment, segment) ? areaBySegment[segment] : undefined;
}

export const mayOpen = (role: Role, area: AdminArea | undefined) =>
  area ? areaRoles[area].includes(role) : role === "admin";

/** Lead alerts carry a lead's data: only the roles that open leads may have them (ADR 0048). */
export const receivesLeadAlerts = (role: Role) => areaRoles.leads.includes(role);

/** Where each role lands after signing in, and from /admin. */
export const homeFor = (role: Role) => (role === "editor" ? "/admin/posts" : "/admin/painel");

/** A return address after sign-in: kept when the role may open it, else the role's home. */
export function landingFor(role: Role, path: string) {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith("/admin/") && pathname !== "/admin") return path;
  return pathname !== "/admin" && mayOpen(role, areaOfPath(pathname)) ? path : homeFor(role);
}

export interface AdminSection {
  to: string;
  label: string;
  area: AdminArea;
  /** Entries with a group show together under its name (the 'Site' screens). */
  group?: "Site";
}

/** The admin's menu, in the descriptions' order; each entry shows only to the roles of its area. */
export const adminSections: AdminSection[] = describedKinds.map((kind) => ({
  to: `/admin/${kind.segment}`,
  label: kind.menu.label,
  area: kind.area,
  ...("group" in kind.menu ? { group: kind.menu.group } : {}),
}));

export const sectionsFor = (role: Role) => adminSections.filter((s) => mayOpen(role, s.area));
