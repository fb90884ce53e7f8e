import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
  },
  (table) => [
    index("blog_posts_created_at_idx").on(table.createdAt),
    index("blog_posts_status_date_idx").on(table.status, table.date),
  ],
);

/**
 * The outbox of every form submission (ADR 0008): a lead is stored here first and delivered
 * to its webhook afterwards, so a failing webhook never loses it.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    formType: text("form_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    consent: jsonb("consent").$type<{ text: string; version: string; at: string } | null>(),
    attribution: jsonb("attribution").$type<Record<string, string> | null>(),
    /**
     * stored (no webhook configured), pending, delivering, delivered, failed, or suspected (the
     * spam guards doubted it: kept for a person to release or delete, never delivered).
     */
    status: text("status").notNull().default("pending"),
    /** Why the spam guards suspected it (honeypot, too-fast, bad-token). */
    suspicion: text("suspicion"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    // --- The sales team's work on a lead (the inbox), apart from its delivery `status`. ---
    /** new, contacted, qualified, customer, discarded (labels in content/admin-leads.ts). */
    workStatus: text("work_status").notNull().default("new"),
    /** 'Responsável': the admin who works the lead. */
    ownerId: integer("owner_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    /** How many times the person sent it: a download asked for again is the same lead. */
    submissions: integer("submissions").notNull().default(1),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("leads_due_idx").on(table.status, table.nextAttemptAt),
    index("leads_created_at_idx").on(table.createdAt),
    // A download's person and material, to find the lead a repeat belongs to.
    index("leads_download_person_idx")
      .on(sql`lower(${table.payload}->>'email')`, sql`(${table.payload}->>'materialId')`)
      .where(sql`${table.formType} = 'download'`),
  ],
);

/** The team's notes on a lead; erased with it ('Excluir dados', retention). */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Who wrote it; a removed admin leaves the note without an author. */
    adminId: integer("admin_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_notes_lead_idx").on(table.leadId, table.createdAt),
    // The form's limit, held by the database too.
    check("lead_notes_body_length", sql`char_length(${table.body}) <= 5000`),
  ],
);

/**
 * REI questionnaire answers saved after every section, so a person can leave and come back
 * (the visitor cookie names the draft). Deleted when the questionnaire is sent.
 */
export const reiDrafts = pgTable(
  "rei_drafts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    /** The section to show next, 0 to 6. */
    section: integer("section").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("rei_drafts_updated_at_idx").on(table.updatedAt)],
);

/**
 * The team (ADR 0040). The first admin signs in with `username`; an invited member's username
 * is their e-mail as invited, and they sign in with their e-mail (either works for both).
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    /** A generated password: the admin must choose their own at the next sign-in. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // --- The team (ADR 0040): additive; existing users are administrators. ---
    name: text("name").notNull().default(""),
    /** Stored lowercased; unique whatever its case. Null: the first admin before they set one. */
    email: text("email"),
    /** admin, editor or sales (app/lib/team.ts). */
    role: text("role").notNull().default("admin"),
    /** Written at most once a minute per member. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
    /** Form types whose new leads this member wants by e-mail; empty: none. */
    alertForms: jsonb("alert_forms").$type<string[]>().notNull().default([]),
  },
  (table) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${table.email})`)],
);

/**
 * Single-use links of the team (ADR 0040): an invitation (7 days) or a password reset (1 hour).
 * Only a SHA-256 hash of the token is kept; the token itself is in the link alone.
 */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** invite or reset. */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("admin_tokens_admin_idx").on(table.adminId)],
);

/**
 * Server-side admin sessions: the signed cookie carries only the id, so logout and a password
 * change can end sessions for real (ADR 0005).
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId)],
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

/**
 * What the site sends on a lead's behalf besides its webhook: an e-mail (the material to the
 * person who asked for it) or a post to another destination (the material e-mail's webhook).
 * Stored before it is sent and sent by the same worker, with retries (ADR 0039). Deleted with
 * its lead.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    leadId: uuid("lead_id").references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    /** email, or webhook (a post of `message` to the URL configured for `purpose`). */
    channel: text("channel").notNull(),
    /**
     * Why it is sent: material (the asked-for material to the person); invite and reset (a
     * team member's link, ADR 0040: no lead, the message redacted once sent).
     */
    purpose: text("purpose").notNull(),
    /** An e-mail's { to, subject, text, html }; a webhook's JSON body. */
    message: jsonb("message").$type<Record<string, unknown>>().notNull(),
    /** pending, delivering, delivered or failed, as a lead's. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("deliveries_lead_idx").on(table.leadId),
  ],
);

export type AuthorRow = typeof authors.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type PostRevisionRow = typeof postRevisions.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type ReiDraftRow = typeof reiDrafts.$inferSelect;
export type AdminUserRow = typeof adminUsers.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type AdminTokenRow = typeof adminTokens.$inferSelect;
