import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Section } from "~/components/sections/Section";
import { seo } from "~/lib/seo";
import { siteSettings } from "~/server/site-settings/settings.server";
import { careerPerks, hero, join, joinButtons, memberBenefits, reasons } from "~content/community";
import { communityPage } from "~content/pages/community";
import type { Route } from "./+types/community";
import { withHead } from "./handlers/head.server";

async function load({ request }: Route.LoaderArgs) {
  return { communityUrl: (await siteSettings(request)).values.communityUrl };
}

export const loader = withHead(load, (context) => seo(context, communityPage));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function JoinLink({ href, label, tone }: { href: string; label: string; tone: "light" | "dark" }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold ${tone === "dark" ? "bg-accent-300 text-brand-900 hover:bg-white" : "bg-brand-700 text-white hover:bg-brand-800"}`}
    >
      {label}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {communityPage.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{hero.intro}</p>
          <div className="mt-8">
            <JoinLink href={loaderData.communityUrl} label={joinButtons.primary} tone="dark" />
          </div>
        </div>
      </section>
      <Section id="por-que" heading="Por que participar">
        <FeatureGrid items={reasons} />
      </Section>
      <Section id="beneficios" tone="muted" heading="Benefícios para membros">
        <FeatureGrid items={memberBenefits} columns={4} />
      </Section>
      <Section id="carreira" heading="Vantagens para a sua carreira">
        <FeatureGrid items={careerPerks} />
      </Section>
      <Section id="participe" tone="dark" heading={join.heading} intro={join.text}>
        <JoinLink href={loaderData.communityUrl} label={joinButtons.closing} tone="dark" />
      </Section>
    </>
  );
}
