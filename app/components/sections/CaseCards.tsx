import { Link } from "react-router";
import type { CaseStudy } from "~content/schema";
import { ContentImage } from "../ui/Bits";
import { ArrowRightIcon } from "../ui/icons";

/** What a card shows; its cover is decorative (the title says it all), so it needs no alt text. */
export type CaseCard = Pick<CaseStudy, "slug" | "category" | "logo" | "title" | "result"> & {
  cover: Omit<CaseStudy["cover"], "alt">;
};

/**
 * Case cards. Each title is one level below the heading the list sits under: h2 right under a
 * page's h1, h3 inside a section with its own h2 (headings never skip a level).
 * `firstIsLargestPaint`: on /cases the first card's cover is the largest thing on a phone's
 * first screen, so it is fetched at once with high priority; every other cover loads lazily.
 */
export function CaseCards({
  cases,
  headingLevel,
  firstIsLargestPaint = false,
}: {
  cases: CaseCard[];
  headingLevel: 2 | 3;
  firstIsLargestPaint?: boolean;
}) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cases.map((study, index) => (
        <li key={study.slug}>
          <Link
            to={`/cases/${study.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
          >
            <ContentImage
              image={{ ...study.cover, alt: "" }}
              className="aspect-[2/1] w-full object-cover"
              priority={firstIsLargestPaint && index === 0}
            />
            <div className="flex flex-1 flex-col p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  {study.category}
                </span>
                <ContentImage image={study.logo} className="h-8 w-auto" />
              </div>
              <Title className="mt-4 text-lg font-semibold text-ink group-hover:text-brand-700">
                {study.title}
              </Title>
              <p className="mt-2 text-slate-600">{study.result}</p>
              <span className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700">
                Ver case <ArrowRightIcon width="16" height="16" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
