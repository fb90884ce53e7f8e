// The fields an admin form of site content is made of, described once: the editor draws them,
// the server reads and checks a post with them, and the same words are in both (ADR 0042).
import { processedImage } from "../images";

export interface ColumnSpec {
  name: string;
  label: string;
  max: number;
  /** A choice instead of free text. */
  options?: readonly { value: string; label: string }[];
  /** Several lines, kept as a list (one item per line). */
  lines?: boolean;
  /** May stay empty in a row that has other cells. */
  optional?: boolean;
  /** One line, however long it may be. */
  short?: boolean;
}

/** Lists of the site's own items a field chooses from, given by the server at each request. */
export type ChoiceSource = "cases" | "testimonials" | "faq" | "materials";
export type ChoiceOption = { value: string; label: string };
export type Choices = Partial<Record<ChoiceSource, readonly ChoiceOption[]>>;

interface Base {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /**
   * In effect only while a field beside it (by name, in the same list) has one of these
   * values ('on' for a ticked checkbox): hidden otherwise with JavaScript, said without.
   * Its value is kept either way.
   */
  when?: { field: string; is: readonly string[] };
}

export type FieldSpec =
  /** `link`: a path of ours (/…) or an https address; `url`: an http(s) address elsewhere. */
  | (Base & { type: "text"; max: number; format?: "link" | "url" })
  /** A whole number within `min` and `max`, kept as a number. */
  | (Base & { type: "number"; min: number; max: number })
  /** A date and time in the site's time zone (Brasília), kept as typed: '2026-12-10T19:00'. */
  | (Base & { type: "datetime" })
  | (Base & { type: "textarea"; max: number; rows?: number })
  /** A list kept one item per line ('Resultados', 'Tags'). */
  | (Base & { type: "lines"; max: number; min?: number; most?: number })
  /** Paragraphs, separated by an empty line ('O Desafio'). */
  | (Base & { type: "paragraphs"; max: number; min?: number; most?: number })
  /** An image: a file through the image pipeline, or the current address, with its alt text. */
  | (Base & { type: "image" })
  /** Rows of a few columns ('Métricas': value and label), `most` rows shown. */
  | (Base & {
      type: "rows";
      columns: ColumnSpec[];
      min?: number;
      most: number;
      /** With it, the editor shows the filled rows and this many empty ones, up to `most`. */
      spare?: number;
    })
  /** One choice; with `source`, its options are that list's items (`options` is then empty). */
  | (Base & { type: "select"; options: readonly ChoiceOption[]; source?: ChoiceSource })
  /** Several of a list's items ('Cases' of a landing page), one checkbox each, in the list's order. */
  | (Base & { type: "choices"; source: ChoiceSource; min?: number; most: number })
  | (Base & { type: "checkbox" })
  /** Fields kept together under `name`; with `optional`, only when 'Incluir' is ticked. */
  | (Base & { type: "section"; fields: FieldSpec[]; optional?: boolean });

export interface StoredImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type EntryData = Record<string, unknown>;

/** One field's messages, by its form name (`case.challenge`, `metrics.2.value`). */
export type FieldErrors = Record<string, string>;

export const ALT_MAX = 200;
const SRC_MAX = 500;

export const fieldWords = {
  missing: "Preencha este campo.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  tooFew: (min: number) => `Informe pelo menos ${min}.`,
  tooMany: (most: number) => `Informe no máximo ${most}.`,
  badChoice: "Escolha uma das opções.",
  missingChoice: "Marque pelo menos um item.",
  badImage: "Envie uma imagem ou mantenha a atual.",
  missingAlt: "Descreva a imagem para quem não a vê.",
  rowIncomplete: "Preencha todas as colunas da linha ou deixe-a vazia.",
  badLink: "Use um endereço do site (começando com /) ou um endereço https://.",
  badUrl: "Use um endereço completo, começando com https:// ou http://.",
  badNumber: (min: number, max: number) => `Informe um número inteiro de ${min} a ${max}.`,
  badDateTime: "Informe uma data e um horário válidos.",
};

/** An image address we serve: our static images, an upload, or the Supabase bucket's. */
export function isOurImage(src: string) {
  return (
    src.length <= SRC_MAX &&
    (/^\/images\/[\w/.-]+\.(svg|webp|avif|png|jpe?g)$/.test(src) || processedImage(src) !== null)
  );
}

const isLink = (value: string) =>
  /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(value);

const URL_MAX = 2000;
const isUrl = (value: string) => {
  if (value.length > URL_MAX || !/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(value))
    return false;
  return URL.canParse(value);
};

