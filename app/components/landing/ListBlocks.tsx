import { CaseCards } from "~/components/sections/CaseCards";
import { Faq } from "~/components/sections/Faq";
import { MaterialCards } from "~/components/sections/MaterialCards";
import { ContentImage } from "~/components/ui/Bits";
import type { ViewBlock, ViewTestimonial } from "~/lib/landing/view";
import { landingPageCopy as copy } from "~content/landing";
import { LandingSection } from "./LandingSection";

type Of<T extends ViewBlock["type"]> = Extract<ViewBlock, { type: T }>;

/** Cards' titles sit one level below the block's h2, or are the h2 when it has none. */
const level = (title: string) => (title ? 3 : 2);

export function CasesBlock({ block, id }: { block: Of<"cases">; id: string }) {
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.cases} tone="muted">
      <CaseCards cases={block.cases} headingLevel={level(block.title)} />
    </LandingSection>
  );
}

function Quote({ item, large }: { item: ViewTestimonial; large: boolean }) {
  return (
    <figure
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm ${large ? "mx-auto max-w-4xl p-8 md:p-12" : "p-6"}`}
    >
      <blockquote
        className={`flex-1 ${large ? "text-xl leading-snug font-semibold text-balance text-ink md:text-2xl" : "leading-relaxed text-slate-700"}`}
      >
        “{item.quote}”
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {item.avatar ? (
          <ContentImage image={item.avatar} alt="" className="h-12 w-12 rounded-full" />
        ) : null}
        <span>
          <span className="block font-semibold text-ink">{item.author}</span>
          <span className="block text-sm text-slate-600">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** 'Depoimentos': one quote large, several side by side (no carousel: no script to load). */
export function TestimonialsBlock({ block, id }: { block: Of<"testimonials">; id: string }) {
  const [only] = block.items;
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.testimonials}>
      {block.items.length === 1 && only ? (
        <Quote item={only} large />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item) => (
            <li key={`${item.author}-${item.quote.slice(0, 40)}`}>
              <Quote item={item} large={false} />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}

export function FaqBlock({ block, id }: { block: Of<"faq">; id: string }) {
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.faq} tone="muted">
      <div className="max-w-3xl">
        <Faq items={block.items} name={id} />
      </div>
    </LandingSection>
  );
}

export function MaterialsBlock({ block, id }: { block: Of<"materials">; id: string }) {
  return (
    <LandingSection id={id} title={block.title} label={copy.unnamed.materials}>
      <MaterialCards materials={block.items} headingLevel={level(block.title)} />
    </LandingSection>
  );
}
