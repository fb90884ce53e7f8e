import type { MetaDescriptor } from "react-router";
import { brand } from "~content/brand";
import type { PageCopy } from "~content/pages";
import { processedImage } from "./images";
import { pageTitle } from "./page-title";
import { defaultContacts, type SiteContacts } from "./site-settings";
// Types only: the cards' code runs on the server, which hands each page its link (ADR 0051).
import type { FixedPageCardLink, SocialCardLink } from "./social-card";

/**
 * What a head is described from: the URL and the root's part (origin, contacts, a fixed page's
 * card), in a meta function's shape. Described on the server by the page's loader (`pageHead`,
 * ADR 0054), so no public page's scripts carry this module.
 */
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

/** The site's contacts as the root loader read them (/admin/site); the defaults without. */
export function siteContacts(context: Pick<MetaContext, "matches">): SiteContacts {
  const root = context.matches.find((match) => match?.id === "root")?.loaderData as
    | { contacts?: SiteContacts }
    | undefined;
  return root?.contacts ?? defaultContacts;
}

/** A page without a parameter's card link, which `pageHead` works out for the page asked for. */
function fixedPageCard(context: Pick<MetaContext, "matches">, path: string) {
  const root = context.matches.find((match) => match?.id === "root")?.loaderData as
    | { socialCard?: FixedPageCardLink }
    | undefined;
  const card = root?.socialCard;
  return card?.page === path ? card : undefined;
}

/** Search engines show about this much of a title and a description. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export { pageTitle };

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
    /**
     * The link to the page's social card (ADR 0018), from its loader; a page without a
     * parameter gets its own from the root loader.
     */
    card?: SocialCardLink;
    /** An image chosen by an editor, which wins over the card (a post's social image). */
    image?: { url: string; alt: string };
  } = {},
): MetaDescriptor[] {
  const origin = siteOrigin(context);
  const path = options.path ?? context.location.pathname;
  const url = `${origin}${path}`;
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
    ...socialImage(origin, options.image, options.card ?? fixedPageCard(context, path)),
    ...(options.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/**
 * og:image and twitter:image: the editor's image when there is one, else the page's generated
 * 1200×630 card (ADR 0018), always absolute on the site's origin.
 */
function socialImage(
  origin: string,
  chosen: { url: string; alt: string } | undefined,
  card: SocialCardLink | undefined,
): MetaDescriptor[] {
  if (chosen && URL.canParse(chosen.url, origin || undefined)) {
    const url = new URL(chosen.url, origin || undefined).toString();
    // Our own processed images carry their size in their address (ADR 0016); others do not.
    const size = processedImage(chosen.url);
    return [
      { property: "og:image", content: url },
      ...(size
        ? [
            { property: "og:image:width", content: String(size.width) },
            { property: "og:image:height", content: String(size.height) },
          ]
        : []),
      { property: "og:image:alt", content: chosen.alt },
      { name: "twitter:image", content: url },
      { name: "twitter:image:alt", content: chosen.alt },
    ];
  }
  if (!card) return [];
  const url = `${origin}${card.url}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: card.type },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: card.alt },
  ];
}
