import { getAdmin } from "~/server/auth/session.server";

/**
 * Whether a request asks to see the site's drafts (`?previa`) and may: a signed-in team member.
 * The page cache never keeps such an address (its query is not one visitors share).
 */
export async function wantsPreview(request: Request) {
  if (!new URL(request.url).searchParams.has("previa")) return false;
  return Boolean(await getAdmin(request));
}
