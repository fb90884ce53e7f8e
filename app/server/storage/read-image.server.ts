import { readFile } from "node:fs/promises";
import path from "node:path";
import { processedImage } from "~/lib/images";
import { env } from "../env.server";
import { safeFetch } from "../outbound/safe-fetch.server";
import { uploadsDir } from "./local.server";
import { isStoredName } from "./stored-name.server";

const TIMEOUT_MS = 5_000;
/** Far above any stored variant (the largest is a 1600 px JPEG): a bound, not a rule. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Our own images shipped with the site (sample covers): `/images/…` under the static files. */
const OWN_IMAGE = /^\/images\/[a-z0-9/-]{1,160}\.(?:svg|png|jpg|webp)$/;
const STATIC_DIRS = ["build/client", "public"];

/** The JPEG of a processed image at least `width` wide (its address tells), else the address. */
function variantOf(address: string, width: number) {
  const processed = processedImage(address);
  if (!processed) return address;
  const jpeg = processed.sources.find((source) => source.type === "image/jpeg");
  const variants = (jpeg?.srcset ?? "").split(", ").map((entry) => entry.split(" "));
  const wide = variants.find(([, w]) => Number.parseInt(w ?? "", 10) >= width);
  return wide?.[0] ?? address;
}

/**
 * An image's bytes, only from where our images are: DATA_DIR/uploads, the site's own static
 * images, or the configured Supabase bucket; for a processed image, its JPEG variant at least
 * `width` wide. Any other address gives nothing (a page is never a way to make the server
 * fetch what a stranger names).
 */
export async function readImage(
  address: string,
  { width }: { width: number },
): Promise<Uint8Array | undefined> {
  if (address.length > 600 || address.includes("..")) return undefined;
  const source = variantOf(address, width);
  if (source.startsWith("/uploads/")) {
    const name = source.slice("/uploads/".length);
    if (!isStoredName(name)) return undefined;
    return readFile(path.join(uploadsDir(), name));
  }
  if (OWN_IMAGE.test(source)) {
    for (const dir of STATIC_DIRS) {
      const bytes = await readFile(path.join(dir, source)).catch(() => undefined);
      if (bytes) return bytes;
    }
    return undefined;
  }
  const supabase = env().supabase?.url;
  if (supabase && URL.canParse(source) && new URL(source).origin === new URL(supabase).origin) {
    const response = await safeFetch(source, {
      allow: env().OUTBOUND_ALLOW_HOSTS,
      maxBytes: MAX_BYTES,
      timeoutMs: TIMEOUT_MS,
    });
    return response.status === 200 ? new Uint8Array(response.body) : undefined;
  }
  return undefined;
}
