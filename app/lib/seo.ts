import type { MetaDescriptor } from "react-router";
import { brand } from "~content/brand";
import type { PageCopy } from "~content/pages";

/** What every meta function receives that we need: the root's data and the URL. */
export interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's public origin, from the root loader (BASE_URL). */
export function siteOrigin(context: Pick<MetaContext, "matches">): string {
  const root = context.matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: string }
    | undefined;
  return root?.origin ?? "";
}

/** Search engines show about this much of a title and a description (issue 18's fields). */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export const pageTitle = (title: string) => `${title} | ${brand.name}`;

/** Title, description, canonical, Open Graph and Twitter tags for a public page. */
export function seo(
  context: MetaContext,
  copy: Pick<PageCopy, "title" | "description">,
  options: {
    path?: string;
    noindex?: boolean;
    type?: "website" | "article";
    /** The title as typed for search engines, without the brand after it. */
    exactTitle?: boolean;
  } = {},
): MetaDescriptor[] {
  const url = `${siteOrigin(context)}${options.path ?? context.location.pathname}`;
  const title = options.exactTitle ? copy.title : pageTitle(copy.title);
  return [
    { title },
    { name: "description", content: copy.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: copy.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: copy.description },
    ...(options.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
