import { PRIORITY_IMAGE, processedImage } from "~/lib/images";

/**
 * An image as pages show it (ADR 0016): one of our processed uploads becomes `<picture>` with
 * AVIF and WebP sources and a JPEG `<img>`, each with `srcset`, and its own width and height
 * (no layout shift); any other image (the sample SVGs, older rows) is a plain `<img>` as before.
 * `priority` is for the page's largest paint: fetched at once, ahead of the rest; every other
 * image loads lazily. A priority image's `placeholder` (a low-quality copy as a `data:` address,
 * ADR 0030) is painted in the same box with the document, and covered once the image arrives.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
  fallbackWidth = 1200,
  fallbackHeight = 630,
  placeholder,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  fallbackWidth?: number;
  fallbackHeight?: number;
  placeholder?: string | null;
}) {
  const image = processedImage(src);
  const underneath = priority && image ? placeholder : null;
  // With its placeholder painted from the document (ADR 0030), the photo need not race the
  // rest of the page for the first paint: still fetched at once, at low priority.
  const load = !priority
    ? ({ loading: "lazy", fetchPriority: "auto" } as const)
    : underneath
      ? ({ ...PRIORITY_IMAGE, fetchPriority: "low" } as const)
      : PRIORITY_IMAGE;
  if (!image) {
    return (
      <img
        src={src}
        alt={alt}
        width={fallbackWidth}
        height={fallbackHeight}
        {...load}
        decoding="async"
        className={className}
      />
    );
  }
  const [avif, webp, jpeg] = image.sources;
  const picture = (
    <picture>
      <source type={avif?.type} srcSet={avif?.srcset} sizes={sizes} />
      <source type={webp?.type} srcSet={webp?.srcset} sizes={sizes} />
      <img
        src={image.src}
        srcSet={jpeg?.srcset}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        {...load}
        decoding="async"
        className={underneath ? withoutBackground(className) : className}
      />
    </picture>
  );
  if (!underneath) return picture;
  // One grid cell holds both: the same box and classes, the image painted over its placeholder,
  // which is decoded with the first paint (it is in the document already).
  return (
    <span className="grid *:[grid-area:1/1]">
      <img
        src={underneath}
        alt=""
        aria-hidden="true"
        width={image.width}
        height={image.height}
        decoding="sync"
        className={className}
      />
      {picture}
    </span>
  );
}

/** The classes but a background: the image's own would hide its placeholder until it loads. */
const withoutBackground = (className = "") =>
  className
    .split(" ")
    .filter((name) => !name.startsWith("bg-"))
    .join(" ");
