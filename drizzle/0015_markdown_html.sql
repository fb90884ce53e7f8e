ALTER TABLE "blog_posts" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "toc" jsonb;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "toc" jsonb;--> statement-breakpoint
ALTER TABLE "landing_page_revisions" ADD COLUMN "blocks_html" jsonb;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "blocks_html" jsonb;