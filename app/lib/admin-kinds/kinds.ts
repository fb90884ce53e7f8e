// Every screen of the admin, described once (ADR 0055): its address segment, its area (which
// roles open it), its menu entry, its route modules and whether its forms carry images or
// files. The route table, the access check, the menu, the body limits, the delete route and
// the tests' lists of admin screens are all derived from this list; its order is the menu's.
//
// app/routes.ts reads this file, so it imports nothing but types: the route table is loaded
// before the app's import aliases exist.
import type { AdminArea } from "../admin-areas";

/** What a kind's forms upload, and so how large a request its editor reads. */
export type Uploads = "image" | "file";

/** A screen of a kind beside its list, new, edit and delete: [path after the segment, module]. */
export type ExtraScreen = readonly [path: string, module: string];

export interface AdminKind {
  /** The stable name code uses for it ('authors'). */
  key: string;
  /** /admin/{segment}: the list (or the page), and the first segment of every screen of it. */
  segment: string;
  area: AdminArea;
  /** The menu's entry; screens in a group show together under its name. */
  menu: { label: string; group?: "Site" };
  /** The module of /admin/{segment}. */
  list: string;
  /**
   * A kind whose items are created and edited: the editor's module (one for both, which tells
   * them apart by the `:id`), or one module each; and the two addresses, after the segment.
   */
  editor?: {
    module: string | { new: string; edit: string };
    newPath: "novo" | "nova" | "new";
    editPath: "editar/:id" | "edit/:id";
  };
  /** The delete confirmation's address after the segment; its module is the one delete route. */
  deletePath?: "excluir/:id" | "delete/:id" | "remover/:id";
  /** Whether the editor's form carries images or files: its body limit follows (ADR 0050). */
  uploads?: Uploads;
  /** More screens of the kind, in the admin's layout. */
  extra?: readonly ExtraScreen[];
  /**
   * The site content collection it edits (ADR 0042): its fields, words and public pages are
   * `collections[collection]` in app/lib/site-content/kinds.ts, which the type system asks for.
   */
  collection?: string;
  /** The site page whose texts it edits as a whole (ADR 0042), in `pageKinds`. */
  sitePage?: string;
}

/** A site collection (ADR 0042): one list, one editor and the delete for every kind. */
const siteCollection = <const K extends string, const S extends string, const C extends string>(
  key: K,
  segment: S,
  label: string,
  collection: C,
  uploads?: Uploads,
) => ({
  key,
  segment,
  area: "site" as const,
  menu: { label, group: "Site" as const },
  list: "routes/admin/site-entries.tsx",
  editor: {
    module: "routes/admin/site-entry.tsx",
    newPath: "novo" as const,
    editPath: "editar/:id" as const,
  },
  deletePath: "excluir/:id" as const,
  ...(uploads ? { uploads } : {}),
  collection,
});

/** A site page whose texts are edited as a whole, at its own address. */
const sitePage = <const K extends string, const S extends string, const P extends string>(
  key: K,
  segment: S,
  label: string,
  page: P,
) => ({
  key,
  segment,
  area: "site" as const,
  menu: { label, group: "Site" as const },
  list: "routes/admin/site-page.tsx",
  sitePage: page,
});

