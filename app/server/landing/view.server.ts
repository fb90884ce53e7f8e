// A stored landing page made ready for its page (ADR 0045): the items its blocks chose read in
// one query per kind whatever the number of blocks (cases by slug, testimonials and questions
// by entry id, materials by slug), those no longer public dropped, and its stored HTML.

import { whenLabel } from "~/lib/booking-view";
import { FORM_ANCHOR, type LandingBlock, type LandingFormType } from "~/lib/landing/blocks";
import { campaignSettings } from "~/lib/landing/campaign-block";
import type { ViewBlock, ViewButton, ViewCampaign, ViewTestimonial } from "~/lib/landing/view";
import type { StoredImage } from "~/lib/site-content/fields";
import { landingPageCopy } from "~content/landing";
import { imagePlaceholder } from "../images/placeholder.server";
import { plainHtml } from "../markdown/stored.server";
import { listMaterials } from "../materials/index.server";
import { type EntryRow, publishedCasesBySlug, publishedEntries } from "../site/entries.server";
import { caseStudyOf, faqItemOf, testimonialOf } from "../site/public.server";
import type { LandingRow } from "./pages.server";

const str = (value: unknown) => (typeof value === "string" ? value : "");
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const rows = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === "object")
    : [];
const image = (value: unknown) =>
  value && typeof value === "object" && str((value as StoredImage).src)
    ? (value as StoredImage)
    : undefined;

function button(data: Record<string, unknown>): ViewButton | undefined {
  const label = str(data.buttonLabel);
  if (!label) return undefined;
  if (data.buttonTo === "form") return { label, to: `#${FORM_ANCHOR}` };
  const to = str(data.buttonLink);
  return to ? { label, to } : undefined;
}

/** A campaign's own form as its page draws it; what happens after the send stays here. */
function campaignView(data: Record<string, unknown>, now: Date): ViewCampaign {
  const settings = campaignSettings(data);
  const { thanks, event } = settings;
  return {
    // The room's address is for the registrants' e-mails, not the page.
    event: event && {
      when: landingPageCopy.eventWhen(
        whenLabel(event.start, "America/Sao_Paulo"),
        Math.round((event.end.getTime() - event.start.getTime()) / 60_000),
      ),
      where: event.room ? landingPageCopy.eventOnline : event.place,
      ended: event.end < now,
      recording: event.recording || undefined,
    },
    // A fixed hidden value is the server's to add: the page does not carry it.
    fields: settings.fields
      .filter((field) => field.kind !== "hidden" || field.from)
      .map((field) => ({ ...field, value: "" })),
    thanks:
      settings.next === "thanks"
        ? {
            title: thanks.title || landingPageCopy.campaignThanks,
            text: thanks.text,
            button:
              thanks.button && thanks.link ? { label: thanks.button, to: thanks.link } : undefined,
          }
        : undefined,
  };
}

/** The ids and slugs the blocks chose, by kind, to read each kind once. */
function chosen(blocks: LandingBlock[]) {
  const of = (type: LandingBlock["type"]) =>
    blocks.flatMap((block) => (block.type === type ? strings(block.data.items) : []));
  const forms = blocks.flatMap((b) => (b.type === "form" ? [str(b.data.material)] : []));
  return {
    cases: of("cases"),
    testimonials: of("testimonials"),
    faq: of("faq"),
    materials: [...of("materials"), ...forms.filter(Boolean)],
  };
}

const byId = (entries: EntryRow[]) => new Map(entries.map((row) => [String(row.id), row]));

