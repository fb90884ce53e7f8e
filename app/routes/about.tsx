import { PageIntro } from "~/components/layout/PageIntro";
import { CtaBand } from "~/components/sections/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { seo } from "~/lib/seo";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { aboutTexts } from "~/server/site/public.server";
import { aboutPage } from "~content/pages/about";
import type { Route } from "./+types/about";
import { withHead } from "./handlers/head.server";

const copy = aboutPage;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

async function load({ request }: Route.LoaderArgs) {
  try {
    return await aboutTexts();
  } catch (error) {
    throw databaseUnavailable(error, "quem somos", request);
  }
}

export const loader = withHead(load, (context) => seo(context, copy));

export default function AboutPage({
  loaderData: { headings, story, timeline, values, closingCta },
}: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Quem somos" heading={copy.heading} intro={copy.intro}>
        <ButtonLink to="/diagnostico">{headings.button}</ButtonLink>
      </PageIntro>
      <Section id="historia" heading={story.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        id="linha-do-tempo"
        tone="muted"
        eyebrow={headings.timelineEyebrow}
        heading={headings.timeline}
      >
        <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
          {timeline.map((milestone) => (
            <li key={`${milestone.year}-${milestone.title}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
              />
              <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
              <p className="mt-1 max-w-2xl leading-relaxed text-slate-600">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="valores" eyebrow="Valores" heading={headings.values}>
        <FeatureGrid items={values} />
      </Section>
      <CtaBand heading={closingCta.heading} text={closingCta.text} label={closingCta.button} />
    </>
  );
}