const adminKinds = [
  {
    key: "dashboard",
    segment: "painel",
    area: "dashboard",
    menu: { label: "Painel" },
    list: "routes/admin/dashboard.tsx",
  },
  {
    key: "posts",
    segment: "posts",
    area: "posts",
    menu: { label: "Posts" },
    list: "routes/admin/posts.tsx",
    editor: {
      module: { new: "routes/admin/post-new.tsx", edit: "routes/admin/post-edit.tsx" },
      newPath: "new",
      editPath: "edit/:id",
    },
    deletePath: "delete/:id",
    uploads: "image",
    // The list's import dialog as a page, for JavaScript off.
    extra: [["import", "routes/admin/post-import.tsx"]],
  },
  {
    key: "materials",
    segment: "materiais",
    area: "materials",
    menu: { label: "Materiais" },
    list: "routes/admin/materials.tsx",
    editor: { module: "routes/admin/material.tsx", newPath: "novo", editPath: "editar/:id" },
    deletePath: "excluir/:id",
    uploads: "file",
  },
  {
    key: "leads",
    segment: "leads",
    area: "leads",
    menu: { label: "Leads" },
    list: "routes/admin/leads.tsx",
    // A submission's page, a person's (ADR 0058), a company's, and the rules of the leads: the
    // score's and who gets a new person (read by the leads' roles, saved by an Administrador).
    extra: [
      ["pontuacao", "routes/admin/lead-score-rules.tsx"],
      ["distribuicao", "routes/admin/lead-routing-rules.tsx"],
      [":id", "routes/admin/lead-detail.tsx"],
      ["pessoas/:id", "routes/admin/person.tsx"],
      ["empresas/:key", "routes/admin/company.tsx"],
      // A campaign page's registrants, with 'Compareceu' (issue 58).
      ["inscritos/:endereco", "routes/admin/registrants.tsx"],
    ],
  },
  // The diagnostic calls booked on the site (ADR 0057); its rules and hosts are an Administrador's.
  {
    key: "agenda",
    segment: "agenda",
    area: "leads",
    menu: { label: "Agenda" },
    list: "routes/admin/agenda.tsx",
  },
  {
    key: "authors",
    segment: "autores",
    area: "authors",
    menu: { label: "Autores" },
    list: "routes/admin/authors.tsx",
    editor: { module: "routes/admin/author.tsx", newPath: "novo", editPath: "editar/:id" },
    deletePath: "excluir/:id",
    uploads: "image",
  },
  {
    key: "team",
    segment: "equipe",
    area: "team",
    menu: { label: "Equipe" },
    list: "routes/admin/team.tsx",
    deletePath: "remover/:id",
  },
  sitePage("home", "pagina-inicial", "Página inicial", "home"),
  {
    key: "landingPages",
    segment: "paginas",
    area: "site",
    menu: { label: "Páginas", group: "Site" },
    list: "routes/admin/landing-pages.tsx",
    editor: { module: "routes/admin/landing-page.tsx", newPath: "nova", editPath: "editar/:id" },
    deletePath: "excluir/:id",
    // Every landing page has its social image, and blocks may have more (ADR 0045).
    uploads: "image",
  },
  sitePage("about", "quem-somos", "Quem somos", "about"),
  siteCollection("cases", "cases", "Cases", "case", "image"),
  siteCollection("services", "servicos", "Serviços", "service", "image"),
  siteCollection("testimonials", "depoimentos", "Depoimentos", "testimonial", "image"),
  siteCollection("faq", "faq", "Perguntas frequentes", "faq"),
  siteCollection("logos", "logos", "Logos de clientes", "logo", "image"),
  {
    key: "categories",
    segment: "categorias",
    area: "site",
    menu: { label: "Categorias", group: "Site" },
    list: "routes/admin/categories.tsx",
    editor: { module: "routes/admin/category.tsx", newPath: "nova", editPath: "editar/:id" },
    deletePath: "excluir/:id",
  },
  {
    key: "redirects",
    segment: "redirecionamentos",
    area: "site",
    menu: { label: "Redirecionamentos", group: "Site" },
    list: "routes/admin/redirects.tsx",
    editor: { module: "routes/admin/redirect.tsx", newPath: "novo", editPath: "editar/:id" },
    deletePath: "excluir/:id",
  },
  {
    key: "siteSettings",
    segment: "site",
    area: "site",
    menu: { label: "Configurações", group: "Site" },
    list: "routes/admin/site-settings.tsx",
  },
  // 'Minha conta': the address stays the spec's.
  {
    key: "account",
    segment: "settings",
    area: "account",
    menu: { label: "Minha conta" },
    list: "routes/admin/settings.tsx",
  },
] as const satisfies readonly AdminKind[];

/** The same list, each entry as the interface says (for code that reads any kind). */
export const describedKinds: readonly AdminKind[] = adminKinds;

type Described = (typeof adminKinds)[number];

/** The site's content collections, by the names the descriptions give them. */
export type CollectionKind = Extract<Described, { collection: string }>["collection"];
/** The site's pages edited as a whole. */
export type PageKind = Extract<Described, { sitePage: string }>["sitePage"];

/** The kinds whose items are deleted through the one delete route. */
export const deletableKinds = adminKinds.filter(
  (kind): kind is Extract<(typeof adminKinds)[number], { deletePath: string }> =>
    "deletePath" in kind,
);

/** The addresses of a kind's editor, as the route table writes them ('/admin/autores/novo'). */
export function editorPaths(kind: AdminKind): string[] {
  if (!kind.editor) return [];
  const base = `/admin/${kind.segment}`;
  return [`${base}/${kind.editor.newPath}`, `${base}/${kind.editor.editPath}`];
}

/** The segment of the kind that edits a site collection or page: a missing one fails at start. */
function describedSegment(test: (kind: AdminKind) => boolean, name: string): string {
  const described = describedKinds.find(test);
  if (!described) throw new Error(`${name} has no admin description`);
  return described.segment;
}

export const collectionSegment = (collection: CollectionKind) =>
  describedSegment((kind) => kind.collection === collection, `site collection ${collection}`);

export const sitePageSegment = (page: PageKind) =>
  describedSegment((kind) => kind.sitePage === page, `site page ${page}`);
