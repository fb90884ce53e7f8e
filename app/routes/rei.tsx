import { Link } from "react-router";
import { ReiForm } from "~/components/forms/ReiForm";
import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { handleRei, reiState } from "~/routes/handlers/rei.server";
import { reiPage } from "~content/pages/rei";
import { reiCopy, reiSections } from "~content/rei";
import type { Route } from "./+types/rei";
import { withHead } from "./handlers/head.server";

const copy = reiPage;

// The bar's width per section, as classes: the CSP allows no inline style attributes.
const PROGRESS_WIDTHS = ["w-1/7", "w-2/7", "w-3/7", "w-4/7", "w-5/7", "w-6/7", "w-full"];

export const loader = withHead(
  ({ request }: Route.LoaderArgs) => reiState(request),
  (context) => seo(context, copy),
);

export const action = (args: Route.ActionArgs) => handleRei(args);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ReiPage({ loaderData }: Route.ComponentProps) {
  const { section, answers, thanks } = loaderData;
  if (thanks) {
    return (
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-balance">{reiCopy.thanks.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{reiCopy.thanks.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/agenda-diagnostico"
              className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {reiCopy.thanks.book}
            </Link>
            <Link
              to="/"
              className="inline-flex min-h-12 items-center rounded-lg border border-slate-300 px-6 font-semibold text-ink hover:bg-slate-50"
            >
              {reiCopy.thanks.back}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  const step = section + 1;
  const total = reiSections.length;
  return (
    <>
      <PageIntro heading={copy.heading} intro={reiCopy.intro} />
      <div id="questionario" className="mx-auto max-w-3xl scroll-mt-20 px-4 pb-20 sm:px-6">
        <div className="flex items-center justify-between text-sm font-medium text-slate-700">
          <span>
            {step} de {total}
          </span>
          <span>{reiSections[section]?.title}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progresso do questionário"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`${step} de ${total}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full bg-brand-600 ${PROGRESS_WIDTHS[section]}`} />
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ReiForm key={section} section={section} answers={answers} />
        </div>
      </div>
    </>
  );
}
