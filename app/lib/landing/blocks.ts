// The blocks a landing page is made of (ADR 0045): each kind is a list of fields described
// like the site's content (ADR 0042), so the editor draws them, the server reads them and the
// page renders what they read, with the same words.
import { landingCopy as copy } from "~content/admin-landing";
import { LANDING_FORM_PREFIX } from "../leads";
import {
  type Choices,
  type EntryData,
  type FieldErrors,
  type FieldSpec,
  flatValues,
  imageFieldNames,
  readFields,
  type Uploads,
} from "../site-content/fields";
import { campaignProblems, campaignSection, settleCampaign } from "./campaign-block";

export const blockTypes = [
  "hero",
  "text",
  "image",
  "cta",
  "form",
  "cases",
  "testimonials",
  "faq",
  "materials",
  "numbers",
] as const;
export type BlockType = (typeof blockTypes)[number];

export const isBlockType = (value: unknown): value is BlockType =>
  blockTypes.some((type) => type === value);

/** One block as stored: its kind and what its fields read. */
export interface LandingBlock {
  type: BlockType;
  data: EntryData;
}

/** A page holds at most this many blocks; a post is never read past it. */
export const MAX_BLOCKS = 20;

import { FORM_ANCHOR } from "./anchor";

export { FORM_ANCHOR };

export const landingFormTypes = [
  "contact",
  "diagnosis",
  "newsletter",
  "download",
  "campaign",
] as const;
export type LandingFormType = (typeof landingFormTypes)[number];

const f = copy.f;
const text = (name: string, label: string, max: number, required = false): FieldSpec => ({
  type: "text",
  name,
  label,
  max,
  required,
});
const area = (name: string, label: string, max: number, required = false): FieldSpec => ({
  type: "textarea",
  name,
  label,
  max,
  required,
});
const sectionTitle = text("title", f.blockTitle, 160);

/** A button: its words, and whether it goes to the page's form or to an address. */
const button = (required: boolean): FieldSpec[] => [
  text("buttonLabel", f.buttonLabel, 60, required),
  {
    type: "select",
    name: "buttonTo",
    label: f.buttonTo,
    required: true,
    options: [
      { value: "form", label: f.toForm },
      { value: "link", label: f.toLink },
    ],
  },
  {
    ...text("buttonLink", f.buttonLink, 300),
    format: "link",
    when: { field: "buttonTo", is: ["link"] },
  } as FieldSpec,
];

export const blockKinds: Record<BlockType, { label: string; fields: FieldSpec[] }> = {
  hero: {
    label: copy.blocks.hero,
    fields: [
      text("title", f.heroTitle, 160, true),
      area("text", f.text, 600),
      ...button(false),
      { type: "image", name: "image", label: f.image },
    ],
  },
  text: {
    label: copy.blocks.text,
    fields: [
      sectionTitle,
      { ...area("markdown", f.markdown, 20_000, true), rows: 12 } as FieldSpec,
    ],
  },
  image: {
    label: copy.blocks.image,
    fields: [
      { type: "image", name: "image", label: f.image, required: true },
      text("caption", f.caption, 200),
    ],
  },
  cta: {
    label: copy.blocks.cta,
    fields: [text("title", f.blockTitle, 160, true), area("text", f.text, 600), ...button(true)],
  },
  form: {
    label: copy.blocks.form,
    fields: [
      sectionTitle,
      area("text", f.text, 600),
      {
        type: "select",
        name: "formType",
        label: f.formType,
        required: true,
        options: landingFormTypes.map((value) => ({ value, label: copy.formTypes[value] })),
      },
      {
        type: "select",
        name: "material",
        label: f.material,
        options: [],
        source: "materials",
        when: { field: "formType", is: ["download"] },
      },
      text("buttonLabel", f.buttonLabel, 60),
      { ...campaignSection, when: { field: "formType", is: ["campaign"] } },
    ],
  },
  cases: {
    label: copy.blocks.cases,
    fields: [
      sectionTitle,
      { type: "choices", name: "items", label: f.cases, source: "cases", min: 1, most: 6 },
    ],
  },
  testimonials: {
    label: copy.blocks.testimonials,
    fields: [
      sectionTitle,
      {
        type: "choices",
        name: "items",
        label: f.testimonials,
        source: "testimonials",
        min: 1,
        most: 6,
      },
    ],
  },
  faq: {
    label: copy.blocks.faq,
    fields: [
      sectionTitle,
      { type: "choices", name: "items", label: f.faq, source: "faq", most: 12 },
      {
        type: "rows",
        name: "own",
        label: f.ownQuestions,
        most: 8,
        columns: [
          { name: "question", label: f.question, max: 200 },
          { name: "answer", label: f.answer, max: 1200 },
        ],
      },
    ],
  },
  materials: {
    label: copy.blocks.materials,
    fields: [
      sectionTitle,
      { type: "choices", name: "items", label: f.materials, source: "materials", min: 1, most: 6 },
    ],
  },
  numbers: {
    label: copy.blocks.numbers,
    fields: [
      sectionTitle,
      {
        type: "rows",
        name: "figures",
        label: f.figures,
        min: 1,
        most: 4,
        columns: [
          { name: "value", label: f.value, max: 20 },
          { name: "label", label: f.label, max: 120 },
        ],
      },
    ],
  },
};

