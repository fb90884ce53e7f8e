import { PostEditor } from "~/components/admin/PostEditor";
import { RevisionList } from "~/components/admin/RevisionList";
import { AdminPage } from "~/components/layout/AdminPage";
import { postsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { authorOf } from "~/lib/authors";
import { formatDateTime, toSaoPauloLocal } from "~/lib/dates";
import { categoryFields } from "~/lib/forms/post-schema";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { listAuthors } from "~/server/authors/authors.server";
import { categoryEntries } from "~/server/posts/categories.server";
import { findPostById } from "~/server/posts/queries.server";
import { findRevision, listRevisions } from "~/server/posts/save.server";
import { adminCopy } from "~content/admin";
import { publishingCopy } from "~content/admin-publishing";
import type { Route } from "./+types/post-edit";
import { handlePostEditor } from "./post-editor.server";

export const meta = () => adminMeta(adminCopy.editor.editTitle);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const post = id ? await findPostById(id).catch(() => undefined) : undefined;
  if (!post) throw await redirectNotFound(postsType);
  const categories = await categoryEntries();
  const values = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    ...categoryFields(post.category, categories),
    image: post.image ?? "",
    content: post.content,
    status: post.status,
    date: toSaoPauloLocal(post.date),
    authorId: post.authorId ? String(post.authorId) : "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    socialImage: post.socialImage ?? "",
  };
  // 'Restaurar' (?revisao=ID, a GET form): the revision's fields loaded into the editor, saved
  // only by 'Salvar' (ADR 0015). Nothing public changes until then.
  const wanted = new URL(request.url).searchParams.get("revisao") ?? "";
  let notice: string | undefined;
  let restored: number | undefined;
  if (/^\d{1,12}$/.test(wanted)) {
    const revision = await findRevision(post.id, Number(wanted)).catch(() => undefined);
    if (revision) {
      const { fields } = revision;
      Object.assign(values, {
        title: fields.title,
        slug: fields.slug,
        excerpt: fields.excerpt,
        ...categoryFields(fields.category, categories),
        image: fields.image ?? "",
        content: fields.content,
        status: fields.status,
        date: toSaoPauloLocal(fields.date),
        ...("authorId" in fields
          ? {
              authorId: fields.authorId ? String(fields.authorId) : "",
              seoTitle: fields.seoTitle ?? "",
              seoDescription: fields.seoDescription ?? "",
              socialImage: fields.socialImage ?? "",
            }
          : {}),
      });
      restored = revision.id;
      notice = publishingCopy.revisions.restored(formatDateTime(revision.savedAt));
    } else {
      notice = publishingCopy.revisions.notFound;
    }
  }
  return {
    values,
    authors: (await listAuthors()).map(({ id, name }) => ({ id, name })),
    categories: categories.map((category) => category.name),
    keepAuthor: post.authorId ? undefined : authorOf(post).name,
    author: authorOf(post),
    date: post.date,
    saved: { id: post.id, slug: post.slug, status: post.status },
    revisions: await listRevisions(post.id).catch(() => []),
    notice,
    restored,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (!id) {
    await requireAdminAction(request);
    throw await redirectNotFound(postsType);
  }
  return handlePostEditor(request, id);
}

export default function AdminPostEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={adminCopy.editor.editTitle}>
      <PostEditor
        // A restored revision starts the form anew with its values.
        key={loaderData.restored ?? "atual"}
        creating={false}
        initial={loaderData.values}
        reply={actionData}
        author={loaderData.author}
        date={loaderData.date}
        saved={loaderData.saved}
        notice={loaderData.notice}
        authors={loaderData.authors}
        keepAuthor={loaderData.keepAuthor}
        categories={loaderData.categories}
      />
      <RevisionList revisions={loaderData.revisions} />
    </AdminPage>
  );
}
