import { iconForType } from "~/lib/materials";
import { slugify } from "~/lib/slug";
import { plainText } from "../markdown/plain-text.server";
import { OutboundError, safeFetch } from "../outbound/safe-fetch.server";
import type { MaterialEntry } from "./source.server";

/** The fields of a WordPress REST post that the spec reads (section 7, Materials). */
export interface WordPressPost {
  id: number;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  link?: string;
  link_material?: string;
  acf?: { link_material?: string; download_link?: string; material_type?: string } | unknown[];
  _embedded?: { "wp:term"?: { taxonomy?: string; name?: string }[][] };
}

const typeKeywords: [RegExp, string][] = [
  [/e-?book/i, "E-book"],
  [/\bcase\b|\bcaso\b/i, "Case"],
  [/whitepaper/i, "Whitepaper"],
  [/template/i, "Template"],
  [/framework/i, "Framework"],
  [/checklist/i, "Checklist"],
  [/relat[oó]rio/i, "Relatório"],
  [/\bguia\b/i, "Guia"],
  [/playbook/i, "Playbook"],
  [/webinar/i, "Webinar"],
];

/**
 * Maps one post with the spec's precedence rules for type, category and link. Its download_link
 * (https only) is where the signed download sends the visitor; it never reaches a page.
 */
export function toMaterial(post: WordPressPost): MaterialEntry {
  const acf = Array.isArray(post.acf) ? {} : (post.acf ?? {});
  const terms = (post._embedded?.["wp:term"] ?? []).flat();
  const term = (taxonomy: string) => terms.find((t) => t.taxonomy === taxonomy)?.name;
  const title = plainText(post.title?.rendered);
  const type =
    term("material_type") ??
    acf.material_type ??
    typeKeywords.find(([pattern]) => pattern.test(title))?.[1] ??
    "Material";
  const download = acf.download_link ?? "";
  return {
    material: {
      id: String(post.id),
      slug: slugify(title),
      title,
      description: plainText(post.excerpt?.rendered),
      type,
      icon: iconForType(type),
      category: term("category")?.toLowerCase() ?? "general",
      link: post.link_material || acf.link_material || post.link || "#",
      materialId: `material-${post.id}`,
      image: null,
    },
    source:
      /^https:\/\/[^\s"'<>]+$/i.test(download) && URL.canParse(download)
        ? { kind: "address", url: download }
        : { kind: "none" },
  };
}

/** The materials list is small; past this the API is not what we think it is. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Only public addresses, or those of `allow` (OUTBOUND_ALLOW_HOSTS); failures throw. */
export async function fetchWordPressMaterials(
  url: string,
  { timeoutMs = 5_000, allow = [] as readonly string[] } = {},
): Promise<MaterialEntry[]> {
  const response = await safeFetch(url, {
    allow,
    maxBytes: MAX_BYTES,
    timeoutMs,
    headers: { accept: "application/json" },
  });
  if (response.status !== 200) {
    throw new OutboundError(`API de materiais: HTTP ${response.status}`);
  }
  const posts = response.json();
  if (!Array.isArray(posts))
    throw new OutboundError("API de materiais: a resposta não é uma lista");
  return (posts as WordPressPost[]).filter((p) => typeof p?.id === "number").map(toMaterial);
}
