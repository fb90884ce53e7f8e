// A landing page as the editor's form values (ADR 0045), and the words that sum up a refusal.
import { landingCopy, landingScreensCopy } from "~content/admin-landing";
import { toSaoPauloLocal } from "../dates";
import { type EntryData, flatValues, type StoredImage } from "../site-content/fields";
import { blockKinds, blocksFlatValues, isBlockType, type LandingBlock, pageFields } from "./blocks";

/** The form's names besides `pageFields` and the blocks'. */
export const SLUG = "slug";
export const STATUS = "status";
export const PUBLISH_AT = "publishAt";

/** What a page, or one of its revisions, holds that the editor shows. */
export interface LandingFormSource {
  slug: string;
  title: string;
  status: string;
  publishAt: Date | string;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: StoredImage | null;
  noindex: boolean;
  focused?: boolean;
  blocks: LandingBlock[];
}

export function landingFormValues(page: LandingFormSource): Record<string, string> {
  const data: EntryData = {
    title: page.title,
    seoTitle: page.seoTitle ?? "",
    seoDescription: page.seoDescription ?? "",
    socialImage: page.socialImage ?? undefined,
    noindex: page.noindex,
    focused: page.focused === true,
  };
  return {
    ...flatValues(pageFields, data),
    [SLUG]: page.slug,
    [STATUS]: page.status === "published" ? "published" : "draft",
    [PUBLISH_AT]: toSaoPauloLocal(page.publishAt),
    ...blocksFlatValues(page.blocks.filter((block) => isBlockType(block.type))),
  };
}

export const newLandingValues = (): Record<string, string> => ({
  [STATUS]: "draft",
  [PUBLISH_AT]: "",
  blocos: "0",
});

const pageLabels: Record<string, string> = {
  [SLUG]: landingCopy.f.address,
  [STATUS]: landingScreensCopy.status,
  [PUBLISH_AT]: landingScreensCopy.date,
  ...Object.fromEntries(pageFields.map((spec) => [spec.name, spec.label])),
};

/**
 * Where a refusal's messages are, in the form's order: 'Título', 'Endereço', …, 'Bloco 2:
 * Destaque'. One line per field of the page, one per block.
 */
export function refusalSummary(errors: Record<string, string>, values: Record<string, string>) {
  const lines: string[] = [];
  const blocks = new Set<number>();
  for (const name of Object.keys(errors)) {
    const block = /^bloco-(\d+)-/.exec(name);
    if (block) {
      blocks.add(Number(block[1]));
      continue;
    }
    const label = pageLabels[name.replace(/-(alt|src|file)$/, "")] ?? name;
    if (!lines.includes(label)) lines.push(label);
  }
  for (const index of [...blocks].sort((a, b) => a - b)) {
    const type = values[`bloco-${index}-tipo`];
    const kind = isBlockType(type) ? blockKinds[type].label : "";
    lines.push(landingScreensCopy.blocks.legend(index + 1, kind));
  }
  return lines;
}
