import { authorFor } from "~/lib/authors";
import { filedCategory } from "~/lib/blog";
import { slugify } from "~/lib/slug";
import { samplePosts } from "~content/posts";
import { linkPostsToAuthors } from "../authors/seed.server";
import { db, tables } from "../db/index.server";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { htmlToMarkdown } from "../markdown/from-html.server";
import { plainText } from "../markdown/plain-text.server";
import { renderedForStorage } from "../markdown/stored.server";
import { OutboundError, safeFetch } from "../outbound/safe-fetch.server";
import {
  copyExternalImages,
  isExternalImage,
  localizeMarkdownImages,
} from "../storage/external.server";
import { categoryEntries } from "./categories.server";
import { samplePostRow, syncPostIds } from "./seed.server";

const { blogPosts } = tables;
type Row = typeof blogPosts.$inferInsert;

export interface ImportSummary {
  imported: number;
  skipped: number;
  errors: number;
  /** Images of imported posts that could not be copied into our storage, by name (ADR 0016). */
  imagesNotCopied?: string[];
}

/** Images copied per import: the rest stay links on the page, and are named. */
const MAX_IMPORT_IMAGES = 100;

/**
 * The images of the posts about to be imported (those whose id and slug are free), cover and
 * text, copied into our storage and their addresses rewritten (ADR 0016), within a budget.
 */
async function copyImportImages(rows: Row[]) {
  const existing = await db().select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
  const ids = new Set(existing.map((row) => row.id));
  const slugs = new Set(existing.map((row) => row.slug));
  const notCopied: string[] = [];
  let budget = MAX_IMPORT_IMAGES;
  for (const row of rows) {
    if ((row.id !== undefined && ids.has(row.id)) || (row.slug && slugs.has(row.slug))) continue;
    if (budget <= 0) break;
    if (row.image && isExternalImage(row.image)) {
      budget--;
      const cover = await copyExternalImages([row.image]);
      row.image = cover.copied.get(row.image) ?? row.image;
      notCopied.push(...cover.failed);
    }
    if (row.content) {
      const body = await localizeMarkdownImages(row.content);
      budget -= (body.markdown.match(/!\[/g) ?? []).length;
      row.content = body.markdown;
      notCopied.push(...body.failed);
    }
  }
  return notCopied;
}

const REQUIRED = ["title", "excerpt", "category", "date"] as const;

/**
 * Inserts the rows whose id and slug are both free (spec: the others are skipped). A row
 * missing a required field counts as an error, like the spec's 'Missing required fields'.
 */
async function insertMissing(rows: Row[]): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, skipped: 0, errors: 0 };
  await db().transaction(async (tx) => {
    const existing = await tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
    const ids = new Set(existing.map((row) => row.id));
    const slugs = new Set(existing.map((row) => row.slug));
    // An older name of a category, or a listed one in another case, is filed under it (ADR 0043).
    const categories = await categoryEntries(tx);
    for (const row of rows) {
      if (row.category) row.category = filedCategory(row.category, categories);
      const missing = REQUIRED.filter((field) => !row[field]);
      if (missing.length || !row.slug) {
        logger.warn({ id: row.id, missing }, `Missing required fields: ${missing.join(", ")}`);
        summary.errors++;
        continue;
      }
      if ((row.id !== undefined && ids.has(row.id)) || slugs.has(row.slug)) {
        summary.skipped++;
        continue;
      }
      // Rendered as it is stored (ADR 0049): a body past the bounds keeps its plain text.
      const { html, toc } = renderedForStorage(row.content ?? "", `post importado ${row.slug}`);
      await tx.insert(blogPosts).values({ ...row, contentHtml: html, toc });
      if (row.id !== undefined) ids.add(row.id);
      slugs.add(row.slug);
      summary.imported++;
    }
    await syncPostIds(tx);
    // Imported posts are signed by name: link them to their author row now, not at a restart.
    await linkPostsToAuthors(tx);
  });
  return summary;
}

