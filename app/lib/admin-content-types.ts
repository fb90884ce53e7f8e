// The admin's content types as the kit knows them: where each one's list is, how it says an
// item is gone, and how it asks before deleting one. The browser and the server read the same
// words from here.
import { adminCopy } from "~content/admin";
import { adminMaterialsCopy } from "~content/admin-materials";
import { adminRedirectsCopy } from "~content/admin-redirects";
import { adminAuthorsCopy } from "~content/authors";
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

/** What a confirmation names: the item's title, and a question of its own if it has one. */
export interface DeleteTarget {
  id: number;
  title: string;
  question?: string;
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

/** The deletable types by their list's address segment, which the one delete route reads. */
export const deletableTypes = {
  posts: postsType,
  materiais: materialsType,
  autores: authorsType,
  equipe: teamType,
  redirecionamentos: redirectsType,
} as const satisfies Record<string, DeletableContentType>;

export type DeletableKind = keyof typeof deletableTypes;
