import { fixedPagePaths, sitemapPaths, sitemapXml } from "~/routes/handlers/sitemap.server";
import { env } from "~/server/env.server";
import { publicCacheControl } from "~/server/posts/cache-control.server";
import { nextScheduledDate } from "~/server/posts/queries.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const [paths, nextDue] = await Promise.all([
    sitemapPaths(fixedPagePaths(context.routes), now),
    nextScheduledDate(now),
  ]);
  return new Response(sitemapXml(env().BASE_URL, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Not kept past the next scheduled post's date (ADR 0015).
      "Cache-Control": publicCacheControl(3600, 0, nextDue, now),
    },
  });
}
