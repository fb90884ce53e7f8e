// The form block's own form (ADR 0059) as the editor keeps it: a section of the block with a
// starting point, the fields as rows, the next step and the confirmation e-mail. Rows are what
// the editor draws; `campaignFields` reads them as the form's fields.
import { landingCopy } from "~content/admin-landing";
import { campaignPresets } from "~content/forms/campaign-presets";
import { fromSaoPauloLocal } from "../dates";
import type { EntryData, FieldSpec } from "../site-content/fields";
import {
  addressParams,
  CAMPAIGN_LIMITS,
  type CampaignField,
  campaignFieldKinds,
  campaignFieldProblems,
  identifierFor,
  problemWords,
  readCampaignFields,
} from "./campaign-form";

const copy = landingCopy.campaign;

export const CAMPAIGN_SECTION = "campaign";
export const campaignNextSteps = ["thanks", "booking", "link"] as const;
type Preset = keyof typeof campaignPresets;
const presetNames = Object.keys(campaignPresets) as Preset[];

const text = (name: string, label: string, max: number, extra: Partial<FieldSpec> = {}) =>
  ({ type: "text", name, label, max, ...extra }) as FieldSpec;

/** The thanks' fields are in effect when it is the next step (empty is the thanks too). */
const thanks = { field: "next", is: ["thanks", ""] } as const;
/** An optional section's fields, while 'Incluir' is ticked. */
const included = { field: "incluir", is: ["on"] } as const;

/** The section's fields, inside the form block. */
export const campaignSection: FieldSpec = {
  type: "section",
  name: CAMPAIGN_SECTION,
  label: copy.section,
  hint: copy.sectionHint,
  fields: [
    {
      type: "select",
      name: "preset",
      label: copy.preset,
      hint: copy.presetHint,
      options: presetNames.map((value) => ({ value, label: campaignPresets[value].label })),
    },
    {
      type: "rows",
      name: "fields",
      label: copy.fields,
      hint: copy.fieldsHint,
      most: CAMPAIGN_LIMITS.fields,
      spare: 2,
      columns: [
        { name: "label", label: copy.label, max: CAMPAIGN_LIMITS.label },
        { name: "id", label: copy.id, max: CAMPAIGN_LIMITS.identifier, optional: true },
        {
          name: "kind",
          label: copy.kind,
          max: 20,
          options: campaignFieldKinds.map((value) => ({ value, label: copy.kinds[value] })),
        },
        {
          name: "required",
          label: copy.required,
          max: 3,
          optional: true,
          options: [{ value: "sim", label: copy.yes }],
        },
        {
          name: "options",
          label: copy.options,
          max: CAMPAIGN_LIMITS.options * (CAMPAIGN_LIMITS.option + 2),
          lines: true,
          optional: true,
        },
        {
          name: "value",
          label: copy.value,
          max: CAMPAIGN_LIMITS.hidden,
          optional: true,
          short: true,
        },
        {
          name: "from",
          label: copy.from,
          max: 20,
          optional: true,
          options: addressParams.map((value) => ({ value, label: value })),
        },
      ],
    },
    {
      type: "select",
      name: "next",
      label: copy.next,
      // Empty is the thanks; a block of another kind has no next step of its own.
      options: campaignNextSteps.map((value) => ({ value, label: copy.nextOptions[value] })),
    },
    text("nextLink", copy.nextLink, 300, { format: "link", when: { field: "next", is: ["link"] } }),
    text("thanksTitle", copy.thanksTitle, 160, { hint: copy.thanksTitleHint, when: thanks }),
    { type: "textarea", name: "thanksText", label: copy.thanksText, max: 1000, when: thanks },
    text("thanksButton", copy.thanksButton, 60, { when: thanks }),
    text("thanksButtonLink", copy.thanksButtonLink, 300, { format: "link", when: thanks }),
    text("confirmSubject", copy.confirmSubject, 150, { hint: copy.confirmSubjectHint }),
    { type: "textarea", name: "confirmText", label: copy.confirmText, max: 3000 },
    {
      type: "section",
      name: "event",
      label: copy.event.section,
      hint: copy.event.hint,
      optional: true,
      fields: [
        {
          type: "datetime",
          name: "start",
          label: copy.event.start,
          required: true,
          when: included,
        },
        {
          type: "number",
          name: "minutes",
          label: copy.event.minutes,
          min: 15,
          max: 720,
          required: true,
          when: included,
        },
        text("room", copy.event.room, 300, { format: "url", when: included }),
        text("place", copy.event.place, 300, { when: included }),
        text("recording", copy.event.recording, 300, {
          format: "url",
          hint: copy.event.recordingHint,
          when: included,
        }),
      ],
    },
  ],
};

type Row = Record<string, unknown>;

