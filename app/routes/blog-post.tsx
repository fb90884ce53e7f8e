import { data, Link, redirect } from "react-router";
import { PostCard } from "~/components/blog/PostCard";
import { FollowLinks, ShareLinks } from "~/components/blog/ShareLinks";
import { TableOfContents } from "~/components/blog/TableOfContents";
import { Section } from "~/components/sections/Section";
import { authorFor } from "~/lib/authors";
import { formatLongDate } from "~/lib/dates";
import { pageCacheHeaders } from "~/lib/http";
import { blogPostingLd, breadcrumbsLd } from "~/lib/jsonld";
import { pageTitle, seo, siteOrigin } from "~/lib/seo";
import { env } from "~/server/env.server";
import { blogCacheControl } from "~/server/posts/cache.server";
import { findPostBySlug, relatedPosts } from "~/server/posts/queries.server";
import { renderPost } from "~/server/posts/rendered.server";
import type { Route } from "./+types/blog-post";

export async function loader({ params, request }: Route.LoaderArgs) {
  const post = await findPostBySlug(params.slug);
  // Spec: a slug that matches no post goes back to the list.
  if (!post) throw redirect("/blog");
  const { html, toc } = renderPost(post);
  // The row's own author fields win; the spec's rules fill what is missing.
  const known = authorFor(post.authorName);
  const author = {
    name: known.name,
    role: post.authorRole ?? known.role,
    avatar: post.authorAvatar ?? known.avatar,
  };
  const { content: _markdown, ...meta } = post;
  return data(
    {
      post: meta,
      author,
      html,
      toc,
      related: await relatedPosts(post),
      url: `${env().BASE_URL}/blog/${post.slug}`,
    },
    { headers: { "Cache-Control": blogCacheControl(request) } },
  );
}

export const headers = pageCacheHeaders;

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog da Vetor Revenue",
    href: "/blog/rss.xml",
  },
];

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [{ title: pageTitle("Erro ao carregar artigo") }];
  const { post, author } = loaded;
  const origin = siteOrigin(args);
  const image = post.image ? new URL(post.image, origin).toString() : undefined;
  return [
    ...seo(args, { title: post.title, description: post.excerpt }, { type: "article" }),
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    { property: "article:published_time", content: new Date(post.date).toISOString() },
    { property: "article:modified_time", content: new Date(post.updatedAt).toISOString() },
    { property: "article:section", content: post.category },
    { property: "article:author", content: author.name },
    blogPostingLd(origin, { ...post, authorName: author.name }),
    breadcrumbsLd(origin, [
      { name: "Blog", path: "/blog" },
      { name: post.title, path: `/blog/${post.slug}` },
    ]),
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, author, html, toc, related, url } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          ← Voltar para o blog
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {post.category}
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
          {post.title}
        </h1>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
          <div className="flex items-center gap-3">
            <img
              src={author.avatar}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 rounded-full bg-slate-100"
            />
            <p className="leading-tight">
              <span className="block font-semibold">{author.name}</span>
              <span className="block text-sm text-slate-600">{author.role}</span>
            </p>
          </div>
          <p className="text-sm text-slate-600">
            <time dateTime={new Date(post.date).toISOString()}>{formatLongDate(post.date)}</time>
            {" · "}
            {post.readTime} de leitura
          </p>
        </div>
        {post.image ? (
          <img
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
          />
        ) : null}
        <div className="mt-8">
          <TableOfContents entries={toc} />
        </div>
        <div
          className="prose-article mt-8"
          // Rendered by our Markdown pipeline, which sanitises everything (DESIGN D12).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from renderMarkdown.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <div className="mt-12 grid gap-8 border-t border-slate-200 pt-8 sm:grid-cols-2">
          <ShareLinks url={url} title={post.title} />
          <FollowLinks />
        </div>
      </article>
      {related.length > 0 ? (
        <Section id="relacionados" tone="muted" heading="Artigos relacionados">
          <ul className="grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Section
      heading="Erro ao carregar artigo"
      intro="Não foi possível carregar o artigo. Por favor, tente novamente mais tarde."
    >
      <Link
        to="/blog"
        className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Voltar para o blog
      </Link>
    </Section>
  );
}
