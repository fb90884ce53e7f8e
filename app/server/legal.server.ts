import type { RenderedMarkdown } from "~/lib/markdown";
import { brand } from "~content/brand";
import privacy from "~content/legal/privacidade.md?raw";
import terms from "~content/legal/termos-de-uso.md?raw";
import { renderMarkdown } from "./markdown/render.server";

const sources = { privacidade: privacy, "termos-de-uso": terms } as const;
export type LegalDocument = keyof typeof sources;

const tokens: Record<string, string> = {
  brand: brand.name,
  legalName: brand.legalName,
  privacyEmail: brand.privacyEmail,
  domain: brand.domain,
};

/** By document and contact e-mail: the e-mail changes seldom (/admin/site), so few are kept. */
const cache = new Map<string, RenderedMarkdown>();
const KEPT = 8;

/**
 * The legal text in content/legal, with the brand and the site's contact e-mail filled in,
 * rendered once per process and e-mail.
 */
export function legalDocument(name: LegalDocument, contactEmail: string): RenderedMarkdown {
  const key = `${name} ${contactEmail}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const values: Record<string, string> = { ...tokens, contactEmail };
    const markdown = sources[name].replace(/\{\{(\w+)\}\}/g, (token, field: string) => {
      const value = values[field];
      if (value === undefined) throw new Error(`Marcador desconhecido em ${name}.md: ${token}`);
      return value;
    });
    rendered = renderMarkdown(markdown);
    if (cache.size >= KEPT) cache.clear();
    cache.set(key, rendered);
  }
  return rendered;
}
