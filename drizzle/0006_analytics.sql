CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_path_referrer_utm_source_utm_medium_utm_campaign_device_pk" PRIMARY KEY("day","path","referrer","utm_source","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE "visitor_marks" (
	"day" date NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "visitor_marks_day_mark_pk" PRIMARY KEY("day","mark")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
