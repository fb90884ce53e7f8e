import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { LandingBlocks } from "~/components/landing/LandingBlocks";
import { pageCacheHeaders } from "~/lib/http";
import { pageTitle, seo } from "~/lib/seo";
import { landingPageAction, landingPageLoader } from "~/routes/handlers/landing-page.server";
import type { Route } from "./+types/landing-page";

// A campaign's landing page at `/{endereço}` (ADR 0045): its blocks, its form, its card.

export const loader = (args: Route.LoaderArgs) => landingPageLoader(args);

export const action = (args: Route.ActionArgs) => landingPageAction(args);

export const headers = pageCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [{ title: pageTitle("Página não encontrada") }];
  const { page, preview } = loaded;
  // A preview is for the team: no card, no description, not indexed.
  if (preview)
    return [
      { title: pageTitle(`Pré-visualização: ${page.title}`) },
      { name: "robots", content: "noindex, nofollow" },
    ];
  const image = page.socialImage;
  return seo(
    args,
    { title: page.seoTitle || page.title, description: page.description },
    {
      exactTitle: Boolean(page.seoTitle),
      card: loaded.card,
      image: image ? { url: image.src, alt: image.alt } : undefined,
      // 'Ocultar dos buscadores'.
      noindex: page.noindex,
    },
  );
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page, blocks, preview } = loaderData;
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <LandingBlocks title={page.title} blocks={blocks} formId={page.formId} />
    </>
  );
}
