// The admin's content types as the kit knows them: where each one's list is, how it says an
// item is gone, and how it asks before deleting one. The browser and the server read the same
// words from here.
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

export const postsType: DeletableContentType = {
  list: "/admin/posts",
  notFound: { title: adminCopy.editor.notFound, description: adminCopy.editor.notFoundDescription },
  deleteHref: (id) => `/admin/posts/delete/${id}`,
  dialog: "excluir-post",
  remove: adminCopy.remove,
};

export const materialsType: DeletableContentType = {
  list: "/admin/materiais",
  notFound: {
    title: adminMaterialsCopy.list.notFound,
    description: adminMaterialsCopy.list.notFoundDescription,
  },
  deleteHref: (id) => `/admin/materiais/excluir/${id}`,
  dialog: "excluir-material",
  remove: adminMaterialsCopy.remove,
};

export const authorsType: DeletableContentType = {
  list: "/admin/autores",
  notFound: {
    title: adminAuthorsCopy.list.notFound,
    description: adminAuthorsCopy.list.notFoundDescription,
  },
  deleteHref: (id) => `/admin/autores/excluir/${id}`,
  dialog: "excluir-autor",
  remove: adminAuthorsCopy.remove,
};

/** The team (ADR 0040): 'Remover' ends the person's sessions with them. */
export const teamType: DeletableContentType = {
  list: "/admin/equipe",
  notFound: teamCopy.list.notFound,
  deleteHref: (id) => `/admin/equipe/remover/${id}`,
  dialog: "remover-pessoa",
  remove: teamCopy.remove,
};

/** The blog's categories (ADR 0043): one with posts asks where they go. */
export const categoriesType: DeletableContentType = {
  list: "/admin/categorias",
  notFound: {
    title: adminCategoriesCopy.list.notFound,
    description: adminCategoriesCopy.list.notFoundDescription,
  },
  deleteHref: (id) => `/admin/categorias/excluir/${id}`,
  dialog: "excluir-categoria",
  remove: adminCategoriesCopy.remove,
};

/** Redirects the admin writes (ADR 0044). */
export const redirectsType: DeletableContentType = {
  list: "/admin/redirecionamentos",
  notFound: {
    title: adminRedirectsCopy.list.notFound,
    description: adminRedirectsCopy.list.notFoundDescription,
  },
  deleteHref: (id) => `/admin/redirecionamentos/excluir/${id}`,
  dialog: "excluir-redirecionamento",
  remove: adminRedirectsCopy.remove,
};

/** Campaign landing pages (ADR 0045), in the 'Site' group. */
export const landingPagesType: DeletableContentType = {
  list: "/admin/paginas",
  notFound: { title: landingCopy.notFound, description: landingCopy.notFoundDescription },
  deleteHref: (id) => `/admin/paginas/excluir/${id}`,
  dialog: "excluir-pagina",
  remove: landingCopy.remove,
};

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

/** The site's own content (ADR 0042): one type per kind, at /admin/{segment}. */
const siteType = (segment: string, words: (typeof siteContentCopy.kinds)["case"]) => ({
  list: `/admin/${segment}`,
  notFound: { title: words.notFound, description: words.notFoundDescription },
  deleteHref: (id: number) => `/admin/${segment}/excluir/${id}`,
  dialog: `excluir-${segment}`,
  remove: words.remove,
});

export const siteTypes = {
  cases: siteType("cases", siteContentCopy.kinds.case),
  servicos: siteType("servicos", siteContentCopy.kinds.service),
  depoimentos: siteType("depoimentos", siteContentCopy.kinds.testimonial),
  faq: siteType("faq", siteContentCopy.kinds.faq),
  logos: siteType("logos", siteContentCopy.kinds.logo),
} as const satisfies Record<string, DeletableContentType>;

/** The deletable types by their list's address segment, which the one delete route reads. */
export const deletableTypes = {
  posts: postsType,
  materiais: materialsType,
  autores: authorsType,
  equipe: teamType,
  ...siteTypes,
  categorias: categoriesType,
  redirecionamentos: redirectsType,
  paginas: landingPagesType,
} as const satisfies Record<string, DeletableContentType>;

export type DeletableKind = keyof typeof deletableTypes;
