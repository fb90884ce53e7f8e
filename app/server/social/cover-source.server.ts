import { readFile } from "node:fs/promises";
import path from "node:path";
import { processedImage } from "~/lib/images";
import { env } from "../env.server";
import { safeFetch } from "../outbound/safe-fetch.server";
import { uploadsDir } from "../storage/local.server";
import { isStoredName } from "../storage/stored-name.server";
import { MAX_COVER_BYTES } from "./cover.server";

const TIMEOUT_MS = 5_000;
/** The variant drawn on a card: wide enough for its 432 px panel at twice the density. */
const CARD_VARIANT_WIDTH = 800;
/** Our own images shipped with the site (sample covers): `/images/…` under the static files. */
const OWN_IMAGE = /^\/images\/[a-z0-9/-]{1,160}\.(?:svg|png|jpg|webp)$/;
const STATIC_DIRS = ["build/client", "public"];

/** The 800 px JPEG of a processed image (its address tells), else the address itself. */
function cardVariant(address: string) {
  const processed = processedImage(address);
  if (!processed) return address;
  const jpeg = processed.sources.find((source) => source.type === "image/jpeg");
  const variants = (jpeg?.srcset ?? "").split(", ").map((entry) => entry.split(" "));
  const wide = variants.find(([, w]) => Number.parseInt(w ?? "", 10) >= CARD_VARIANT_WIDTH);
  return wide?.[0] ?? address;
}

/**
 * A cover's bytes, only from where our images are: DATA_DIR/uploads, the site's own static
 * images, or the configured Supabase bucket. Any other address gives nothing (a card is never
 * a way to make the server fetch what a stranger names).
 */
export async function readCover(address: string): Promise<Uint8Array | undefined> {
  if (address.length > 600 || address.includes("..")) return undefined;
  const source = cardVariant(address);
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
      maxBytes: MAX_COVER_BYTES,
      timeoutMs: TIMEOUT_MS,
    });
    return response.status === 200 ? new Uint8Array(response.body) : undefined;
  }
  return undefined;
}
