CREATE TABLE "page_vitals_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_vitals_daily_day_path_device_metric_bucket_pk" PRIMARY KEY("day","path","device","metric","bucket")
);
