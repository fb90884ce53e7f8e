import { data, Link, redirect } from "react-router";
import { AuthorBox } from "~/components/blog/AuthorBox";
import { PostArticle } from "~/components/blog/PostArticle";
import { PostCard } from "~/components/blog/PostCard";
import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { FollowLinks, ShareLinks } from "~/components/blog/ShareLinks";
import { Section } from "~/components/sections/Section";
import { authorOf } from "~/lib/authors";
import { formatDateTime, type PublicationState, publicationState } from "~/lib/dates";
import { pageCacheHeaders } from "~/lib/http";
import { blogPostingLd, breadcrumbsLd } from "~/lib/jsonld";
import { pageTitle } from "~/lib/page-title";
import { seo, siteOrigin } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { postCard } from "~/lib/social-card";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { pageHead } from "~/routes/handlers/head.server";
import {
  notFoundUnlessRedirected,
  redirectOrCount,
} from "~/routes/handlers/missing-address.server";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { getAdmin } from "~/server/auth/session.server";
import { authorBio } from "~/server/authors/authors.server";
import { env } from "~/server/env.server";
import { imagePlaceholder } from "~/server/images/placeholder.server";
import { plainHtml } from "~/server/markdown/stored.server";
import { blogCacheControl } from "~/server/posts/cache-control.server";
import {
  findPostBySlug,
  nextScheduledDate,
  postIsPublic,
  redirectedSlug,
  relatedPosts,
} from "~/server/posts/queries.server";
import { publishingCopy } from "~content/admin-publishing";
import type { Route } from "./+types/blog-post";

const previewNote = (state: PublicationState, date: Date | string) =>
  state === "scheduled"
    ? publishingCopy.previewBanner.scheduled(formatDateTime(date))
    : publishingCopy.previewBanner.draft;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // No post or old address can have it: an unknown page, unless the admin redirects it.
  if (!isSlug(params.slug)) return notFoundUnlessRedirected(request, context);
  let post: Awaited<ReturnType<typeof findPostBySlug>>;
  let moved: string | undefined;
  let nextDue: Date | undefined;
  // A draft or a scheduled post is seen only by a signed-in admin, as a preview (ADR 0015);
  // anyone else gets what an unknown address gets.
  let preview = false;
  const now = new Date();
  try {
    post = await findPostBySlug(params.slug);
    if (post && !postIsPublic(post, now)) {
      preview = Boolean(await getAdmin(request));
      if (!preview) post = undefined;
    }
    moved = post ? undefined : await redirectedSlug(params.slug, now);
    nextDue = post ? await nextScheduledDate(now) : undefined;
  } catch (error) {
    throw databaseUnavailable(error, "post do blog", request);
  }
  if (!post) {
    // An address a post had before its slug changed moves for good; then the admin's redirect
    // (ADR 0044); any other goes back to the list, as the spec says.
    if (moved) throw redirect(`/blog/${moved}`, 301);
    throw (await redirectOrCount(request, context)) ?? redirect("/blog", 302);
  }
  // Rendered when saved (ADR 0049); a row the start-up step has not reached shows its text.
  const html = post.contentHtml ?? plainHtml(post.content);
  const toc = post.toc ?? [];
  const author = authorOf(post);
  const { content: _markdown, contentHtml: _html, toc: _toc, ...meta } = post;
  const loaded = {
    post: { ...meta, imagePlaceholder: await imagePlaceholder(post.image) },
    author,
    html,
    toc,
    related: await relatedPosts(post, now).catch(() => []),
    bio: (await authorBio(post.authorId).catch(() => undefined))?.bio || "",
    url: `${env().BASE_URL}/blog/${post.slug}`,
    preview: preview ? previewNote(publicationState(post, now), post.date) : undefined,
    // A preview's head links no card.
    card: preview ? undefined : pageCardLink(request, postCard(post)),
  };
  // The post's head (ADR 0054).
  const head = await pageHead(request, loaded, (context) => {
    const shown = loaded.post;
    // A preview is for the editor: not indexed, no structured data for a page not yet public.
    if (preview) {
      return [
        { title: pageTitle(`Pré-visualização: ${shown.title}`) },
        { name: "robots", content: "noindex, nofollow" },
      ];
    }
    const origin = siteOrigin(context);
    // The search and social fields win; empty, the title, excerpt and the post's card
    // (ADR 0018), which shows its cover.
    return [
      ...seo(
        context,
        {
          title: shown.seoTitle || shown.title,
          description: shown.seoDescription || shown.excerpt,
        },
        {
          type: "article",
          exactTitle: Boolean(shown.seoTitle),
          card: loaded.card,
          image: shown.socialImage ? { url: shown.socialImage, alt: shown.title } : undefined,
        },
      ),
      { property: "article:published_time", content: new Date(shown.date).toISOString() },
      { property: "article:modified_time", content: new Date(shown.updatedAt).toISOString() },
      { property: "article:section", content: shown.category },
      { property: "article:author", content: author.name },
      blogPostingLd(origin, { ...shown, authorName: author.name }),
      breadcrumbsLd(origin, [
        { name: "Blog", path: "/blog" },
        { name: shown.title, path: `/blog/${shown.slug}` },
      ]),
    ];
  });
  return data(
    { ...loaded, head },
    {
      headers: {
        "Cache-Control": preview ? "private, no-store" : blogCacheControl(request, nextDue, now),
      },
    },
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [{ title: pageTitle("Erro ao carregar artigo") }];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, author, html, toc, related, url, preview, bio } = loaderData;
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <PostArticle
        post={post}
        author={author}
        html={html}
        toc={toc}
        top={
          <Link
            to="/blog"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            ← Voltar para o blog
          </Link>
        }
      >
        {bio ? <AuthorBox author={author} bio={bio} /> : null}
        <div className="mt-12 grid gap-8 border-t border-slate-200 pt-8 sm:grid-cols-2">
          <ShareLinks url={url} title={post.title} />
          <FollowLinks />
        </div>
      </PostArticle>
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
