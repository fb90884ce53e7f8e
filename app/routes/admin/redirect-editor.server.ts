import { parseFormData } from "@rvf/react-router";
import type { AppLoadContext } from "react-router";
import { isAdminPath } from "~/http/private-paths.server";
import { redirectsType } from "~/lib/admin-content-types";
import { isServerAddress } from "~/lib/early-addresses";
import {
  emptyRedirectValues,
  REDIRECT_FORM_ID,
  REDIRECT_LIMITS,
  type RedirectEditorReply,
  redirectRefusal,
  redirectSchema,
} from "~/lib/forms/redirect-schema";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound, refusalOf, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { isAnsweredPath } from "~/routes/handlers/live-page.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import {
  createRedirect,
  type RedirectSaveResult,
  redirectPath,
  updateRedirect,
} from "~/server/redirects/redirects.server";
import { adminRedirectsCopy } from "~content/admin-redirects";

const copy = adminRedirectsCopy.editor;

/**
 * The redirect form's one action (new and edit). Refused, the page comes back with what was
 * typed and a Portuguese message: a 'De' the site answers today (a page, or an old slug that
 * already leads to one), one the server answers before React Router (ADR 0050), an admin
 * address, a loop, or a 'De' another redirect has.
 */
export async function handleRedirectEditor(
  request: Request,
  context: Pick<AppLoadContext, "routes">,
  redirectId?: number,
) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const values = typedValues(form, emptyRedirectValues, REDIRECT_LIMITS);
  const refuse = refusalOf<RedirectEditorReply>(REDIRECT_FORM_ID, values);

  const parsed = await parseFormData(form, redirectSchema);
  if (parsed.error)
    return refuse(400, parsed.error.fieldErrors, redirectRefusal(parsed.error.fieldErrors));
  const from = redirectPath(parsed.data.from);
  if (!from) return refuse(400, { from: copy.badFrom }, copy.badFrom);
  if (isAdminPath(from)) return refuse(400, { from: copy.admin }, copy.admin);
  if (isServerAddress(from)) return refuse(409, { from: copy.serverAddress }, copy.serverAddress);

  let result: RedirectSaveResult | undefined;
  try {
    if (await isAnsweredPath(from, context.routes)) {
      return refuse(409, { from: copy.livePage }, copy.livePage);
    }
    result = redirectId
      ? await updateRedirect(redirectId, parsed.data, admin.id)
      : await createRedirect(parsed.data, admin.id);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar redirecionamento");
    return refuse(500, {}, copy.saveError);
  }
  if (!result) throw await redirectNotFound(redirectsType);
  if (!result.ok) {
    if (result.reason === "loop") return refuse(409, { to: copy.loop }, copy.loop);
    if (result.reason === "taken") return refuse(409, { from: copy.taken }, copy.taken);
    return refuse(400, { from: copy.badFrom }, copy.badFrom);
  }
  return redirectWithToast(redirectsType.list, {
    title: redirectId ? copy.updated : copy.created,
    variant: "success",
  });
}
