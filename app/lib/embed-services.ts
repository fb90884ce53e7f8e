// The services whose pages and scripts /admin/site may put into the public pages (ADR 0047).
// An address saved there counts only on one of these origins; any other origin comes from the
// environment (BOOKING_*, PARTNER_SURVEY_URL), which the operator sets and which wins.
import { brand } from "~content/brand";

/** What a setting embeds: a page in a frame (a calendar, the survey) or a script. */
export type EmbedKind = "frame" | "script";

interface EmbedService {
  name: string;
  /** Origins whose pages may be framed (calendars, forms). */
  frames: readonly string[];
  /** Origins of the service's embed script, if it has one. */
  scripts: readonly string[];
}

/** The list, in the order the admin names it. Exact origins: no other subdomain counts. */
export const embedServices: readonly EmbedService[] = [
  {
    name: "Calendly",
    frames: ["https://calendly.com"],
    scripts: ["https://assets.calendly.com"],
  },
  {
    name: "Cal.com",
    frames: ["https://cal.com", "https://app.cal.com"],
    scripts: ["https://app.cal.com"],
  },
  {
    name: "HubSpot",
    frames: [
      "https://meetings.hubspot.com",
      "https://meetings-eu1.hubspot.com",
      "https://share.hsforms.com",
    ],
    scripts: ["https://static.hsappstatic.net"],
  },
  {
    name: "Google Agenda",
    frames: ["https://calendar.google.com", "https://docs.google.com"],
    scripts: ["https://calendar.google.com"],
  },
  {
    name: "Microsoft Bookings",
    frames: [
      "https://outlook.office365.com",
      "https://outlook.office.com",
      "https://forms.office.com",
    ],
    scripts: [],
  },
  {
    name: "HighLevel",
    frames: ["https://api.leadconnectorhq.com", "https://link.msgsndr.com"],
    scripts: ["https://link.msgsndr.com"],
  },
  {
    name: `a agenda da ${brand.name} (${new URL(brand.bookingOrigin).host})`,
    frames: [brand.bookingOrigin],
    scripts: [brand.bookingOrigin],
  },
];

const originsOf = (kind: EmbedKind) =>
  new Set(
    embedServices.flatMap((service) => (kind === "frame" ? service.frames : service.scripts)),
  );
const accepted: Record<EmbedKind, ReadonlySet<string>> = {
  frame: originsOf("frame"),
  script: originsOf("script"),
};

/** Longer than any address of these services: refused before the URL parser sees it. */
export const EMBED_ADDRESS_MAX = 500;

/** Whether `value` is an https address on an origin of the list for `kind`. */
export function isAcceptedEmbed(value: string, kind: EmbedKind) {
  if (value.length > EMBED_ADDRESS_MAX || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return accepted[kind].has(url.origin);
}

/** The services' names as a sentence: "Calendly, Cal.com … ou …". */
export function acceptedServiceNames(kind: EmbedKind) {
  const names = embedServices
    .filter((service) => (kind === "frame" ? service.frames : service.scripts).length > 0)
    .map((service) => service.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}` : names.join("");
}
