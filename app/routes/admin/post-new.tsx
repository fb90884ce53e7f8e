import { PostEditor } from "~/components/admin/PostEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { authorFor } from "~/lib/authors";
import { toSaoPauloLocal } from "~/lib/dates";
import { emptyPostValues } from "~/lib/forms/post-schema";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { defaultAuthorId, listAuthors } from "~/server/authors/authors.server";
import { categoryEntries } from "~/server/posts/categories.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/post-new";
import { handlePostEditor } from "./post-editor.server";

export const meta = () => adminMeta(adminCopy.editor.newTitle);

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const now = new Date();
  // A new post is a draft dated now until the editor says otherwise (ADR 0015); 'Autor' starts
  // at the signed-in admin's author, else the first (the CEO).
  const [authors, authorId, categories] = await Promise.all([
    listAuthors(),
    defaultAuthorId(admin.id),
    categoryEntries(),
  ]);
  return {
    author: authorFor(undefined),
    date: now,
    authors: authors.map(({ id, name }) => ({ id, name })),
    categories: categories.map((category) => category.name),
    initial: {
      ...emptyPostValues,
      date: toSaoPauloLocal(now),
      authorId: authorId ? String(authorId) : "",
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return handlePostEditor(request);
}

export default function AdminPostNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={adminCopy.editor.newTitle}>
      <PostEditor
        creating
        initial={loaderData.initial}
        reply={actionData}
        author={loaderData.author}
        date={loaderData.date}
        authors={loaderData.authors}
        categories={loaderData.categories}
      />
    </AdminPage>
  );
}
