import type { ReactNode } from "react";
import type { Author } from "~/lib/authors";
import { sizesUpTo2x } from "~/lib/images";
import type { TocEntry } from "~/lib/markdown";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PostDateLine } from "./PostCard";
import { TableOfContents } from "./TableOfContents";

export interface ArticlePost {
  title: string;
  category: string;
  date: Date | string;
  /** The date written out by the server; the editor's preview formats its own. */
  dateLabel?: string;
  readTime: string;
  image: string | null;
  /** The cover's soft copy, painted while it loads (ADR 0030); the editor's preview has none. */
  imagePlaceholder?: string | null;
  /** Shown under the title by the editor's preview. */
  lead?: string;
}

/**
 * A post as readers see it: category, title, author, date, cover, contents and body. The
 * public post page and the editor's preview both render this, so the preview is the real look.
 */
export function PostArticle({
  post,
  author,
  html,
  toc,
  top,
  children,
  headingLevel = 1,
}: {
  post: ArticlePost;
  author: Author;
  html: string;
  toc: TocEntry[];
  top?: ReactNode;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6">
      {top}
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {post.category}
      </p>
      <Heading className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
        {post.title}
      </Heading>
      {post.lead ? <p className="mt-4 text-lg text-slate-600">{post.lead}</p> : null}
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
        <PostDateLine post={post} className="text-sm text-slate-600" />
      </div>
      {post.image ? (
        <ResponsiveImage
          src={post.image}
          alt=""
          sizes={sizesUpTo2x("(min-width: 768px) 720px", "100vw - 2rem")}
          priority
          placeholder={post.imagePlaceholder}
          className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      <div className="mt-8">
        <TableOfContents entries={toc} />
      </div>
      <div
        className="prose-article mt-8"
        // Rendered by our Markdown pipeline, which sanitises everything (ADR 0009).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from renderMarkdown.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {children}
    </article>
  );
}
