// The material form (/admin/materiais/novo, /admin/materiais/editar/:id): one schema, checked
// in the browser through rvf and again by the action (ADR 0008, ADR 0014).
import * as z from "zod/mini";
import { adminMaterialsCopy } from "~content/admin-materials";
import { materialCategories, materialTypes } from "~content/materials";
import { isCoverAddress } from "../image-address";
import { MAX_MATERIAL_FILE_BYTES } from "../material-file";
import { slugify } from "../slug";
import { textChecks } from "./text-checks";

const material = adminMaterialsCopy.editor;
const materialFile = adminMaterialsCopy.file;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const MATERIAL_FORM_ID = "material-editor";

/**
 * The form's text fields as typed, sent back untouched when the server refuses them. The file
 * itself cannot come back: a file already stored travels as `pendingFile`, a signed token, with
 * the name the admin knows it by (`pendingFileName`, only shown). `currentFile` is "1" when the
 * material being edited has a file, which the action sets itself from the database.
 */
export interface MaterialFormValues {
  title: string;
  slug: string;
  type: string;
  category: string;
  description: string;
  image: string;
  externalUrl: string;
  pendingFile: string;
  pendingFileName: string;
  currentFile: string;
}

export const emptyMaterialValues: MaterialFormValues = {
  title: "",
  slug: "",
  type: "",
  category: "",
  description: "",
  image: "",
  externalUrl: "",
  pendingFile: "",
  pendingFileName: "",
  currentFile: "",
};

/** The longest value of each field, in characters. */
export const MATERIAL_LIMITS: Record<keyof MaterialFormValues, number> = {
  title: 300,
  slug: 200,
  type: 100,
  category: 100,
  description: 2000,
  image: 2000,
  externalUrl: 2000,
  pendingFile: 400,
  pendingFileName: 200,
  currentFile: 10,
};

export const materialTypeOptions = materialTypes.map((type) => ({ value: type, label: type }));
export const materialCategoryOptions = Object.entries(materialCategories).map(([value, label]) => ({
  value,
  label,
}));

const isMaterialType = (value: string) => (materialTypes as readonly string[]).includes(value);
const isMaterialCategory = (value: string) => Object.hasOwn(materialCategories, value);

/** An external material is a complete https address: nothing else is ever linked to. */
export const isHttpsLink = (value: string) => {
  if (!/^https:\/\/[^\s"'<>]+$/i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== "";
};

/** A file the admin chose: the browser sends an empty, nameless one when none was. */
export const isChosenFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && (value.size > 0 || value.name !== "");

const {
  atMost: materialAtMost,
  requiredText: materialText,
  optionalText: materialOptional,
  choice: materialChoice,
  anyTooLong,
} = textChecks(MATERIAL_LIMITS, material.tooLong);

/**
 * The material form's rules, in the browser (rvf reads the form's own FormData, the chosen file
 * included) and in the action: title, type, category and description required; the slug, empty,
 * made from the title; limits before any pattern; a link only https; a file at most 50 MB and
 * not empty (its kind is judged by its bytes on the server); and a new material needs a file or
 * a link, not both. What it gives the action is what is saved, without the file: the action
 * stores that and decides what the material is.
 */
export const materialSchema = z.pipe(
  z
    .object({
      title: materialText("title", material.missingTitle),
      slug: materialOptional("slug"),
      type: materialChoice("type", isMaterialType, material.missingType),
      category: materialChoice("category", isMaterialCategory, material.missingCategory),
      description: materialText("description", material.missingDescription),
      image: materialOptional("image"),
      externalUrl: z._default(
        z.string().check(
          materialAtMost("externalUrl"),
          z.refine((v) => !v.trim() || isHttpsLink(v.trim()), material.linkInvalid),
        ),
        "",
      ),
      pendingFile: materialOptional("pendingFile"),
      pendingFileName: materialOptional("pendingFileName"),
      currentFile: materialOptional("currentFile"),
      discardPendingFile: z._default(z.string(), ""),
      file: z.optional(
        z.unknown().check(
          z.refine((v) => !isChosenFile(v) || v.size <= MAX_MATERIAL_FILE_BYTES, {
            error: materialFile.tooLarge(MAX_MATERIAL_FILE_BYTES / (1024 * 1024)),
            abort: true,
          }),
          z.refine((v) => !isChosenFile(v) || v.size > 0, materialFile.empty),
        ),
      ),
    })
    .check(
      // Also when a field failed, so that every message shows at once; the first per field wins.
      z.superRefine(
        (form, context) => {
          const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
          const title = text(form.title);
          const slug = text(form.slug);
          if ((slug && !slugify(slug)) || (!slug && title && !slugify(title))) {
            context.addIssue({
              code: "custom",
              path: ["slug"],
              message: material.slugInvalid,
              input: form.slug,
            });
          }
          const hasFile =
            isChosenFile(form.file) ||
            (text(form.pendingFile) !== "" && form.discardPendingFile !== "on");
          const hasLink = text(form.externalUrl) !== "";
          if (hasFile && hasLink) {
            context.addIssue({
              code: "custom",
              path: ["externalUrl"],
              message: material.bothContents,
              input: form.externalUrl,
            });
          } else if (!hasFile && !hasLink && form.currentFile !== "1") {
            context.addIssue({
              code: "custom",
              path: ["file"],
              message: material.missingContent,
              input: form.file,
            });
          }
        },
        { when: () => true },
      ),
    ),
  z.transform((form) => {
    const image = form.image.trim();
    const link = form.externalUrl.trim();
    return {
      fields: {
        title: form.title.trim(),
        slug: slugify(form.slug.trim() || form.title.trim()),
        type: form.type,
        category: form.category,
        description: form.description.trim(),
        image: image && isCoverAddress(image) ? image : null,
      },
      externalUrl: link || null,
    };
  }),
);

/** The message above the form for a refusal: what is too long, else to look at the fields. */
export function materialRefusal(fieldErrors: Record<string, string>) {
  return anyTooLong(fieldErrors) ? material.tooLongSummary : material.refused;
}

/**
 * What the material form's action answers when it does not redirect, in rvf's shape: the
 * errors, the values as typed, and the file stored on the way, if any, to show.
 */
export interface MaterialEditorReply {
  formId: typeof MATERIAL_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: MaterialFormValues;
  message: string;
  /** A file stored with this refused post: its token is in `repopulateFields.pendingFile`. */
  pending?: { name: string; size: number };
}
