import freeMailDomains from "email-providers";

// A free-mail address (gmail, hotmail, uol, bol, terra…) says nothing of a company: the person
// is marked 'e-mail pessoal' and grouped by the company they typed (ADR 0058). The list is the
// maintained `email-providers` package, read once.

const personal = new Set<string>(freeMailDomains);

/** The longest address the site accepts: a longer one is cut before anything reads it. */
const MAX_EMAIL = 254;

/** The key a person is found by: the e-mail as typed, trimmed and lowercased; null when none. */
export function personEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value
    .slice(0, MAX_EMAIL * 2)
    .trim()
    .toLowerCase()
    .slice(0, MAX_EMAIL);
  return email.includes("@") ? email : null;
}

/** Whether a domain is free mail. */
export const isPersonalDomain = (domain: string) => personal.has(domain);

/** The domain of a person's e-mail ('' without one), and whether it is free mail. */
export function emailDomain(email: string | null) {
  const domain = email ? email.slice(email.lastIndexOf("@") + 1) : "";
  return { domain, personal: personal.has(domain) };
}

/**
 * What groups people into a company: a corporate domain, else the company typed (lowercased,
 * spaces folded), else nothing.
 */
export function companyKey(domain: string, personalEmail: boolean, company: string) {
  if (domain && !personalEmail) return domain;
  const typed = company.slice(0, 200).trim().toLowerCase().replace(/\s+/g, " ");
  return typed ? `nome:${typed}` : "";
}
