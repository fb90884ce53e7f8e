import { createHmac, timingSafeEqual } from "node:crypto";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";

/**
 * Spam guards on every public form: a honeypot field people never see, and a signed time
 * stamp of when the page was served, so a form sent faster than a person can fill it is
 * recognised. Bots get a fake success; nothing of theirs is stored or delivered.
 */

const sign = (secret: string, issuedAt: string) =>
  createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");

export function issueFormToken(secret: string, now = Date.now()) {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type GuardVerdict = "person" | "honeypot" | "too-fast" | "bad-token";

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
  return Number.isFinite(age) && age >= minFillMs ? "person" : "too-fast";
}
