// Every admin page's head: its title, and no search engine (the admin is never indexed).
import { pageTitle } from "./page-title";

export const adminMeta = (title: string) => [
  { title: pageTitle(title) },
  { name: "robots", content: "noindex, nofollow" },
];

/** An editor's head: 'Novo …' without an item, 'Editar …' with one (ADR 0055). */
export const editorMeta =
  (titles: { newTitle: string; editTitle: string }) =>
  ({ loaderData }: { loaderData?: { id?: number } }) =>
    adminMeta(loaderData?.id === undefined ? titles.newTitle : titles.editTitle);
