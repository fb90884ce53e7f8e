import { env } from "~/server/env.server";
import { sitemapPaths, sitemapXml } from "~/server/sitemap.server";

export async function loader() {
  return new Response(sitemapXml(env().BASE_URL, await sitemapPaths()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
