import { PRIORITY_IMAGE, processedImage } from "~/lib/images";

/**
 * An image as pages show it (ADR 0016): one of our processed uploads becomes `<picture>` with
 * AVIF and WebP sources and a JPEG `<img>`, each with `srcset`, and its own width and height
 * (no layout shift); any other image (the sample SVGs, older rows) is a plain `<img>` as before.
 * `priority` is for the page's largest paint: fetched at once, ahead of the rest; every other
 * image loads lazily.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
  fallbackWidth = 1200,
  fallbackHeight = 630,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  fallbackWidth?: number;
  fallbackHeight?: number;
}) {
  const image = processedImage(src);
  const load = priority ? PRIORITY_IMAGE : ({ loading: "lazy", fetchPriority: "auto" } as const);
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
  return (
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
        className={className}
      />
    </picture>
  );
}
