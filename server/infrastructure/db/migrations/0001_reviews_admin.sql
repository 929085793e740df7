CREATE TABLE "bulk_jobs" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bulk_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"status" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
DROP INDEX "reviews_shop_commented_idx";--> statement-breakpoint
DROP INDEX "reviews_shop_product_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "questioner_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "body_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "has_text" boolean GENERATED ALWAYS AS (body ~ '[^\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]') STORED;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_jobs_running_idx" ON "bulk_jobs" USING btree ("shop_id","id") WHERE "bulk_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "answers_shop_question_idx" ON "answers" USING btree ("shop_id","question_id","answered_at");--> statement-breakpoint
CREATE INDEX "questions_shop_published_idx" ON "questions" USING btree ("shop_id","published","asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_shop_product_idx" ON "questions" USING btree ("shop_id","product_id","asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_shop_rating_idx" ON "reviews" USING btree ("shop_id","rating","commented_at","id");--> statement-breakpoint
CREATE INDEX "reviews_shop_source_idx" ON "reviews" USING btree ("shop_id","source","commented_at","id");--> statement-breakpoint
CREATE INDEX "reviews_shop_published_idx" ON "reviews" USING btree ("shop_id","published","commented_at","id");--> statement-breakpoint
CREATE INDEX "reviews_shop_featured_idx" ON "reviews" USING btree ("shop_id","commented_at","id") WHERE "reviews"."featured";--> statement-breakpoint
CREATE INDEX "reviews_shop_top_idx" ON "reviews" USING btree ("shop_id","commented_at","id") WHERE "reviews"."top_review";--> statement-breakpoint
CREATE INDEX "reviews_shop_shows_idx" ON "reviews" USING btree ("shop_id","commented_at","id") WHERE "reviews"."in_shows";--> statement-breakpoint
CREATE INDEX "reviews_shop_commented_idx" ON "reviews" USING btree ("shop_id","commented_at","id");--> statement-breakpoint
CREATE INDEX "reviews_shop_product_idx" ON "reviews" USING btree ("shop_id","product_id","commented_at","id");--> statement-breakpoint
-- Reviews written before this migration: lower() stands in for foldSearchText (accents stay); every later write folds in JavaScript.
UPDATE "reviews" SET "author_search" = lower("author_name"), "title_search" = lower("title");--> statement-breakpoint
-- Questions likewise: get_questions compares questioner_search/body_search, folded in JavaScript on every later write.
UPDATE "questions" SET "questioner_search" = lower("questioner_name"), "body_search" = lower("body");
