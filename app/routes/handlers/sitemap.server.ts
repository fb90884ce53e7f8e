import { indexedLandingPages } from "~/server/landing/pages.server";
import { listMaterials } from "~/server/materials/index.server";
import { latestPosts } from "~/server/posts/queries.server";
import { entryPagePaths } from "~/server/site/public.server";
import { xmlText } from "~/server/xml.server";

/** A page of the route table a search engine should know: one with no parameter and a body. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
  module: { default?: unknown; handle?: unknown };
}

/**
 * The pages with no parameter, in the route table's order (the spec's): every route with a
 * component and a fixed address, less the admin and those whose module says
 * `handle = { sitemap: false }` (pages for one visitor, such as the booking pages).
 */
export function fixedPagePaths(routes: Record<string, PageRoute | undefined>): string[] {
  const fullPath = (route: PageRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    return [parent ? fullPath(parent) : "", own].filter(Boolean).join("/");
  };
  const paths: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route?.parentId || !route.module.default) continue;
    const handle = route.module.handle as { sitemap?: boolean } | undefined;
    const path = `/${fullPath(route)}`;
    if (/[:*]/.test(path) || path.startsWith("/admin") || handle?.sitemap === false) continue;
    if (route.path === undefined && !route.index) continue;
    paths.push(path);
  }
  return paths;
}

/** Every public page a search engine should know, as site-relative paths. */
export async function sitemapPaths(pages: string[], now: Date = new Date()): Promise<string[]> {
  const materials = await listMaterials();
  const posts = await latestPosts(5_000, now);
  const [entries, landing] = await Promise.all([entryPagePaths(), indexedLandingPages(now)]);
  // The site content's pages from their kinds' descriptions (ADR 0055); a page that is also
  // a fixed one (the ENICS partner page) once.
  const paths = new Set([
    ...pages,
    ...entries,
    ...(materials.status === "ok" ? materials.materials.map((m) => `/materiais/${m.slug}`) : []),
    ...posts.map((p) => `/blog/${p.slug}`),
    ...landing.map((p) => `/${p.slug}`),
  ]);
  return [...paths];
}

export function sitemapXml(origin: string, paths: string[]) {
  const urls = paths.map((p) => `  <url><loc>${xmlText(`${origin}${p}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