/** '2026-12-10T19:00' (what a datetime-local input sends), a real day of the calendar. */
export function isLocalDateTime(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    (hour ?? 99) < 24 &&
    (minute ?? 99) < 60
  );
}

const splitLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const splitParagraphs = (value: string) =>
  value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);

/** A select's options: its own, or its source's as the server gave them. */
export const optionsOf = (
  spec: { options?: readonly ChoiceOption[]; source?: ChoiceSource },
  choices: Choices = {},
): readonly ChoiceOption[] => (spec.source ? (choices[spec.source] ?? []) : (spec.options ?? []));

/** A choices field's checkbox for one item: `cases-enics`. */
export const choiceName = (name: string, value: string) => `${name}-${value}`;

/** The text a field's input shows for a stored value. */
export function textOf(spec: FieldSpec, value: unknown): string {
  if (spec.type === "number") return typeof value === "number" ? String(value) : "";
  if (spec.type === "lines") return Array.isArray(value) ? value.join("\n") : "";
  if (spec.type === "paragraphs") return Array.isArray(value) ? value.join("\n\n") : "";
  return typeof value === "string" ? value : "";
}

export type Uploads = Map<string, StoredImage>;

/**
 * Reads `fields` from a post: the data to store and, for each refused field, its message.
 * Every value is bounded before it is split; `uploads` holds the images already stored for this
 * post (by form name), which win over the address the form kept.
 */
export function readFields(
  fields: FieldSpec[],
  get: (name: string) => string,
  uploads: Uploads,
  prefix = "",
  choices: Choices = {},
): { data: EntryData; errors: FieldErrors } {
  const data: EntryData = {};
  const errors: FieldErrors = {};
  for (const spec of fields) {
    const name = `${prefix}${spec.name}`;
    const fail = (message: string, at = name) => {
      errors[at] = message;
    };
    switch (spec.type) {
      case "text":
      case "textarea": {
        const value = get(name).trim();
        if (value.length > spec.max) fail(fieldWords.tooLong(spec.max));
        else if (spec.required && !value) fail(fieldWords.missing);
        else if (spec.type === "text" && spec.format === "link" && value && !isLink(value))
          fail(fieldWords.badLink);
        else if (spec.type === "text" && spec.format === "url" && value && !isUrl(value))
          fail(fieldWords.badUrl);
        data[spec.name] = value;
        break;
      }
      case "number": {
        // At most a few digits are read: a longer text is no number in range anyway.
        const value = get(name).trim().slice(0, 20);
        const number = /^-?\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
        if (!value) {
          if (spec.required) fail(fieldWords.missing);
          data[spec.name] = undefined;
        } else if (!(number >= spec.min && number <= spec.max))
          fail(fieldWords.badNumber(spec.min, spec.max));
        else data[spec.name] = number;
        break;
      }
      case "datetime": {
        const value = get(name).trim().slice(0, 20);
        if (!value) {
          if (spec.required) fail(fieldWords.missing);
        } else if (!isLocalDateTime(value)) fail(fieldWords.badDateTime);
        data[spec.name] = value;
        break;
      }
      case "lines":
      case "paragraphs": {
        const raw = get(name);
        if (raw.length > spec.max) {
          fail(fieldWords.tooLong(spec.max));
          break;
        }
        const list = spec.type === "lines" ? splitLines(raw) : splitParagraphs(raw);
        const min = spec.min ?? (spec.required ? 1 : 0);
        if (list.length < min)
          fail(list.length === 0 ? fieldWords.missing : fieldWords.tooFew(min));
        else if (spec.most !== undefined && list.length > spec.most)
          fail(fieldWords.tooMany(spec.most));
        data[spec.name] = list;
        break;
      }
      case "select": {
        const value = get(name);
        if (value === "" && !spec.required) data[spec.name] = "";
        else if (!optionsOf(spec, choices).some((o) => o.value === value))
          fail(fieldWords.badChoice);
        else data[spec.name] = value;
        break;
      }
      case "choices": {
        // One look-up per item the server listed: the post's own names are never walked.
        const chosen = optionsOf(spec, choices)
          .map((o) => o.value)
          .filter((value) => get(choiceName(name, value)) === "on");
        const min = spec.min ?? (spec.required ? 1 : 0);
        if (chosen.length < min)
          fail(chosen.length === 0 ? fieldWords.missingChoice : fieldWords.tooFew(min));
        else if (chosen.length > spec.most) fail(fieldWords.tooMany(spec.most));
        data[spec.name] = chosen;
        break;
      }
      case "checkbox":
        data[spec.name] = get(name) === "on";
        break;
      case "image": {
        const alt = get(`${name}-alt`).trim();
        const uploaded = uploads.get(name);
        const kept = get(`${name}-src`).trim();
        const image = uploaded ?? (kept ? imageAt(kept, name, get) : undefined);
        if (alt.length > ALT_MAX) fail(fieldWords.tooLong(ALT_MAX), `${name}-alt`);
        if (kept && !uploaded && !image) fail(fieldWords.badImage);
        else if (!image && spec.required) fail(fieldWords.badImage);
        else if (image && !alt) fail(fieldWords.missingAlt, `${name}-alt`);
        data[spec.name] = image ? { ...image, alt } : undefined;
        break;
      }
      case "rows": {
        const rows: Record<string, string | string[]>[] = [];
        for (let i = 0; i < spec.most; i++) {
          const cells = spec.columns.map((column) => {
            const value = get(`${name}-${i}-${column.name}`).trim();
            return { column, value };
          });
          if (cells.every((c) => c.value === "")) continue;
          const row: Record<string, string | string[]> = {};
          for (const { column, value } of cells) {
            const at = `${name}-${i}-${column.name}`;
            if (value.length > column.max) fail(fieldWords.tooLong(column.max), at);
            else if (!value && !column.optional) fail(fieldWords.rowIncomplete, at);
            else if (value && column.options && !column.options.some((o) => o.value === value))
              fail(fieldWords.badChoice, at);
            row[column.name] = column.lines ? splitLines(value) : value;
          }
          rows.push(row);
        }
        const min = spec.min ?? (spec.required ? 1 : 0);
        if (rows.length < min)
          fail(rows.length === 0 ? fieldWords.missing : fieldWords.tooFew(min));
        data[spec.name] = rows;
        break;
      }
      case "section": {
        if (spec.optional && get(`${name}-incluir`) !== "on") {
          data[spec.name] = undefined;
          break;
        }
        const inner = readFields(spec.fields, get, uploads, `${name}-`, choices);
        Object.assign(errors, inner.errors);
        data[spec.name] = inner.data;
        break;
      }
    }
  }
  return { data, errors };
}

