import { data, redirect } from "react-router";
import {
  COVER_FAILED,
  COVER_TOO_LARGE,
  COVER_UPLOADED,
  type CoverUploadReply,
  MAX_COVER_REQUEST_BYTES,
} from "~/lib/cover";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { storeCover } from "~/server/storage/index.server";
import type { Route } from "./+types/post-cover";

// Nothing to show: a visit goes to the editor (or to the login, without a session).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/posts/new");
}

/** The editor's cover upload with JavaScript: the file alone, answered with its address. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_COVER_REQUEST_BYTES) {
    return data<CoverUploadReply>({ error: COVER_TOO_LARGE }, { status: 413 });
  }
  const form = await request.formData().catch(() => undefined);
  const file = form?.get("cover");
  if (!(file instanceof File) || file.size === 0) {
    return data<CoverUploadReply>({ error: COVER_FAILED }, { status: 400 });
  }
  const stored = await storeCover(file);
  return stored.ok
    ? data<CoverUploadReply>({ url: stored.url, message: COVER_UPLOADED })
    : data<CoverUploadReply>({ error: stored.message }, { status: 400 });
}
