import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LandingBlock } from "~/lib/landing/blocks";
import type { StoredImage } from "~/lib/site-content/fields";

// Campaign landing pages made of blocks (ADR 0045), served at `/{slug}`.

export const landingPages = pgTable(
  "landing_pages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The address, one segment: the page is at `/{slug}`. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** 'draft' | 'published': public when published and `publishAt` has come (as posts). */
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    socialImage: jsonb("social_image").$type<StoredImage | null>(),
    /** 'Ocultar dos buscadores': `noindex` and out of the sitemap. */
    noindex: boolean("noindex").notNull().default(false),
    /** 'Página focada': no menu links and no footer newsletter, so visitors stay (issue 58). */
    focused: boolean("focused").notNull().default(false),
    blocks: jsonb("blocks").$type<LandingBlock[]>().notNull().default(sql`'[]'::jsonb`),
    /** Each block's Markdown rendered when saved, by position (null for other kinds; ADR 0049). */
    blocksHtml: jsonb("blocks_html").$type<(string | null)[]>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("landing_pages_status_publish_at").on(t.status, t.publishAt)],
);

/** What one save of a page left, with everything the editor shows (the last 20 are kept). */
export interface LandingRevisionFields {
  slug: string;
  title: string;
  status: string;
  /** ISO timestamp. */
  publishAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: StoredImage | null;
  noindex: boolean;
  /** Absent in revisions saved before 'Página focada' existed. */
  focused?: boolean;
  blocks: LandingBlock[];
}

export const landingPageRevisions = pgTable(
  "landing_page_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    pageId: bigint("page_id", { mode: "number" })
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<LandingRevisionFields>().notNull(),
    blocksHtml: jsonb("blocks_html").$type<(string | null)[]>(),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("landing_page_revisions_page").on(t.pageId, t.id)],
);
