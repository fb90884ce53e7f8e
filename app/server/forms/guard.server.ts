import { createHmac, timingSafeEqual } from "node:crypto";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";

/**
 * Spam guards on every public form: a honeypot field people never see, and a signed time
 * stamp of when the page was served, so a form sent faster than a person can fill it is
 * recognised. A valid submission they find suspect is stored as suspected for staff to review
 * (ADR 0011); a stamp older than a day sends the form back to be sent again.
 *
 * The stamp travels in a cookie set on every public page's response (ADR 0023), so a page's
 * HTML is the same for every visitor and can be kept compressed. A form sent back to one person
 * (a refusal after a day) carries a newer stamp in its hidden field, which counts first.
 */

/** The cookie of the stamp: set with each public page, read with each form. */
export const FORM_STAMP_COOKIE = "carimbo";
/**
 * The cookie outlives the stamp's day, so a form sent from a page left open longer comes back
 * to be sent again ("expired") rather than without a stamp (suspected).
 */
export const FORM_STAMP_MAX_AGE_S = 7 * 24 * 3_600;

/** A page's forms are good for a day; an older stamp may have been collected by a bot. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;
/** Longer than any stamp we sign: a cookie value that is not one is not read further. */
const MAX_STAMP_LENGTH = 80;

/** The stamp in a `Cookie` header, if any (bounded: only a stamp's length is looked at). */
export function stampFromCookies(header: string | null | undefined) {
  const name = `${FORM_STAMP_COOKIE}=`;
  for (const item of (header ?? "").split(";")) {
    const cookie = item.trim();
    if (cookie.startsWith(name)) return cookie.slice(name.length, name.length + MAX_STAMP_LENGTH);
  }
  return undefined;
}

const sign = (secret: string, issuedAt: string) =>
  createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");

export function issueFormToken(secret: string, now = Date.now()) {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type SpamGuardResult = "person" | "honeypot" | "too-fast" | "bad-token" | "expired";

/** The stamp a form's hidden field carries, when it carries one. */
export function stampFromForm(formData: FormData) {
  const token = formData.get(TOKEN_FIELD);
  return typeof token === "string" && token !== "" ? token : undefined;
}

/**
 * `secrets`: newest first; a token signed with an older secret still counts (rotation).
 * `cookieStamp`: the stamp of the visitor's cookie, read when the form carries none.
 */
export function checkSpamGuards(
  formData: FormData,
  secrets: string[],
  minFillMs: number,
  now = Date.now(),
  cookieStamp?: string,
): SpamGuardResult {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const token = stampFromForm(formData) ?? cookieStamp;
  if (token === undefined) return "bad-token";
  const [issuedAt = "", signature = ""] = token.split(".");
  const given = Buffer.from(signature);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, issuedAt));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return "bad-token";
  const age = now - Number(issuedAt);
  if (!Number.isFinite(age)) return "bad-token";
  if (age > FORM_TOKEN_MAX_AGE_MS) return "expired";
  return age >= minFillMs ? "person" : "too-fast";
}
