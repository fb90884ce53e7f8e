// Whether one of our paths is answered by the app today (ADR 0044): the redirect form refuses
// such a 'De', since a redirect is only looked up where the app answers 404.
import { matchPath, type ServerBuild } from "react-router";
import { isLandingAddress } from "~/lib/landing/address";
import { isSlug } from "~/lib/slug";
import { landingIsPublic, landingPageBySlug } from "~/server/landing/pages.server";
import { findMaterial } from "~/server/materials/index.server";
import { findPostBySlug, postIsPublic, redirectedSlug } from "~/server/posts/queries.server";
import { findCaseStudy, findPartner, findService } from "~/server/site/public.server";

type Routes = ServerBuild["routes"];

/** A page of the site's content a visitor sees, or an old slug of one. */
const shown = (found: { item?: unknown; draft: boolean; movedTo?: string }) =>
  Boolean((found.item && !found.draft) || found.movedTo);
type Params = Record<string, string | undefined>;

/**
 * The routes with a parameter whose pages come and go with the content: each says whether its
 * address shows a page (or leads to one: an old slug) to a visitor today. A route with a
 * parameter that is not listed here owns every address it matches (a download link, an
 * upload, a social card), so a 'De' there is refused: a new route is closed until listed.
 */
const contentPages: Record<string, (params: Params) => Promise<boolean>> = {
  "/blog/:slug": async ({ slug }) => {
    if (!isSlug(slug)) return false;
    const post = await findPostBySlug(slug);
    return (post ? postIsPublic(post) : false) || Boolean(await redirectedSlug(slug));
  },
  "/materiais/:slug": async ({ slug }) => {
    if (!isSlug(slug)) return false;
    const found = await findMaterial(slug);
    if (found.status === "error") throw new Error("materiais indisponíveis");
    return found.status === "moved" || Boolean(found.material);
  },
  // The site's content (ADR 0042): a published page, or an old slug that leads to one.
  "/cases/:slug": async ({ slug }) => isSlug(slug) && shown(await findCaseStudy(slug)),
  "/servicos/:slug": async ({ slug }) => isSlug(slug) && shown(await findService(slug)),
  "/partners/:slug": async ({ slug }) => isSlug(slug) && shown(await findPartner(slug)),
  // A landing page a visitor can open (ADR 0045); a draft's address may still be redirected.
  "/:endereco": async ({ endereco }) => {
    if (!isLandingAddress(endereco)) return false;
    const page = await landingPageBySlug(endereco);
    return page ? landingIsPublic(page) : false;
  },
};

/** Every route's whole address pattern ('/blog/:slug'), but the not-found route's '*'. */
function patterns(routes: Routes): string[] {
  const full = (id: string | undefined, depth = 0): string => {
    const route = id ? routes[id] : undefined;
    if (!route || depth > 20) return "";
    return [full(route.parentId, depth + 1), route.path ?? ""].filter(Boolean).join("/");
  };
  const all = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const pattern = `/${full(route.id)}`;
    if (pattern !== "/*") all.add(pattern);
  }
  return [...all];
}

let known: { routes: Routes; patterns: string[] } | undefined;

/**
 * Whether a visitor opening `path` (a normalised path of ours) gets a page today rather than
 * the 404: a route with a fixed address matches it, or a content route's page exists (at most
 * one look-up per matching content route), or a route that owns its addresses matches it.
 */
export async function isAnsweredPath(path: string, routes: Routes): Promise<boolean> {
  if (known?.routes !== routes) known = { routes, patterns: patterns(routes) };
  for (const pattern of known.patterns) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (!match) continue;
    if (!/[:*]/.test(pattern)) return true;
    const page = Object.hasOwn(contentPages, pattern) ? contentPages[pattern] : undefined;
    if (!page || (await page(match.params))) return true;
  }
  return false;
}
