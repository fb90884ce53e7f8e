// The admin's content types as the kit knows them: where each one's list is, how it says an
// item is gone, and how it asks before deleting one. The browser and the server read the same
// words from here.
import { type CollectionKind, deletableKinds } from "~/lib/admin-kinds/kinds";
import { adminCopy } from "~content/admin";
import { landingCopy } from "~content/admin-landing";
import { adminMaterialsCopy } from "~content/admin-materials";
import { adminRedirectsCopy } from "~content/admin-redirects";
import { siteContentCopy } from "~content/admin-site-content";
import { adminAuthorsCopy } from "~content/authors";
import { adminCategoriesCopy } from "~content/blog-categories";
import { teamCopy } from "~content/team";

interface ConfirmationCopy {
  /** The dialog's and the page's heading. */
  title: string;
  question: string;
  cancel: string;
  confirm: string;
  success: string;
  error: string;
}

export interface AdminContentType {
  /** The list: where an item that is not there, and every deletion, lands. */
  list: string;
  /** The message the list shows when an address names no item. */
  notFound: { title: string; description: string };
}

export interface DeletableContentType extends AdminContentType {
  /** The list's heading, which is also its table's name. */
  heading: string;
  /** The confirmation page of one item's deletion; its form posts there too. */
  deleteHref: (id: number) => string;
  /** The list's dialog id, and the key of the fetcher it posts through. */
  dialog: string;
  remove: ConfirmationCopy;
}

/**
 * What a confirmation names: the item's title, a question of its own if it has one, and a
 * choice the deletion needs if it has one (where a category's posts go), sent with it.
 */
export interface DeleteTarget {
  id: number;
  title: string;
  question?: string;
  choice?: DeleteChoice;
}

export interface DeleteChoice {
  /** The form field's name, which the type's `remove` reads. */
  name: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
}

type DeletableSegment = (typeof deletableKinds)[number]["segment"];
type SiteSegment = Extract<(typeof deletableKinds)[number], { collection: string }>["segment"];

/**
 * What each deletable kind says, by its address segment; where it is comes from its
 * description, and a site collection's words from its own (ADR 0042).
 */
const deletionWords: Record<
  Exclude<DeletableSegment, SiteSegment>,
  Pick<DeletableContentType, "heading" | "notFound" | "remove" | "dialog">
> = {
  posts: {
    heading: adminCopy.posts.heading,
    notFound: {
      title: adminCopy.editor.notFound,
      description: adminCopy.editor.notFoundDescription,
    },
    dialog: "excluir-post",
    remove: adminCopy.remove,
  },
  materiais: {
    heading: adminMaterialsCopy.list.heading,
    notFound: {
      title: adminMaterialsCopy.list.notFound,
      description: adminMaterialsCopy.list.notFoundDescription,
    },
    dialog: "excluir-material",
    remove: adminMaterialsCopy.remove,
  },
  autores: {
    heading: adminAuthorsCopy.list.heading,
    notFound: {
      title: adminAuthorsCopy.list.notFound,
      description: adminAuthorsCopy.list.notFoundDescription,
    },
    dialog: "excluir-autor",
    remove: adminAuthorsCopy.remove,
  },
  // The team (ADR 0040): 'Remover' ends the person's sessions with them.
  equipe: {
    heading: teamCopy.list.heading,
    notFound: teamCopy.list.notFound,
    dialog: "remover-pessoa",
    remove: teamCopy.remove,
  },
  // Campaign landing pages (ADR 0045).
  paginas: {
    heading: landingCopy.plural,
    notFound: { title: landingCopy.notFound, description: landingCopy.notFoundDescription },
    dialog: "excluir-pagina",
    remove: landingCopy.remove,
  },
  // The blog's categories (ADR 0043): one with posts asks where they go.
  categorias: {
    heading: adminCategoriesCopy.list.heading,
    notFound: {
      title: adminCategoriesCopy.list.notFound,
      description: adminCategoriesCopy.list.notFoundDescription,
    },
    dialog: "excluir-categoria",
    remove: adminCategoriesCopy.remove,
  },
  // Redirects the admin writes (ADR 0044).
  redirecionamentos: {
    heading: adminRedirectsCopy.list.heading,
    notFound: {
      title: adminRedirectsCopy.list.notFound,
      description: adminRedirectsCopy.list.notFoundDescription,
    },
    dialog: "excluir-redirecionamento",
    remove: adminRedirectsCopy.remove,
  },
};

function siteWords(segment: string, kind: CollectionKind) {
  const words = siteContentCopy.kinds[kind];
  return {
    heading: words.plural,
    notFound: { title: words.notFound, description: words.notFoundDescription },
    dialog: `excluir-${segment}`,
    remove: words.remove,
  };
}

/** The deletable types by their list's address segment, which the one delete route reads. */
export const deletableTypes = Object.fromEntries(
  deletableKinds.map((kind) => [
    kind.segment,
    {
      list: `/admin/${kind.segment}`,
      deleteHref: (id: number) =>
        `/admin/${kind.segment}/${kind.deletePath.replace(":id", String(id))}`,
      ...("collection" in kind
        ? siteWords(kind.segment, kind.collection)
        : deletionWords[kind.segment as Exclude<DeletableSegment, SiteSegment>]),
    },
  ]),
) as Record<DeletableSegment, DeletableContentType>;

export type DeletableKind = DeletableSegment;

export const postsType = deletableTypes.posts;
export const materialsType = deletableTypes.materiais;
export const authorsType = deletableTypes.autores;
export const teamType = deletableTypes.equipe;
export const categoriesType = deletableTypes.categorias;
export const redirectsType = deletableTypes.redirecionamentos;
export const landingPagesType = deletableTypes.paginas;

/** The site's own content kinds (ADR 0042), by segment. */
export const siteTypes = Object.fromEntries(
  deletableKinds.flatMap((kind) =>
    "collection" in kind ? [[kind.segment, deletableTypes[kind.segment]]] : [],
  ),
) as Record<SiteSegment, DeletableContentType>;

/** Leads are not deleted from a list: 'Excluir dados' on the lead's page does that (LGPD). */
export const leadsType: AdminContentType = {
  list: "/admin/leads",
  notFound: {
    title: "Lead não encontrado",
    description: "O endereço não corresponde a nenhum lead guardado.",
  },
};

/** The held submissions: the leads list, filtered. */
export const SUSPECTS_LIST = "/admin/leads?status=suspected";
