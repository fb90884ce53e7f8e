import { PostEditor } from "~/components/admin/PostEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { authorOf } from "~/lib/authors";
import { categoryFields } from "~/lib/forms/admin-schemas";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listAuthors } from "~/server/authors/authors.server";
import { findPostById } from "~/server/posts/queries.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/post-edit";
import { handlePostEditor } from "./post-editor.server";
import { parsePostId, redirectPostNotFound } from "./post-not-found.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(adminCopy.editor.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parsePostId(params.id);
  const post = id ? await findPostById(id).catch(() => undefined) : undefined;
  if (!post) throw redirectPostNotFound();
  return {
    values: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      ...categoryFields(post.category),
      image: post.image ?? "",
      content: post.content,
      authorId: post.authorId ? String(post.authorId) : "",
      seoTitle: post.seoTitle ?? "",
      seoDescription: post.seoDescription ?? "",
      socialImage: post.socialImage ?? "",
    },
    authors: (await listAuthors()).map(({ id, name }) => ({ id, name })),
    keepAuthor: post.authorId ? undefined : authorOf(post).name,
    author: authorOf(post),
    date: post.date,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parsePostId(params.id);
  if (!id) throw redirectPostNotFound();
  return handlePostEditor(request, id);
}

export default function AdminPostEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={adminCopy.editor.editTitle}>
      <PostEditor
        creating={false}
        initial={loaderData.values}
        reply={actionData}
        author={loaderData.author}
        date={loaderData.date}
        authors={loaderData.authors}
        keepAuthor={loaderData.keepAuthor}
      />
    </AdminPage>
  );
}
