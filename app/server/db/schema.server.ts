import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { TocEntry } from "~/lib/markdown";
import { adminUsers } from "./schema-admin.server";

// The database: content and analytics here; the admin's and the leads' tables in their own
// files, re-exported so that `tables` and drizzle-kit see one schema.
export * from "./schema-admin.server";
export * from "./schema-booking.server";
export * from "./schema-categories.server";
export * from "./schema-instances.server";
export * from "./schema-landing.server";
export * from "./schema-leads.server";
export * from "./schema-people.server";
export * from "./schema-queue.server";
export * from "./schema-redirects.server";
export * from "./schema-settings.server";
export * from "./schema-site.server";

/**
 * blog_posts keeps the spec's columns and names (section 3), so an existing Supabase table
 * works unchanged; every column we add is additive and has a default (ADR 0003).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    category: text("category").notNull().default("Blog"),
    image: text("image"),
    authorName: text("author_name"),
    authorRole: text("author_role"),
    authorAvatar: text("author_avatar"),
    // --- Authors and search/social fields (ADR 0017): additive, nullable. ---
    /** The author row; the three columns above keep a copy of its name, role and avatar. */
    authorId: bigint("author_id", { mode: "number" }).references((): AnyPgColumn => authors.id, {
      onDelete: "set null",
    }),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    socialImage: text("social_image"),
    // --- end of the authors and SEO columns ---
    date: timestamp("date", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    readTime: text("read_time").notNull().default("5 min"),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Additive: lets caches of rendered posts and pages know when a post changed.
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Additive (ADR 0015): 'draft' or 'published'; public only when published and
    // `date` has come. Existing rows are published.
    status: text("status").notNull().default("published"),
    // Additive (ADR 0049): `content` rendered when saved, and its table of contents; the
    // page reads these, never the renderer. Null until the start-up step renders an older row.
    contentHtml: text("content_html"),
    toc: jsonb("toc").$type<TocEntry[]>(),
  },
  (table) => [
    index("blog_posts_created_at_idx").on(table.createdAt),
    index("blog_posts_status_date_idx").on(table.status, table.date),
  ],
);

/** Old addresses of posts whose slug changed: /blog/{old} answers 301 to the post's current one. */
export const blogPostRedirects = pgTable("blog_post_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: bigint("post_id", { mode: "number" })
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Publishing (ADR 0015)

/** The fields of a post as one save left them; the last 20 per post are kept. */
export interface PostRevisionFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  image: string | null;
  status: string;
  /** ISO timestamp: the publication date. */
  date: string;
  // Author and search/social fields (ADR 0017); absent in revisions saved before them.
  authorId?: number | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  socialImage?: string | null;
}

export const postRevisions = pgTable(
  "post_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<PostRevisionFields>().notNull(),
    /** `fields.content` as that save rendered it (ADR 0049); null in older revisions. */
    contentHtml: text("content_html"),
    toc: jsonb("toc").$type<TocEntry[]>(),
    /** The admin's username. */
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.id)],
);

// ---------------------------------------------------------------------------------------------

/**
 * Counters of rate limits and login throttles (rate-limiter-flexible's Drizzle store), shared
 * by every instance on the same database (ADR 0011).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});

/**
 * The materials library (ADR 0013): lead magnets the marketer manages. The material itself
 * is a file in private storage (`fileKey`, a random name nobody can guess) or an https link;
 * either is reached only through a signed link given after the download form.
 */
export const materials = pgTable("materials", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  image: text("image"),
  fileKey: text("file_key"),
  /** The name the visitor's browser saves the file as. */
  fileName: text("file_name"),
  fileType: text("file_type"),
  fileSize: bigint("file_size", { mode: "number" }),
  externalUrl: text("external_url"),
  downloads: integer("downloads").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Old addresses of materials whose slug changed: /materiais/{old} answers 301. */
export const materialRedirects = pgTable("material_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  materialId: bigint("material_id", { mode: "number" })
    .notNull()
    .references(() => materials.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Sample content written once per database: a seeder that ran is named here, so that content
 * a person deleted on purpose does not come back at the next start.
 */
export const seedLog = pgTable("seed_log", {
  name: text("name").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Who signs posts (ADR 0017): managed at /admin/autores. An admin user may have one,
 * the editor's default author. blog_posts keeps a copy of name, role and avatar (the spec's
 * columns), so a deleted author leaves its posts signed as they were.
 */
export const authors = pgTable("authors", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  role: text("role").notNull().default(""),
  avatar: text("avatar"),
  bio: text("bio").notNull().default(""),
  adminId: integer("admin_id")
    .unique()
    .references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Page views per day (ADR 0019): aggregates only, never an address, a cookie or
 * an identifier. One row per day and combination of what a marketer asks about; `''` where a
 * dimension is absent (a direct visit has no referrer). `referrer` is the referring site's
 * host (`www.linkedin.com`), never our own.
 */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** 'phone' or 'desktop'. */
    device: text("device").notNull(),
    views: integer("views").notNull().default(0),
    /** Distinct visitors of this row's day and combination, counted through `visitor_marks`. */
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.path,
        table.referrer,
        table.utmSource,
        table.utmMedium,
        table.utmCampaign,
        table.device,
      ],
    }),
  ],
);

/**
 * Real visitors' Web Vitals per day (ADR 0052): histograms only, one row per day, page,
 * device, metric and bucket, never a visit of its own. `bucket` is the upper bound of the
 * bucket a value fell in (`VITAL_BUCKETS`): milliseconds for LCP and INP, thousandths for CLS.
 */
export const pageVitalsDaily = pgTable(
  "page_vitals_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** As `page_views_daily` keeps it; `''` for values counted folded. */
    path: text("path").notNull(),
    /** 'phone' or 'desktop'. */
    device: text("device").notNull(),
    /** 'lcp', 'inp' or 'cls'. */
    metric: text("metric").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.path, table.device, table.metric, table.bucket],
    }),
  ],
);

/**
 * Today's salt for counting distinct visitors, shared by every instance. A mark is a hash of
 * the salt with what the request tells of its visitor; once the day is over, the salt and the
 * day's marks are deleted, so no mark can be traced back or linked across days.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** The marks seen today (see `visitorSalts`); deleted with the day's salt. */
export const visitorMarks = pgTable(
  "visitor_marks",
  {
    day: date("day", { mode: "string" }).notNull(),
    mark: text("mark").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.mark] })],
);

export type AuthorRow = typeof authors.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type PostRevisionRow = typeof postRevisions.$inferSelect;
