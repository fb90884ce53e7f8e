import pLimit from "p-limit";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { MAX_COVER_BYTES } from "~/lib/cover";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { safeFetch } from "../outbound/safe-fetch.server";
import { storeImage } from "./index.server";

/** Images copied per save (the rest stay links on the page and are reported). */
export const MAX_EXTERNAL_IMAGES = 20;
const TIMEOUT_MS = 10_000;
const AT_ONCE = 2;

interface MdNode {
  type: string;
  url?: string;
  identifier?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdNode[];
}

/** An address on another site, which the CSP keeps off our pages (ADR 0016). */
export function isExternalImage(url: string) {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return false;
  const supabase = env().supabase?.url;
  const origin = new URL(url).origin;
  return (
    !(supabase && origin === new URL(supabase).origin) && origin !== new URL(env().BASE_URL).origin
  );
}

/** The name an editor knows an image by: the file name in its address, else the address. */
export function imageLabel(url: string) {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last).slice(0, 80) : url.slice(0, 80);
  } catch {
    return url.slice(0, 80);
  }
}

/** Fetches one image under the import's SSRF rules and stores it through the pipeline. */
async function copyImage(url: string): Promise<string> {
  const response = await safeFetch(url, {
    allow: env().OUTBOUND_ALLOW_HOSTS,
    maxBytes: MAX_COVER_BYTES,
    timeoutMs: TIMEOUT_MS,
    headers: { accept: "image/avif,image/webp,image/jpeg,image/png,image/gif" },
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const stored = await storeImage(new Uint8Array(response.body), imageLabel(url));
  if (!stored.ok) throw new Error(stored.message);
  return stored.url;
}

export interface CopiedImages {
  /** Each external address copied, with our address for it. */
  copied: Map<string, string>;
  /** Labels (file names) of those that could not be copied. */
  failed: string[];
}

/** Copies a list of external image addresses (bounded, two at a time); never throws. */
export async function copyExternalImages(urls: Iterable<string>): Promise<CopiedImages> {
  const unique = [...new Set(urls)].filter(isExternalImage);
  const result: CopiedImages = { copied: new Map(), failed: [] };
  const limit = pLimit(AT_ONCE);
  await Promise.all(
    unique.map((url, index) =>
      limit(async () => {
        if (index >= MAX_EXTERNAL_IMAGES) {
          result.failed.push(imageLabel(url));
          return;
        }
        try {
          result.copied.set(url, await copyImage(url));
        } catch (error) {
          logger.warn({ err: error, url }, "imagem externa não copiada");
          result.failed.push(imageLabel(url));
        }
      }),
    ),
  );
  return result;
}

/** Where the Markdown names images: image nodes, and the definitions image references use. */
function imageSpots(markdown: string) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as unknown as MdNode;
  const images: MdNode[] = [];
  const definitions: MdNode[] = [];
  const referenced = new Set<string>();
  const walk = (node: MdNode) => {
    if (node.type === "image") images.push(node);
    if (node.type === "imageReference" && node.identifier) referenced.add(node.identifier);
    if (node.type === "definition") definitions.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return [
    ...images,
    ...definitions.filter((node) => node.identifier && referenced.has(node.identifier)),
  ].filter((node) => node.url && node.position?.start.offset !== undefined);
}

/**
 * Every image on another site that the Markdown shows is copied into our storage and its
 * address rewritten to ours (only inside the image's own source, so links and text stay as
 * typed). Those that cannot be copied are named in `failed`; the text keeps them, and the page
 * shows them as links (render.server.ts).
 */
export async function localizeMarkdownImages(markdown: string) {
  const spots = imageSpots(markdown);
  const { copied, failed } = await copyExternalImages(spots.map((node) => node.url as string));
  if (copied.size === 0) return { markdown, failed };
  let out = markdown;
  const ordered = spots.sort(
    (a, b) => (b.position?.start.offset ?? 0) - (a.position?.start.offset ?? 0),
  );
  for (const node of ordered) {
    const ours = copied.get(node.url as string);
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!ours || start === undefined || end === undefined) continue;
    const source = out.slice(start, end);
    // Written with escapes the parser decoded: left as typed, and said.
    if (!source.includes(node.url as string)) {
      failed.push(imageLabel(node.url as string));
      continue;
    }
    out = out.slice(0, start) + source.split(node.url as string).join(ours) + out.slice(end);
  }
  return { markdown: out, failed };
}