/** The page's own fields besides its address, status and date. */
export const pageFields: FieldSpec[] = [
  text("title", f.title, 160, true),
  { ...text("seoTitle", f.seoTitle, 60), hint: undefined },
  area("seoDescription", f.seoDescription, 160),
  { type: "image", name: "socialImage", label: f.socialImage },
  { type: "checkbox", name: "noindex", label: f.noindex, hint: f.noindexHint },
  { type: "checkbox", name: "focused", label: f.focused, hint: f.focusedHint },
];

/** The form names of block `index`'s fields start with this. */
export const blockPrefix = (index: number) => `bloco-${index}-`;

/**
 * What no field can say alone: one form at most, a button to the form only when there is one,
 * an address for a button that goes to one, a material for a download form, some questions in
 * an FAQ. Messages by form name, as the fields' own.
 */
export function blockProblems(blocks: LandingBlock[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const forms = blocks.filter((block) => block.type === "form").length;
  blocks.forEach((block, index) => {
    const at = (name: string) => `${blockPrefix(index)}${name}`;
    const { data } = block;
    if (block.type === "form") {
      if (forms > 1) errors[at("formType")] = copy.errors.oneForm;
      if (data.formType === "download" && !data.material)
        errors[at("material")] = copy.errors.materialMissing;
      if (data.formType === "campaign") Object.assign(errors, campaignProblems(data, at));
    }
    if ((block.type === "hero" || block.type === "cta") && data.buttonLabel) {
      if (data.buttonTo === "link" && !data.buttonLink)
        errors[at("buttonLink")] = copy.errors.linkMissing;
      if (data.buttonTo === "form" && forms === 0) errors[at("buttonTo")] = copy.errors.noForm;
    }
    if (block.type === "faq") {
      const chosen = Array.isArray(data.items) ? data.items.length : 0;
      const own = Array.isArray(data.own) ? data.own.length : 0;
      if (chosen + own === 0) errors[at("items")] = copy.errors.faqEmpty;
    }
  });
  return errors;
}

/** The form block of a page, if it has one. */
export const formBlock = (blocks: LandingBlock[]) => blocks.find((block) => block.type === "form");

/** The `formId` every lead from a page's form carries: the inbox and dashboard find it by it. */
export const landingFormId = (slug: string) => `${LANDING_FORM_PREFIX}${slug}`;

/** The hidden fields that say how many blocks a post has and each one's kind. */
export const BLOCK_COUNT = "blocos";
export const blockTypeName = (index: number) => `${blockPrefix(index)}tipo`;

/**
 * Reads the blocks of a post (at most MAX_BLOCKS, whatever the count says), each by its kind's
 * fields, then what no field can say alone. A block of an unknown kind is dropped: only a
 * forged post sends one.
 */
export function readBlocks(
  get: (name: string) => string,
  uploads: Uploads,
  choices: Choices,
): { blocks: LandingBlock[]; errors: FieldErrors } {
  const count = Math.min(Math.max(Math.trunc(Number(get(BLOCK_COUNT))) || 0, 0), MAX_BLOCKS);
  const blocks: LandingBlock[] = [];
  const errors: FieldErrors = {};
  for (let index = 0; index < count; index++) {
    const type = get(blockTypeName(index));
    if (!isBlockType(type)) continue;
    // Names keep the post's numbering; the messages must follow the blocks kept.
    const read = readFields(blockKinds[type].fields, get, uploads, blockPrefix(index), choices);
    const at = blocks.length;
    for (const [name, message] of Object.entries(read.errors))
      errors[name.replace(blockPrefix(index), blockPrefix(at))] = message;
    const campaign = type === "form" && read.data.formType === "campaign";
    blocks.push({ type, data: campaign ? settleCampaign(read.data) : read.data });
  }
  return { blocks, errors: { ...errors, ...blockProblems(blocks) } };
}

/** Stored blocks as the form's flat values, numbered from 0. */
export function blocksFlatValues(blocks: LandingBlock[]): Record<string, string> {
  const values: Record<string, string> = { [BLOCK_COUNT]: String(blocks.length) };
  blocks.forEach((block, index) => {
    values[blockTypeName(index)] = block.type;
    Object.assign(
      values,
      flatValues(blockKinds[block.type].fields, block.data, blockPrefix(index)),
    );
  });
  return values;
}

/** Every image field's form name across the post's blocks, to store their files first. */
export function blockImageNames(get: (name: string) => string): string[] {
  const count = Math.min(Math.max(Math.trunc(Number(get(BLOCK_COUNT))) || 0, 0), MAX_BLOCKS);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const type = get(blockTypeName(index));
    if (isBlockType(type))
      names.push(...imageFieldNames(blockKinds[type].fields, blockPrefix(index)));
  }
  return names;
}
