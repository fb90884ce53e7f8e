import { fixedPagePaths, sitemapPaths, sitemapXml } from "~/routes/handlers/sitemap.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const paths = await sitemapPaths(fixedPagePaths(context.routes));
  return new Response(sitemapXml(env().BASE_URL, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
