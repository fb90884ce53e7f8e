import { CtaBand } from "~/components/sections/CtaBand";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { sizesUpTo2x } from "~/lib/images";
import type { ViewBlock } from "~/lib/landing/view";
import { landingPageCopy as copy } from "~content/landing";
import { LandingButton } from "./LandingButton";
import { LandingSection } from "./LandingSection";

type Of<T extends ViewBlock["type"]> = Extract<ViewBlock, { type: T }>;

/** 'Texto': Markdown rendered and sanitised on the server, as a post's body. */
export function TextBlock({ block, id }: { block: Of<"text">; id: string }) {
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.text}>
      <div
        className="prose-article max-w-3xl"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's renderer (ADR 0009).
        dangerouslySetInnerHTML={{ __html: block.html }}
      />
    </LandingSection>
  );
}

/** 'Imagem': lazy (never the first screen's paint but after a 'Destaque'), with its caption. */
export function ImageBlock({ block, first }: { block: Of<"image">; first: boolean }) {
  const { image } = block;
  return (
    <section aria-label={image.alt || block.caption} className="bg-white">
      <figure className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          sizes={sizesUpTo2x("(min-width: 1024px) 976px", "100vw - 2rem")}
          priority={first}
          fallbackWidth={image.width}
          fallbackHeight={image.height}
          className="h-auto w-full rounded-2xl bg-slate-100"
        />
        {block.caption ? (
          <figcaption className="mt-3 text-center text-sm text-slate-600">
            {block.caption}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}

/** 'Chamada': the site's closing band, its button to the form or an address. */
export function CtaBlock({ block }: { block: Of<"cta"> }) {
  return (
    <CtaBand
      heading={block.title}
      text={block.text}
      action={block.button ? <LandingButton button={block.button} tone="onBrand" /> : <span />}
    />
  );
}

/** 'Números': up to four figures, as the home's results. */
export function NumbersBlock({ block, id }: { block: Of<"numbers">; id: string }) {
  const columns = ["", "sm:grid-cols-2", "sm:grid-cols-3", "sm:grid-cols-2 lg:grid-cols-4"];
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.numbers}>
      <dl className={`grid gap-6 ${columns[block.figures.length - 1] ?? ""}`}>
        {block.figures.map((figure) => (
          <div
            key={`${figure.value}-${figure.label}`}
            className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <dt className="mt-2 leading-relaxed text-slate-600">{figure.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-700">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}
