import { env } from "~/server/env.server";
import { latestPosts } from "~/server/posts/queries.server";
import { brand } from "~content/brand";
import { pages } from "~content/pages";

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** RSS 2.0 of the 20 newest posts, with absolute links. */
export async function loader() {
  const origin = env().BASE_URL;
  const posts = await latestPosts(20);
  const items = posts
    .map((post) => {
      const link = `${origin}/blog/${post.slug}`;
      return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><description>${escapeXml(post.excerpt)}</description><category>${escapeXml(post.category)}</category><pubDate>${new Date(post.date).toUTCString()}</pubDate></item>`;
    })
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(`Blog da ${brand.name}`)}</title><link>${origin}/blog</link><description>${escapeXml(pages.blog.description)}</description><language>pt-BR</language><atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>${posts[0] ? `<lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>` : ""}${items}</channel></rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
    },
  });
}
