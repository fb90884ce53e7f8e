import { cases } from "~content/cases";
import { partnerCases } from "~content/partners";
import { services } from "~content/services";
import { listMaterials } from "./materials/index.server";
import { latestPosts } from "./posts/queries.server";
import { xmlText } from "./xml.server";

/** Pages with no parameter, in the order of the spec's route table. */
const staticPaths = [
  "/",
  "/servicos",
  "/cases",
  "/partners/enics",
  "/materiais",
  "/downloads",
  "/comunidade",
  "/quem-somos",
  "/blog",
  "/diagnostico",
  "/rei",
  "/cadastro-parceiro",
  "/privacidade",
  "/termos-de-uso",
];

/** Every public page a search engine should know, as site-relative paths. */
export async function sitemapPaths(): Promise<string[]> {
  const materials = await listMaterials();
  const posts = await latestPosts(5_000);
  return [
    ...staticPaths,
    ...services.map((s) => `/servicos/${s.slug}`),
    ...cases.map((c) => `/cases/${c.slug}`),
    ...partnerCases.filter((p) => p.slug !== "enics").map((p) => `/partners/${p.slug}`),
    ...(materials.status === "ok" ? materials.materials.map((m) => `/materiais/${m.slug}`) : []),
    ...posts.map((p) => `/blog/${p.slug}`),
  ];
}

export function sitemapXml(origin: string, paths: string[]) {
  const urls = paths.map((p) => `  <url><loc>${xmlText(`${origin}${p}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
