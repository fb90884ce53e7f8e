// Which area each admin address belongs to, and which roles may open it (ADR 0040). The one
// place that decides: the access check, the menu and the landing after sign-in all read it.
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

/** The first segment after /admin/ of every signed-in address, and its area. */
const areaBySegment: Record<string, AdminArea> = {
  painel: "dashboard",
  posts: "posts",
  materiais: "materials",
  autores: "authors",
  leads: "leads",
  "leads.csv": "leads",
  equipe: "team",
  settings: "account",
  // The 'Site' group: the site's own content, settings, categories and redirects.
  cases: "site",
  servicos: "site",
  depoimentos: "site",
  faq: "site",
  logos: "site",
  "pagina-inicial": "site",
  "quem-somos": "site",
  site: "site",
  categorias: "site",
  redirecionamentos: "site",
  paginas: "site",
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

/** The admin's menu, in order; each entry shows only to the roles of its area. */
export const adminSections: AdminSection[] = [
  { to: "/admin/painel", label: "Painel", area: "dashboard" },
  { to: "/admin/posts", label: "Posts", area: "posts" },
  { to: "/admin/materiais", label: "Materiais", area: "materials" },
  { to: "/admin/leads", label: "Leads", area: "leads" },
  { to: "/admin/autores", label: "Autores", area: "authors" },
  { to: "/admin/equipe", label: "Equipe", area: "team" },
  { to: "/admin/pagina-inicial", label: "Página inicial", area: "site", group: "Site" },
  { to: "/admin/paginas", label: "Páginas", area: "site", group: "Site" },
  { to: "/admin/quem-somos", label: "Quem somos", area: "site", group: "Site" },
  { to: "/admin/cases", label: "Cases", area: "site", group: "Site" },
  { to: "/admin/servicos", label: "Serviços", area: "site", group: "Site" },
  { to: "/admin/depoimentos", label: "Depoimentos", area: "site", group: "Site" },
  { to: "/admin/faq", label: "Perguntas frequentes", area: "site", group: "Site" },
  { to: "/admin/logos", label: "Logos de clientes", area: "site", group: "Site" },
  { to: "/admin/categorias", label: "Categorias", area: "site", group: "Site" },
  { to: "/admin/redirecionamentos", label: "Redirecionamentos", area: "site", group: "Site" },
  { to: "/admin/site", label: "Configurações", area: "site", group: "Site" },
  { to: "/admin/settings", label: "Minha conta", area: "account" },
];

export const sectionsFor = (role: Role) => adminSections.filter((s) => mayOpen(role, s.area));
