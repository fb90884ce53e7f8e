import { PRIORITY_IMAGE } from "~/lib/images";
import type { Image } from "~content/schema";

/** The large cover of a detail page: above the fold, so loaded first and never lazy. */
export function CoverImage({ image, className = "mt-10" }: { image: Image; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...PRIORITY_IMAGE}
      className={`aspect-[2/1] w-full rounded-3xl object-cover shadow-lg ${className}`}
    />
  );
}

/**
 * A content image at its intrinsic size (the class sets the shown size; width and height keep
 * the layout from jumping). Lazy unless it is above the fold. `alt=""` marks it decorative.
 */
export function ContentImage({
  image,
  className,
  alt = image.alt,
  lazy = true,
  priority = false,
}: {
  image: Image;
  className: string;
  alt?: string;
  lazy?: boolean;
  /** The page's largest paint: fetched at once, ahead of the rest (ADR 0016, ADR 0022). */
  priority?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      {...(priority ? PRIORITY_IMAGE : lazy ? { loading: "lazy", decoding: "async" } : {})}
      className={className}
    />
  );
}

export function TagList({ tags }: { tags: string[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Temas">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A list whose items each carry a check mark. */
export function CheckList({
  items,
  className = "mt-6 space-y-3",
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-300 text-sm font-bold text-brand-900"
          >
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
