import { redirect } from "react-router";

export const NOT_FOUND_PARAM = "erro";
export const NOT_FOUND_VALUE = "post-nao-encontrado";

/**
 * Spec: a missing or unknown post sends the editor back to /admin/posts, which then shows
 * 'Post não encontrado' with 'Voltar para a lista' (a notice in the page, so no JS is needed).
 */
export const postNotFound = () => redirect(`/admin/posts?${NOT_FOUND_PARAM}=${NOT_FOUND_VALUE}`);
