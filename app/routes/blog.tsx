import { PageIntro } from "~/components/layout/PageIntro";
import { LinkList } from "~/components/ui/LinkList";
import { formatLongDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import { listPosts } from "~/server/posts/queries.server";
import { pages } from "~content/pages";
import type { Route } from "./+types/blog";

const copy = pages.blog;

export async function loader() {
  return { posts: await listPosts({ limit: 9 }) };
}

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function BlogPage({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      {posts.length === 0 ? (
        <p className="mx-auto max-w-7xl px-4 pb-20 text-slate-600 sm:px-6 lg:px-8">
          Nenhum artigo encontrado
        </p>
      ) : (
        <LinkList
          label="Artigos"
          items={posts.map((post) => ({
            to: `/blog/${post.slug}`,
            title: post.title,
            text: `${post.category} · ${formatLongDate(post.date)} · ${post.readTime}`,
          }))}
        />
      )}
    </>
  );
}
