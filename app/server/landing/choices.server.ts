// What a landing page's blocks may choose from (ADR 0045): the published cases (by slug),
// testimonials and FAQ questions (by entry id) and the materials (by slug), each with the words
// a marketer recognises it by. Read at each request of the editor, so a case published a minute
// ago is there.
import type { ChoiceOption, Choices } from "~/lib/site-content/fields";
import { collections } from "~/lib/site-content/kinds";
import { logger } from "../logger.server";
import { listMaterials } from "../materials/index.server";
import { publishedEntries } from "../site/entries.server";

const LABEL_MAX = 120;
const short = (text: string) =>
  text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1).trimEnd()}…` : text;

async function entryChoices(kind: "case" | "testimonial" | "faq"): Promise<ChoiceOption[]> {
  const spec = collections[kind];
  const rows = await publishedEntries(kind);
  return rows.flatMap((row) => {
    const value = kind === "case" ? row.slug : String(row.id);
    if (!value) return [];
    const title = spec.titleOf(row.data) || spec.words.singular;
    const quote =
      kind === "testimonial" && typeof row.data.quote === "string" ? row.data.quote : "";
    return [{ value, label: short(quote ? `${title}: “${quote}”` : title) }];
  });
}

async function materialChoices(): Promise<ChoiceOption[]> {
  const result = await listMaterials();
  if (result.status !== "ok") {
    logger.warn("materiais indisponíveis para os blocos das páginas");
    return [];
  }
  return result.materials.map((m) => ({ value: m.slug, label: short(m.title) }));
}

export async function landingChoices(): Promise<Choices> {
  const [cases, testimonials, faq, materials] = await Promise.all([
    entryChoices("case"),
    entryChoices("testimonial"),
    entryChoices("faq"),
    materialChoices(),
  ]);
  return { cases, testimonials, faq, materials };
}
