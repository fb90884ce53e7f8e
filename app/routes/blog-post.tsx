import { redirect } from "react-router";
import { PageIntro } from "~/components/layout/PageIntro";
import { formatLongDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import { findPostBySlug } from "~/server/posts/queries.server";
import type { Route } from "./+types/blog-post";

// Spec: a slug that matches no post goes back to the list.
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPostBySlug(params.slug);
  if (!post) throw redirect("/blog");
  return { post };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(
        args,
        { title: args.loaderData.post.title, description: args.loaderData.post.excerpt },
        { type: "article" },
      )
    : [];

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <PageIntro
      eyebrow={`${post.category} · ${formatLongDate(post.date)} · ${post.readTime}`}
      heading={post.title}
      intro={post.excerpt}
    />
  );
}
