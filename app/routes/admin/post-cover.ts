import { data, redirect } from "react-router";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { MAX_COVER_BYTES, storeCover } from "~/server/storage/index.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/post-cover";

const copy = adminCopy.editor;

export type CoverReply = { url: string; message: string } | { error: string };

// Nothing to show: a visit goes to the editor (or to the login, without a session).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/posts/new");
}

/** The editor's cover upload with JavaScript: the file alone, answered with its address. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  if (Number(request.headers.get("content-length") ?? 0) > 2 * MAX_COVER_BYTES) {
    return data<CoverReply>({ error: copy.coverTooLarge }, { status: 413 });
  }
  const form = await request.formData().catch(() => undefined);
  const file = form?.get("cover");
  if (!(file instanceof File) || file.size === 0) {
    return data<CoverReply>({ error: copy.coverError }, { status: 400 });
  }
  const stored = await storeCover(file);
  return stored.ok
    ? data<CoverReply>({ url: stored.url, message: copy.coverUploaded })
    : data<CoverReply>({ error: stored.message }, { status: 400 });
}
