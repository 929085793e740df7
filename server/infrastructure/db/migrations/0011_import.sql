CREATE TABLE "import_issues" (
	"shop_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"seq" smallint NOT NULL,
	"code" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"duplicate_of" bigint,
	CONSTRAINT "import_issues_shop_id_job_id_row_seq_pk" PRIMARY KEY("shop_id","job_id","row","seq")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"file_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"failure" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_media" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"job_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "import_media_shop_id_review_id_position_pk" PRIMARY KEY("shop_id","review_id","position")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "incentivized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "import_job_id" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "import_origin" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "import_label" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "import_row" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "dedup_key" text GENERATED ALWAYS AS (md5(product_id || chr(31) || author_search || chr(31) || lower(regexp_replace(btrim(body), '\s+', ' ', 'g')) || chr(31) || (((commented_at at time zone 'UTC')::date - date '2000-01-01')::text))) STORED;--> statement-breakpoint
ALTER TABLE "import_issues" ADD CONSTRAINT "import_issues_shop_id_job_id_import_jobs_shop_id_id_fk" FOREIGN KEY ("shop_id","job_id") REFERENCES "public"."import_jobs"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_media" ADD CONSTRAINT "import_media_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_shop_created_idx" ON "import_jobs" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "import_jobs_pending_idx" ON "import_jobs" USING btree ("created_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_media_job_idx" ON "import_media" USING btree ("shop_id","job_id");--> statement-breakpoint
CREATE INDEX "import_media_due_idx" ON "import_media" USING btree ("due_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "orders_shop_email_idx" ON "orders" USING btree ("shop_id",lower("customer_email"));--> statement-breakpoint
CREATE INDEX "reviews_shop_dedup_idx" ON "reviews" USING btree ("shop_id","dedup_key");--> statement-breakpoint
CREATE INDEX "reviews_shop_import_idx" ON "reviews" USING btree ("shop_id","import_job_id") WHERE "reviews"."import_job_id" is not null;