/** The section as stored, or an empty one. */
const sectionOf = (data: EntryData): EntryData =>
  data[CAMPAIGN_SECTION] && typeof data[CAMPAIGN_SECTION] === "object"
    ? (data[CAMPAIGN_SECTION] as EntryData)
    : {};

/** The form's fields, from the rows the editor keeps. */
export function campaignFields(data: EntryData): CampaignField[] {
  const rows = sectionOf(data).fields;
  if (!Array.isArray(rows)) return [];
  return readCampaignFields(rows.map((row: Row) => ({ ...row, required: row.required === "sim" })));
}

const rowOf = (field: {
  kind: string;
  id: string;
  label: string;
  required: boolean;
  options: readonly string[];
  value: string;
  from: string;
}): Row => ({
  label: field.label,
  id: field.id,
  kind: field.kind,
  required: field.required ? "sim" : "",
  options: [...field.options],
  value: field.value,
  from: field.from,
});

/**
 * The section as saved: a form without fields starts from its starting point, and a field
 * without an identifier gets one from its label (unique in the form), so a later change of
 * the label keeps its answers together.
 */
export function settleCampaign(data: EntryData): EntryData {
  const section = sectionOf(data);
  let rows = Array.isArray(section.fields) ? (section.fields as Row[]) : [];
  const preset = presetNames.find((name) => name === section.preset);
  if (rows.length === 0 && preset) rows = campaignPresets[preset].fields.map(rowOf);
  const taken = new Set(rows.map((row) => String(row.id ?? "")).filter(Boolean));
  rows = rows.map((row) => {
    if (row.id) return row;
    const base = identifierFor(String(row.label ?? ""));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base.slice(0, 36)}_${n}`;
    taken.add(id);
    return { ...row, id };
  });
  // An empty next step is the thanks: the editor then says so.
  const next = section.next || "thanks";
  return { ...data, [CAMPAIGN_SECTION]: { ...section, fields: rows, next } };
}

/** What the section cannot be, by the form names of the block's fields (`at`). */
export function campaignProblems(data: EntryData, at: (name: string) => string) {
  const errors: Record<string, string> = {};
  const section = sectionOf(data);
  const inside = (name: string) => at(`${CAMPAIGN_SECTION}-${name}`);
  const rows = Array.isArray(section.fields) ? (section.fields as Row[]) : [];
  const fields = campaignFields(data);
  // A row the reading dropped has an identifier no field may have.
  const dropped = rows.find((row) => !fields.some((field) => field.id === row.id));
  const messages = campaignFieldProblems(fields).map(({ index, problem }) => {
    const label = fields[index]?.label;
    return label ? copy.problem(label, problemWords[problem]) : problemWords[problem];
  });
  if (dropped)
    messages.unshift(
      copy.problem(String(dropped.label ?? ""), landingCopy.errors.identifierFormat),
    );
  if (messages.length > 0) errors[inside("fields")] = messages.join(" ");
  if (section.next === "link" && !section.nextLink)
    errors[inside("nextLink")] = copy.nextLinkMissing;
  const event = section.event as EntryData | undefined;
  if (event && !event.room && !event.place) errors[inside("event-room")] = copy.event.whereMissing;
  if (section.confirmSubject && !section.confirmText)
    errors[inside("confirmText")] = copy.confirmTextMissing;
  return errors;
}

/** What the page and its action need of the section: fields, next step, thanks, e-mail. */
export function campaignSettings(data: EntryData) {
  const section = sectionOf(data);
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  const next = campaignNextSteps.find((step) => step === section.next) ?? "thanks";
  return {
    fields: campaignFields(data),
    next,
    nextLink: str(section.nextLink),
    thanks: {
      title: str(section.thanksTitle),
      text: str(section.thanksText),
      button: str(section.thanksButton),
      link: str(section.thanksButtonLink),
    },
    confirmation: str(section.confirmSubject)
      ? { subject: str(section.confirmSubject), text: str(section.confirmText) }
      : undefined,
    event: eventOf(section.event),
  };
}

/** The event a campaign form registers for: when, how long, where, and its recording. */
export interface CampaignEvent {
  start: Date;
  end: Date;
  /** The online room's address; the place, for one in person. */
  room: string;
  place: string;
  recording: string;
}

function eventOf(raw: unknown): CampaignEvent | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const event = raw as EntryData;
  const start = typeof event.start === "string" ? fromSaoPauloLocal(event.start) : undefined;
  const minutes = typeof event.minutes === "number" ? event.minutes : Number(event.minutes);
  if (!start || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    start,
    end: new Date(start.getTime() + Math.min(minutes, 720) * 60_000),
    room: str(event.room),
    place: str(event.place),
    recording: str(event.recording),
  };
}
export type CampaignSettings = ReturnType<typeof campaignSettings>;
