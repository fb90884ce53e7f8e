import { env } from "~/server/env.server";
import { publicCacheControl } from "~/server/posts/cache-control.server";
import { latestPosts, nextScheduledDate } from "~/server/posts/queries.server";
import { xmlText } from "~/server/xml.server";
import { brand } from "~content/brand";
import { pages } from "~content/pages";

/** RSS 2.0 of the 20 newest posts, with absolute links. */
export async function loader() {
  const origin = env().BASE_URL;
  const now = new Date();
  const [posts, nextDue] = await Promise.all([latestPosts(20, now), nextScheduledDate(now)]);
  const items = posts
    .map((post) => {
      const link = `${origin}/blog/${post.slug}`;
      return `<item><title>${xmlText(post.title)}</title><link>${xmlText(link)}</link><guid isPermaLink="true">${xmlText(link)}</guid><description>${xmlText(post.excerpt)}</description><category>${xmlText(post.category)}</category><pubDate>${new Date(post.date).toUTCString()}</pubDate></item>`;
    })
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xmlText(`Blog da ${brand.name}`)}</title><link>${xmlText(`${origin}/blog`)}</link><description>${xmlText(pages.blog.description)}</description><language>pt-BR</language><atom:link href="${xmlText(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>${posts[0] ? `<lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>` : ""}${items}</channel></rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Not kept past the next scheduled post's date (ADR 0015).
      "Cache-Control": publicCacheControl(300, 3600, nextDue, now),
    },
  });
}
