import { answerText, fieldLabel, fieldName, inReadingOrder, leadPerson } from "~/lib/lead-fields";
import { scoreLabel, scoreLongLabel } from "~/lib/score";
import { brand } from "~content/brand";
import { emails } from "~content/emails";
import type { EmailMessage } from "../leads/deliveries.server";
import { greetingName, inertText } from "./visitor-text.server";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Fills `{name}` marks; a value never contains marks of its own that get filled. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w{1,20})\}/g, (mark, key: string) =>
    key in values ? String(values[key]) : mark,
  );

/** A short HTML e-mail: paragraphs, one button, more paragraphs; inline styles only. */
export type Paragraph = string | { text: string; link: { label: string; href: string } };

export function html(
  before: Paragraph[],
  button: { label: string; href: string } | undefined,
  after: Paragraph[],
) {
  const p = (paragraph: Paragraph) => {
    const body =
      typeof paragraph === "string"
        ? escapeHtml(paragraph)
        : `${escapeHtml(paragraph.text)} <a href="${escapeHtml(paragraph.link.href)}" style="color:#1d4ed8">${escapeHtml(paragraph.link.label)}</a>`;
    return `<p style="margin:0 0 16px;font:16px/1.5 Arial,sans-serif;color:#1e293b">${body}</p>`;
  };
  const link = !button
    ? ""
    : `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#1d4ed8;color:#ffffff;font:bold 16px Arial,sans-serif;text-decoration:none">${escapeHtml(button.label)}</a></p>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body style="margin:0;padding:24px;background:#f8fafc"><div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">${before.map(p).join("")}${link}${after.map(p).join("")}</div></body></html>`;
}

/**
 * The material a person asked for, with its signed link (subject `Seu material: {título}`). Of
 * what the person typed, only the address it goes to and a name that reads as a name.
 */
export function materialEmail(input: {
  to: string;
  name: string;
  title: string;
  link: string;
  linkDays: number;
  bookingUrl: string;
}): EmailMessage {
  const copy = emails.material;
  const values = { title: input.title, days: input.linkDays };
  // The name typed, only when it reads as a name: this e-mail goes to whatever address was typed.
  const name = greetingName(input.name);
  const greeting = name ? fill(copy.greeting, { name }) : copy.greetingNoName;
  const intro = fill(copy.intro, { title: `“${input.title}”` });
  const expiry = fill(copy.expiry, values);
  const text = [
    greeting,
    intro,
    input.link,
    expiry,
    copy.about,
    `${copy.next} ${copy.nextLink}: ${input.bookingUrl}`,
    copy.signature,
  ].join("\n\n");
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text,
    html: html([greeting, intro], { label: copy.button, href: input.link }, [
      expiry,
      copy.about,
      { text: copy.next, link: { label: copy.nextLink, href: input.bookingUrl } },
      `${copy.signature} · ${brand.domain}`,
    ]),
  };
}

/** A text the marketer wrote, as paragraphs: split by blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A campaign form's confirmation to the person who sent it, in the marketer's words: its
 * subject and its text (paragraphs split by blank lines), greeted by the name typed when it
 * reads as one.
 */
export function campaignConfirmationEmail(input: {
  to: string;
  name: unknown;
  subject: string;
  text: string;
}): EmailMessage {
  const copy = emails.campaign;
  const name = greetingName(input.name);
  const greeting = name ? fill(copy.greeting, { name }) : copy.greetingNoName;
  const all = [greeting, ...paragraphsOf(input.text), copy.signature];
  return {
    to: input.to,
    subject: input.subject,
    text: all.join("\n\n"),
    html: html(all.slice(0, -1), undefined, [`${copy.signature} · ${brand.domain}`]),
  };
}

/** A team member's e-mail with one button (ADR 0040, 0048): a link, or the notice of a change. */
function accessEmail(
  copy: (typeof emails)["invite" | "reset" | "emailConfirm" | "emailNotice"],
  to: string,
  link: string,
  values: Record<string, string | number>,
): EmailMessage {
  const greeting = fill(copy.greeting, values);
  const intro = fill(copy.intro, values);
  const expiry = fill(copy.expiry, values);
  return {
    to,
    subject: copy.subject,
    text: [greeting, intro, link, expiry, copy.ignore, copy.signature].join("\n\n"),
    html: html([greeting, intro], { label: copy.button, href: link }, [
      expiry,
      copy.ignore,
      `${copy.signature} · ${brand.domain}`,
    ]),
  };
}

export const inviteEmail = (input: {
  to: string;
  name: string;
  role: string;
  link: string;
  days: number;
}) =>
  accessEmail(emails.invite, input.to, input.link, {
    name: input.name,
    role: input.role,
    days: input.days,
  });

