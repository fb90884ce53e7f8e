// The redirect form of /admin/redirecionamentos (ADR 0044), checked in the browser through rvf
// and again by the action, which also refuses a live page, a loop and a taken 'De'.
import * as z from "zod/mini";
import { adminRedirectsCopy } from "~content/admin-redirects";
import { filled, textChecks } from "./text-checks";

const copy = adminRedirectsCopy.editor;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const REDIRECT_FORM_ID = "redirect-editor";

export interface RedirectFormValues {
  from: string;
  to: string;
  status: string;
}

export const emptyRedirectValues: RedirectFormValues = { from: "", to: "", status: "301" };

/** The longest value of each field, in characters ('De' as long as any path a row keeps). */
export const REDIRECT_LIMITS: Record<keyof RedirectFormValues, number> = {
  from: 200,
  to: 500,
  status: 3,
};

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

// No white space, control character or backslash anywhere: none is in an address as typed.
const PLAIN = /^[^\s\p{Cc}\\]*$/u;

/**
 * A path of ours as 'De' takes it: starts with one slash, no host, no query or fragment (a
 * redirect answers for a path whatever its query; ADR 0044).
 */
export const isOwnPath = (value: string) =>
  value.startsWith("/") && !value.startsWith("//") && PLAIN.test(value) && !/[?#]/.test(value);

/** 'Para': a path of ours (a query or fragment allowed) or an https:// address. */
export function isRedirectTarget(value: string) {
  if (!PLAIN.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const { requiredText, choice, anyTooLong } = textChecks(REDIRECT_LIMITS, copy.tooLong);

export const redirectSchema = z.pipe(
  z.object({
    from: requiredText("from", copy.missing).check(
      z.refine((value) => !filled(value) || isOwnPath(value.trim()), copy.badFrom),
    ),
    to: requiredText("to", copy.missing).check(
      z.refine((value) => !filled(value) || isRedirectTarget(value.trim()), copy.badTo),
    ),
    status: choice("status", (value) => value === "301" || value === "302", copy.missing),
  }),
  z.transform((fields) => ({
    from: fields.from.trim(),
    to: fields.to.trim(),
    status: Number(fields.status) as RedirectStatus,
  })),
);

/** The message above the form for a refusal: what is too long, else what is wrong. */
export function redirectRefusal(fieldErrors: Record<string, string>) {
  if (anyTooLong(fieldErrors)) return copy.tooLongSummary;
  const bad = [fieldErrors.from, fieldErrors.to].find((e) => e && e !== copy.missing);
  return bad ?? copy.missing;
}

/** What the redirect form's action answers when it does not redirect (rvf's shape). */
export interface RedirectEditorReply {
  formId: typeof REDIRECT_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: RedirectFormValues;
  message?: string;
}
