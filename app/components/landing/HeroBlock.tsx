import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { sizesUpTo2x } from "~/lib/images";
import type { ViewBlock } from "~/lib/landing/view";
import { LandingButton } from "./LandingButton";

type Hero = Extract<ViewBlock, { type: "hero" }>;

/**
 * 'Destaque': the page's h1, its text and button, and its image, the first screen's largest
 * paint: fetched at once with high priority, its size known before it arrives (no shift), its
 * placeholder painted with the document.
 */
export function HeroBlock({ block, main }: { block: Hero; main: boolean }) {
  const { image } = block;
  // The page has one h1: the first 'Destaque''s; another one's title is an h2.
  const Heading = main ? "h1" : "h2";
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(94,234,212,0.18),transparent_40%),radial-gradient(circle_at_10%_90%,rgba(99,102,241,0.35),transparent_45%)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:px-8 ${image ? "lg:grid-cols-2" : ""}`}
      >
        <div>
          <Heading className="max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {block.title}
          </Heading>
          {block.text ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty whitespace-pre-line text-slate-200 md:text-xl">
              {block.text}
            </p>
          ) : null}
          {block.button ? (
            <div className="mt-8">
              <LandingButton button={block.button} tone="dark" />
            </div>
          ) : null}
        </div>
        {image ? (
          <ResponsiveImage
            src={image.src}
            alt={image.alt}
            sizes={sizesUpTo2x(
              "(min-width: 1280px) 592px, (min-width: 1024px) 46vw",
              "100vw - 2rem",
            )}
            priority={main}
            placeholder={block.placeholder}
            fallbackWidth={image.width}
            fallbackHeight={image.height}
            className="h-auto w-full rounded-2xl bg-brand-800 shadow-lg"
          />
        ) : null}
      </div>
    </section>
  );
}