/** The 16 sample posts of content/posts, read by the same parser as the seeder. */
export function importSamplePosts() {
  return insertMissing(samplePosts.map(samplePostRow));
}

/** The fields of a WordPress REST post the blog reads (spec section 7, Blog posts). */
interface WordPressPost {
  id?: unknown;
  slug?: unknown;
  date?: unknown;
  title?: { rendered?: unknown };
  excerpt?: { rendered?: unknown };
  content?: { rendered?: unknown };
  _embedded?: {
    author?: { name?: unknown; avatar_urls?: Record<string, unknown> }[];
    "wp:featuredmedia"?: { source_url?: unknown }[];
    "wp:term"?: { taxonomy?: unknown; name?: unknown }[][];
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const httpUrl = (value: unknown) => {
  const url = text(value);
  return /^https?:\/\//i.test(url) && URL.canParse(url) ? url : null;
};

/** Spec section 9: the CMS's reading time is the content length over 1500, rounded up. */
const cmsReadTime = (html: string) => `${Math.max(1, Math.ceil(html.length / 1500))} min`;

function wordPressRow(post: WordPressPost): Row {
  const html = text(post.content?.rendered);
  const title = plainText(post.title?.rendered);
  const author = post._embedded?.author?.[0];
  const known = authorFor(text(author?.name));
  const category = (post._embedded?.["wp:term"] ?? [])
    .flat()
    .find((term) => term?.taxonomy === "category");
  const date = new Date(text(post.date));
  let slug = text(post.slug);
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A malformed escape: the raw text is slugified as it is.
  }
  return {
    id: Number.isSafeInteger(post.id) && (post.id as number) > 0 ? (post.id as number) : undefined,
    title,
    slug: slugify(slug || title),
    excerpt: plainText(post.excerpt?.rendered),
    content: htmlToMarkdown(html),
    category: plainText(category?.name) || "Blog",
    image: httpUrl(post._embedded?.["wp:featuredmedia"]?.[0]?.source_url),
    authorName: known.name,
    authorRole: known.role,
    authorAvatar: httpUrl(author?.avatar_urls?.["96"]) ?? known.avatar,
    date: Number.isNaN(date.getTime()) ? undefined : date,
    createdAt: Number.isNaN(date.getTime()) ? undefined : date,
    readTime: cmsReadTime(html),
  };
}

const MAX_PAGES = 20;
/** Per page of 100 posts; a WordPress page of posts with their HTML is far below this. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * Every post of a WordPress REST posts endpoint (100 a page, with embedded author, media and
 * terms), then the same skip rule as the sample import. Only public addresses are asked, or
 * those of OUTBOUND_ALLOW_HOSTS; any failure throws, with the detail for the log only.
 */
export async function importWordPressPosts(
  endpoint: string,
  { timeoutMs = 10_000, allow = env().OUTBOUND_ALLOW_HOSTS } = {},
) {
  const posts: WordPressPost[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL(endpoint);
    url.searchParams.set("per_page", "100");
    url.searchParams.set("page", String(page));
    url.searchParams.set("_embed", "1");
    const response = await safeFetch(url, {
      allow,
      maxBytes: MAX_PAGE_BYTES,
      timeoutMs,
      headers: { accept: "application/json" },
    });
    // WordPress answers 400 for a page past the last one.
    if (response.status === 400 && page > 1) break;
    if (response.status !== 200) throw new OutboundError(`API de posts: HTTP ${response.status}`);
    const batch = response.json();
    if (!Array.isArray(batch)) throw new OutboundError("API de posts: a resposta não é uma lista");
    posts.push(...(batch as WordPressPost[]));
    const totalPages = Number(response.header("x-wp-totalpages") ?? 1);
    if (batch.length < 100 || page >= totalPages) break;
  }
  const rows = posts.filter((post) => post && typeof post === "object").map(wordPressRow);
  const imagesNotCopied = await copyImportImages(rows);
  const summary = await insertMissing(rows);
  return imagesNotCopied.length ? { ...summary, imagesNotCopied } : summary;
}