/** An image the form kept by its address: ours only; a static one keeps the size it had. */
function imageAt(src: string, name: string, get: (name: string) => string) {
  if (!isOurImage(src)) return undefined;
  const processed = processedImage(src);
  if (processed) return { src, alt: "", width: processed.width, height: processed.height };
  const size = (value: string) => Math.min(Math.max(Math.trunc(Number(value)) || 0, 1), 10_000);
  return { src, alt: "", width: size(get(`${name}-width`)), height: size(get(`${name}-height`)) };
}

/** The image fields of `fields` (form names), to store their files before reading the post. */
export function imageFieldNames(fields: FieldSpec[], prefix = ""): string[] {
  return fields.flatMap((spec) => {
    if (spec.type === "image") return [`${prefix}${spec.name}`];
    if (spec.type === "section") return imageFieldNames(spec.fields, `${prefix}${spec.name}-`);
    return [];
  });
}

/** Stored data as the form's flat values (form name → text), for the editor to show. */
export function flatValues(
  fields: FieldSpec[],
  data: EntryData,
  prefix = "",
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of fields) {
    const name = `${prefix}${spec.name}`;
    const value = data[spec.name];
    switch (spec.type) {
      case "checkbox":
        values[name] = value === true ? "on" : "";
        break;
      case "image": {
        const image = value as Partial<StoredImage> | undefined;
        if (image?.src) {
          values[`${name}-src`] = image.src;
          values[`${name}-alt`] = image.alt ?? "";
          values[`${name}-width`] = String(image.width ?? "");
          values[`${name}-height`] = String(image.height ?? "");
        }
        break;
      }
      case "rows": {
        const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
        rows.slice(0, spec.most).forEach((row, i) => {
          for (const column of spec.columns) {
            const cell = row?.[column.name];
            values[`${name}-${i}-${column.name}`] = Array.isArray(cell)
              ? cell.join("\n")
              : String(cell ?? "");
          }
        });
        break;
      }
      case "choices":
        if (Array.isArray(value))
          for (const chosen of value) values[choiceName(name, String(chosen))] = "on";
        break;
      case "section": {
        if (spec.optional) values[`${name}-incluir`] = value ? "on" : "";
        const inner = value && typeof value === "object" ? (value as EntryData) : {};
        Object.assign(values, flatValues(spec.fields, inner, `${name}-`));
        break;
      }
      default:
        values[name] = textOf(spec, value);
    }
  }
  return values;
}

/** A post's text values as typed, each cut just past the longest any field takes. */
export function typedFlatValues(form: FormData, most = 4001): Record<string, string> {
  const values: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" || name.length > 120 || ++count > 600) continue;
    values[name] = value.slice(0, most);
  }
  return values;
}
