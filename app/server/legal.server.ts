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
  contactEmail: brand.contactEmail,
  privacyEmail: brand.privacyEmail,
  domain: brand.domain,
};

const cache = new Map<LegalDocument, RenderedMarkdown>();

/** The legal text in content/legal, with the brand filled in, rendered once per process. */
export function legalDocument(name: LegalDocument): RenderedMarkdown {
  let rendered = cache.get(name);
  if (!rendered) {
    const markdown = sources[name].replace(/\{\{(\w+)\}\}/g, (token, key: string) => {
      const value = tokens[key];
      if (value === undefined) throw new Error(`Marcador desconhecido em ${name}.md: ${token}`);
      return value;
    });
    rendered = renderMarkdown(markdown);
    cache.set(name, rendered);
  }
  return rendered;
}
