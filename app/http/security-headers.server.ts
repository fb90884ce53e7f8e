import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { isAdminPath } from "~/http/private-paths.server";
import { TAG_HOSTS } from "~/lib/consent";
import type { Env } from "~/server/env.server";
import {
  configuredEmbeds,
  type EmbeddedAddresses,
  embeddedAddresses,
} from "~/server/site-settings/settings.server";
import { siteStylesSource } from "~/server/site-styles.server";

/**
 * Headers on every response (ASVS 14.4): an enforced Content-Security-Policy whose
 * inline scripts carry a nonce made for this response, and the headers that stop sniffing,
 * framing by other sites, leaking addresses in the Referer and features the site never uses.
 */

const origin = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unique = (items: (string | undefined)[]) => [
  ...new Set(items.filter((item): item is string => Boolean(item))),
];

/** The sha256 sources of a page's inline scripts and styles (`'sha256-…'`, quotes included). */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * The policy of public pages, or with `admin` of the admin area: the admin never embeds the
 * booking calendar or the survey, so no other site's script or frame may run there. Inline
 * code runs by this response's `nonce`, or, on a page kept by the page cache, by the hashes of
 * exactly that page's inline scripts and styles (ADR 0023). `embedded`: the calendars, survey
 * and embed script of the site's settings in effect (environment or /admin/site).
 */
export function contentSecurityPolicy(
  config: Env,
  inline: string | InlineHashes,
  {
    admin = false,
    embedded = configuredEmbeds(config),
  }: { admin?: boolean; embedded?: EmbeddedAddresses } = {},
) {
  const ours =
    typeof inline === "string"
      ? { scripts: [`'nonce-${inline}'`], styles: [`'nonce-${inline}'`] }
      : inline;
  const calendars = admin ? [] : unique(embedded.calendars.map(origin));
  const frames = admin ? [] : unique([...calendars, origin(embedded.survey)]);
  // Marketing tags, only on public pages and only those configured; they load after consent.
  const tags: { script: readonly string[]; img: readonly string[]; connect: readonly string[] }[] =
    admin
      ? []
      : [
          ...(config.GTM_ID ? [TAG_HOSTS.gtm] : []),
          ...(config.LINKEDIN_PARTNER_ID ? [TAG_HOSTS.linkedin] : []),
        ];
  const scripts = admin
    ? []
    : unique([origin(embedded.script), ...tags.flatMap((tag) => tag.script)]);
  const images = unique([origin(config.supabase?.url), ...tags.flatMap((tag) => tag.img)]);
  const connections = tags.flatMap((tag) => tag.connect);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...ours.scripts, ...scripts],
    ["style-src", "'self'", siteStylesSource, ...ours.styles],
    ["img-src", "'self'", "data:", ...images],
    ["font-src", "'self'"],
    // The booking pages ask their calendar whether it answers (BookingFrame).
    ["connect-src", "'self'", ...unique([...calendars, ...connections])],
    ["frame-src", ...(frames.length ? frames : ["'none'"])],
    ["form-action", "'self'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

const PERMISSIONS = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The policy with a stand-in for the nonce, made once per configuration and embedded addresses
 * (the same object until the site's settings change).
 */
const NONCE = "{nonce}";
const policies = new WeakMap<Env, WeakMap<EmbeddedAddresses, { site: string; admin: string }>>();
function policyWith(config: Env, nonce: string, admin: boolean) {
  const embedded = embeddedAddresses();
  let byAddresses = policies.get(config);
  if (!byAddresses) {
    byAddresses = new WeakMap();
    policies.set(config, byAddresses);
  }
  let made = byAddresses.get(embedded);
  if (!made) {
    made = {
      site: contentSecurityPolicy(config, NONCE, { embedded }),
      admin: contentSecurityPolicy(config, NONCE, { admin: true, embedded }),
    };
    byAddresses.set(embedded, made);
  }
  return (admin ? made.admin : made.site).replaceAll(NONCE, nonce);
}

/** Random bytes drawn a page at a time: a nonce per response costs a slice, not a call. */
let pool = Buffer.alloc(0);
let drawn = 0;
function nextNonce() {
  if (drawn + 16 > pool.length) {
    pool = randomBytes(16 * 256);
    drawn = 0;
  }
  drawn += 16;
  return pool.toString("base64", drawn - 16, drawn);
}

/** Sets the headers and leaves this response's nonce in `res.locals.cspNonce`. */
export function securityHeaders(config: () => Env, { dev = false } = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    const env = config();
    // Vite's development server injects its own inline scripts; stored covers (/uploads) carry
    // a stricter policy of their own (no scripts at all, sandboxed).
    if (!dev && !req.path.startsWith("/uploads/")) {
      const admin = isAdminPath(req.path);
      const first = policyWith(env, nonce, admin);
      res.set("Content-Security-Policy", first);
      // The page's loaders read the site's settings meanwhile (another instance may have changed
      // its calendars): as the headers go out, the policy follows what the page embeds. A policy
      // set by someone else since (the page cache's, by hashes) is left alone.
      onHeaders(res, () => {
        if (res.getHeader("Content-Security-Policy") === first) {
          res.setHeader("Content-Security-Policy", policyWith(env, nonce, admin));
        }
      });
    }
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS,
      "X-Frame-Options": "SAMEORIGIN",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (env.BASE_URL.startsWith("https:") || req.secure) {
      res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
