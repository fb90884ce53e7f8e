import { Link } from "react-router";
import type { PostCardData } from "~/lib/blog";
import { formatLongDate } from "~/lib/dates";
import { sizesUpTo2x } from "~/lib/images";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/**
 * A post in a grid: cover, category, title, excerpt, date and reading time. The `first` card's
 * cover is the largest thing on a phone's first screen: fetched at once, ahead of the rest.
 */
export function PostCard({
  post,
  headingLevel = 2,
  first = false,
  placeholder,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  first?: boolean;
  /** The cover's soft copy, painted while it loads (ADR 0030). */
  placeholder?: string | null;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.image ? (
        <ResponsiveImage
          src={post.image}
          alt=""
          sizes={sizesUpTo2x("(min-width: 1024px) 380px, (min-width: 640px) 50vw", "100vw - 2rem")}
          priority={first}
          placeholder={placeholder}
          className="aspect-[1200/630] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{post.category}</p>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-ink">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 leading-relaxed text-slate-600">{post.excerpt}</p>
        <PostDateLine post={post} className="mt-auto pt-4 text-sm text-slate-500" />
      </div>
    </article>
  );
}

/** "{date} · {n} min de leitura", on cards and on the post page. */
export function PostDateLine({
  post,
  className,
}: {
  post: { date: Date | string; dateLabel?: string; readTime: string };
  className: string;
}) {
  return (
    <p className={className}>
      <time dateTime={new Date(post.date).toISOString()}>
        {post.dateLabel ?? formatLongDate(post.date)}
      </time>
      {" · "}
      {post.readTime} de leitura
    </p>
  );
}
