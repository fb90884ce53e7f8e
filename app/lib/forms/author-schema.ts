// The author form of /admin/autores (ADR 0017), checked in the browser through rvf and
// again by the action, like the other admin forms (ADR 0008).
import * as z from "zod/mini";
import { adminAuthorsCopy } from "~content/authors";
import { isCoverAddress } from "../image-address";
import { textChecks } from "./text-checks";

const copy = adminAuthorsCopy.editor;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const AUTHOR_FORM_ID = "author-editor";

export interface AuthorFormValues {
  name: string;
  role: string;
  bio: string;
  avatar: string;
  adminId: string;
}

export const emptyAuthorValues: AuthorFormValues = {
  name: "",
  role: "",
  bio: "",
  avatar: "",
  adminId: "",
};

/** The longest value of each field, in characters. */
export const AUTHOR_LIMITS: Record<keyof AuthorFormValues, number> = {
  name: 100,
  role: 100,
  bio: 500,
  avatar: 2000,
  adminId: 15,
};

const { atMost, requiredText, optionalText, anyTooLong } = textChecks(AUTHOR_LIMITS, copy.tooLong);

/** Name required and unique (the action checks that), the rest optional; empty avatar: none. */
export const authorSchema = z.pipe(
  z.object({
    name: requiredText("name", copy.missing),
    role: optionalText("role"),
    bio: optionalText("bio"),
    avatar: optionalText("avatar"),
    adminId: z._default(z.string().check(atMost("adminId"), z.regex(/^\d*$/, copy.missing)), ""),
  }),
  z.transform((author) => {
    const avatar = author.avatar.trim();
    return {
      name: author.name.trim().replace(/\s+/g, " "),
      role: author.role.trim(),
      bio: author.bio.trim(),
      avatar: avatar && isCoverAddress(avatar) ? avatar : null,
      adminId: author.adminId ? Number(author.adminId) : null,
    };
  }),
);

/** The message above the form for a refusal: what is too long, else what is missing. */
export function authorRefusal(fieldErrors: Record<string, string>) {
  return anyTooLong(fieldErrors)
    ? "Alguns campos passaram do tamanho permitido. Confira os campos marcados."
    : copy.missing;
}

/** What the author form's action answers when it does not redirect (rvf's shape). */
export interface AuthorEditorReply {
  formId: typeof AUTHOR_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: AuthorFormValues;
  message?: string;
}
