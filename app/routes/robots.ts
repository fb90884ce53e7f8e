import { env } from "~/server/env.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /baixar/",
    "",
    `Sitemap: ${env().BASE_URL}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
