import { redirect } from "react-router";

// Page handlers for a post that is not there: the editor and the delete page send the admin
// back to the list, which says so.

const NOTICE_PARAM = "erro";
const NOTICE_VALUE = "post-nao-encontrado";

/** Ids are numeric; anything else is simply no post. */
export function parsePostId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Spec: a missing or unknown post sends the editor back to /admin/posts, which then shows
 * 'Post não encontrado' with 'Voltar para a lista' (a notice in the page, so no JS is needed).
 */
export const redirectPostNotFound = () => redirect(`/admin/posts?${NOTICE_PARAM}=${NOTICE_VALUE}`);

/** Whether the list was reached by `redirectPostNotFound`, and so shows its notice. */
export const showsPostNotFound = (request: Request) =>
  new URL(request.url).searchParams.get(NOTICE_PARAM) === NOTICE_VALUE;