/** Reads what the blocks chose: nothing for a kind no block chose. */
async function readChosen(blocks: LandingBlock[]) {
  const wanted = chosen(blocks);
  const [cases, testimonials, faq, materials] = await Promise.all([
    publishedCasesBySlug(wanted.cases.slice(0, 60)),
    wanted.testimonials.length ? publishedEntries("testimonial") : [],
    wanted.faq.length ? publishedEntries("faq") : [],
    wanted.materials.length ? listMaterials() : undefined,
  ]);
  return {
    cases: new Map(cases.flatMap((row) => (row.slug ? [[row.slug, row] as const] : []))),
    testimonials: byId(testimonials),
    faq: byId(faq),
    materials: new Map(
      (materials?.status === "ok" ? materials.materials : []).map((m) => [m.slug, m]),
    ),
  };
}

type Read = Awaited<ReturnType<typeof readChosen>>;

/** Items of `ids` found in `found`, in the block's order. */
const pick = <T>(ids: string[], found: Map<string, T>) =>
  ids.flatMap((id) => {
    const item = found.get(id);
    return item === undefined ? [] : [item];
  });

async function viewOf(
  block: LandingBlock,
  stored: string | null | undefined,
  read: Read,
): Promise<ViewBlock | null> {
  const { data } = block;
  const title = str(data.title);
  switch (block.type) {
    case "hero": {
      const picture = image(data.image);
      return {
        type: "hero",
        title,
        text: str(data.text),
        button: button(data),
        image: picture,
        placeholder: picture ? await imagePlaceholder(picture.src) : null,
      };
    }
    case "text":
      // Rendered when saved (ADR 0049); a row the start-up step has not reached shows its text.
      return { type: "text", title, html: stored ?? plainHtml(str(data.markdown)) };
    case "image": {
      const picture = image(data.image);
      return picture ? { type: "image", image: picture, caption: str(data.caption) } : null;
    }
    case "cta":
      return { type: "cta", title, text: str(data.text), button: button(data) };
    case "form": {
      const formType = str(data.formType) as LandingFormType;
      const material = read.materials.get(str(data.material));
      // A download form whose material is gone has nothing to give: no form.
      if (formType === "download" && !material) return null;
      return {
        type: "form",
        title,
        text: str(data.text),
        formType,
        ...(formType === "download" ? { material } : {}),
        ...(formType === "campaign" ? { campaign: campaignView(data, new Date()) } : {}),
        buttonLabel: str(data.buttonLabel),
      };
    }
    case "cases": {
      const cases = pick(strings(data.items), read.cases).flatMap((row) => {
        const study = caseStudyOf(row);
        if (!study) return [];
        const { slug, category, logo, result, cover } = study;
        const { width, height, src } = cover;
        return [
          { slug, category, logo, title: study.title, result, cover: { src, width, height } },
        ];
      });
      return cases.length ? { type: "cases", title, cases } : null;
    }
    case "testimonials": {
      const items: ViewTestimonial[] = pick(strings(data.items), read.testimonials).map(
        testimonialOf,
      );
      return items.length ? { type: "testimonials", title, items } : null;
    }
    case "faq": {
      const items = [
        ...pick(strings(data.items), read.faq).map(faqItemOf),
        ...rows(data.own).map((row) => ({ question: str(row.question), answer: str(row.answer) })),
      ].filter((item) => item.question && item.answer);
      return items.length ? { type: "faq", title, items } : null;
    }
    case "materials": {
      const items = pick(strings(data.items), read.materials);
      return items.length ? { type: "materials", title, items } : null;
    }
    case "numbers": {
      const figures = rows(data.figures)
        .map((row) => ({ value: str(row.value), label: str(row.label) }))
        .filter((figure) => figure.value && figure.label)
        .slice(0, 4);
      return figures.length ? { type: "numbers", title, figures } : null;
    }
    default:
      return null;
  }
}

/** The page's blocks as its page shows them; a block left with nothing to show is left out. */
export async function landingView(page: Pick<LandingRow, "blocks" | "blocksHtml">) {
  const blocks = page.blocks;
  const read = await readChosen(blocks);
  const views = await Promise.all(
    blocks.map((block, index) => viewOf(block, page.blocksHtml?.[index], read)),
  );
  return views.filter((view): view is ViewBlock => view !== null);
}
