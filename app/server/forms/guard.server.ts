import { createHmac, timingSafeEqual } from "node:crypto";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";

/**
 * Spam guards on every public form: a honeypot field people never see, and a signed time
 * stamp of when the page was served, so a form sent faster than a person can fill it is
 * recognised. A valid submission they doubt is stored as suspected for a person to judge
 * (DESIGN D18); a stamp older than a day sends the form back to be sent again.
 */

/** A page's forms are good for a day; an older stamp may have been collected by a bot. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;

const sign = (secret: string, issuedAt: string) =>
  createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");

export function issueFormToken(secret: string, now = Date.now()) {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type GuardVerdict = "person" | "honeypot" | "too-fast" | "bad-token" | "expired";

/** `secrets`: newest first; a token signed with an older secret still counts (rotation). */
export function checkSpamGuards(
  formData: FormData,
  secrets: string[],
  minFillMs: number,
  now = Date.now(),
): GuardVerdict {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  const token = formData.get(TOKEN_FIELD);
  if (typeof token !== "string") return "bad-token";
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
