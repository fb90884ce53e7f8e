import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { LandingBlocks } from "~/components/landing/LandingBlocks";
import { pageCacheHeaders } from "~/lib/http";
import { pageTitle } from "~/lib/page-title";
import { landingPageAction, landingPageLoader } from "~/routes/handlers/landing-page.server";
import type { Route } from "./+types/landing-page";

// A campaign's landing page at `/{endereço}` (ADR 0045): its blocks, its form, its card.

export const loader = (args: Route.LoaderArgs) => landingPageLoader(args);

export const action = (args: Route.ActionArgs) => landingPageAction(args);

export const headers = pageCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [{ title: pageTitle("Página não encontrada") }];

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page, blocks, preview } = loaderData;
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <LandingBlocks title={page.title} blocks={blocks} formId={page.formId} />
    </>
  );
}
