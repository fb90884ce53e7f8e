// The og:image link of a page (ADR 0018), worked out by its loader: meta functions run in the
// browser too, and the card's code (its hash, the fixed pages' copy) has no use there
// (ADR 0051). A server module, so no page's browser code can import it by mistake.

import { listPageCards } from "~/lib/site-content/kinds";
import {
  type CardFace,
  cardLink,
  type FixedPageCardLink,
  fixedPageCards,
  type SocialCardLink,
} from "~/lib/social-card";

/** The link to a page's card, the page being the one the request asks for (its meta's path). */
export const pageCardLink = (request: Request, face: CardFace): SocialCardLink | undefined =>
  cardLink(new URL(request.url).pathname, face);

/**
 * For the root loader: the link of the page without a parameter being asked for, with its path
 * (only that one: the root's data is in every page's HTML); undefined for any other page.
 */
export function fixedPageCardLink(request: Request): FixedPageCardLink | undefined {
  const { pathname } = new URL(request.url);
  // '/blog/' is the blog, whose meta describes '/blog'; other pages describe the path as asked.
  const page = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const face = fixedPageCards[page] ?? listPageCards[page];
  const link = face && cardLink(page, face);
  return link ? { page, ...link } : undefined;
}