export const resetEmail = (input: { to: string; name: string; link: string; minutes: number }) =>
  accessEmail(emails.reset, input.to, input.link, { name: input.name, minutes: input.minutes });

/** The link that confirms a member's new e-mail, sent to it (ADR 0048). */
export const emailConfirmEmail = (input: {
  to: string;
  name: string;
  link: string;
  hours: number;
}) =>
  accessEmail(emails.emailConfirm, input.to, input.link, { name: input.name, hours: input.hours });

/** The old address told that a new one was asked for; its button opens 'Minha conta'. */
export const emailChangeNotice = (input: {
  to: string;
  name: string;
  newEmail: string;
  accountUrl: string;
}) =>
  accessEmail(emails.emailNotice, input.to, input.accountUrl, {
    name: input.name,
    email: input.newEmail,
  });

/** What replaces a sent link's e-mail in the database. */
export const redactedEmail = (message: Record<string, unknown>) => ({
  ...message,
  text: emails.redacted,
  html: `<p>${escapeHtml(emails.redacted)}</p>`,
});
/** A stored page address as its path ('/diagnostico'): the site's own origin says nothing. */
function pathOf(address: string) {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return address;
  }
}

/** A table of label and value rows, for the alert's fields. */
function rowsHtml(rows: [string, string][]) {
  const cell = "padding:6px 12px 6px 0;font:15px/1.4 Arial,sans-serif;vertical-align:top";
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left;color:#475569;font-weight:normal">${escapeHtml(label)}</th><td style="${cell};color:#0f172a;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

/**
 * The alert a member chose in 'Minha conta': subject `Novo lead A2: {nome} — {formulário}`
 * (A2 the person's grade, when known), the fields as the form named them, where it came from
 * and a link to the lead in the admin. What the lead typed (and the addresses the browser told) is text, never a link (`inertText`).
 */
export function alertEmail(input: {
  to: string;
  formLabel: string;
  payload: Record<string, unknown>;
  sourcePage?: string;
  attribution?: Record<string, string>;
  leadUrl: string;
  /** A material's title, for a download. */
  materialTitle?: string;
  /** Why this member is told: their alert choice by default, or being the owner. */
  footer?: string;
  /** The person's grade with this lead (lib/score): in the subject and first of the fields. */
  grade?: { fit: string; interest: number };
}): EmailMessage {
  const copy = emails.alert;
  const footer = input.footer ?? copy.footer;
  const person = leadPerson(input.payload);
  const fields: [string, string][] = input.grade
    ? [[copy.grade, scoreLongLabel(input.grade.fit, input.grade.interest)]]
    : [];
  for (const [field, value] of inReadingOrder(Object.entries(input.payload))) {
    const name = fieldName(field, input.payload);
    const text =
      field === "materialId" && input.materialTitle
        ? input.materialTitle
        : fieldLabel(field, answerText(value));
    if (name && text) fields.push([name, inertText(text.slice(0, 2000))]);
  }
  const attribution = input.attribution ?? {};
  const campaign = [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign]
    .filter(Boolean)
    .join(" / ");
  const origin: [string, string][] = [
    [copy.page, pathOf(input.sourcePage ?? "")],
    [copy.firstPage, attribution.landingPage ?? ""],
    [copy.campaign, campaign],
  ]
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => [label, inertText(value)]);
  const values = {
    name: inertText(person.name.slice(0, 200)) || copy.noName,
    form: input.formLabel,
    grade: input.grade ? ` ${scoreLabel(input.grade.fit, input.grade.interest)}` : "",
  };
  const intro = fill(copy.intro, values);
  const text = [
    intro,
    fields.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${copy.origin}\n${origin.map(([label, value]) => `${label}: ${value}`).join("\n")}`,
    `${copy.button}: ${input.leadUrl}`,
    footer,
  ].join("\n\n");
  const p = (line: string, style = "") =>
    `<p style="margin:0 0 16px;font:16px/1.5 Arial,sans-serif;color:#1e293b;${style}">${escapeHtml(line)}</p>`;
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(input.leadUrl)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#1d4ed8;color:#ffffff;font:bold 16px Arial,sans-serif;text-decoration:none">${escapeHtml(copy.button)}</a></p>`;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body style="margin:0;padding:24px;background:#f8fafc"><div style="max-width:600px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">${p(intro, "font-weight:bold")}${rowsHtml(fields)}${origin.length ? `${p(copy.origin, "font-weight:bold;margin-bottom:8px")}${rowsHtml(origin)}` : ""}${button}${p(footer, "font-size:13px;color:#64748b")}</div></body></html>`;
  return { to: input.to, subject: fill(copy.subject, values), text, html };
}
