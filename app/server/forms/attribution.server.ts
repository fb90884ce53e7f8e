/**
 * First-touch attribution: the utm_* parameters, the referring site and the landing page of a
 * visitor's first page view, kept in a cookie and stored with every lead they send.
 */

const COOKIE = "origem";
const MAX_AGE_S = 90 * 24 * 60 * 60;
const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const KEYS = new Set<string>([...UTM, "referrer", "landingPage"]);
const MAX_LENGTH = 300;

export type Attribution = Partial<
  Record<(typeof UTM)[number] | "referrer" | "landingPage", string>
>;

/** The cookie that keeps a visitor's first touch, and how long. */
export const ATTRIBUTION_COOKIE = COOKIE;
export const ATTRIBUTION_MAX_AGE_S = MAX_AGE_S;

/** The cookie's value for a first page view. */
export const encodeAttribution = (attribution: Attribution) =>
  Buffer.from(JSON.stringify(attribution)).toString("base64url");

/** What a first page view tells: its address, its utm_* parameters, the referring site. */
export function attributionOf(req: {
  path: string;
  query: Record<string, unknown>;
  headers: { referer?: string; host?: string };
}): Attribution {
  const found: Attribution = { landingPage: req.path.slice(0, MAX_LENGTH) };
  for (const key of UTM) {
    const value = req.query[key];
    if (typeof value === "string" && value) found[key] = value.slice(0, MAX_LENGTH);
  }
  const referrer = externalReferrer(req.headers.referer, req.headers.host);
  if (referrer) found.referrer = referrer;
  return found;
}

function externalReferrer(referer: string | undefined, host: string | undefined) {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host === host) return undefined;
    // Only where the visitor came from, not what they were reading there.
    return `${url.protocol}//${url.host}/`.slice(0, MAX_LENGTH);
  } catch {
    return undefined;
  }
}

/** The visitor's attribution, or undefined; anything malformed is ignored. */
export function readAttribution(request: Request): Attribution | undefined {
  const match = request.headers.get("Cookie")?.match(/(?:^|;\s*)origem=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return undefined;
    const entries = Object.entries(parsed).filter(
      ([key, value]) => KEYS.has(key) && typeof value === "string",
    ) as [keyof Attribution, string][];
    return entries.length
      ? Object.fromEntries(entries.map(([key, value]) => [key, value.slice(0, MAX_LENGTH)]))
      : undefined;
  } catch {
    return undefined;
  }
}
