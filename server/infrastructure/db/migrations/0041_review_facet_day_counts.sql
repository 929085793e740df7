-- Reviews written by another process while this migration runs wait for it: each then counts with the new trigger function, none falls between the backfill and it.
LOCK TABLE "reviews" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "review_facet_day_counts" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rating" smallint NOT NULL,
	"published" boolean NOT NULL,
	"source" text NOT NULL,
	"has_photo" boolean NOT NULL,
	"has_video" boolean NOT NULL,
	"has_text" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"verified" boolean NOT NULL,
	"top_review" boolean NOT NULL,
	"in_shows" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_facet_day_counts_pk" PRIMARY KEY("shop_id","day","rating","published","source","has_photo","has_video","has_text","featured","verified","top_review","in_shows")
);
--> statement-breakpoint
ALTER TABLE "review_facet_day_counts" ADD CONSTRAINT "review_facet_day_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The facet counts of 0034, and now the same per UTC day of commented_at (decision 0082, "Date ranges"): one trigger function, one pass over the statement's changed rows, both tables upserted in key order.
CREATE OR REPLACE FUNCTION "review_facets_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s),
    "keyed" AS (
      SELECT c."shop_id", (c."commented_at" AT TIME ZONE ''UTC'')::date AS "day", c."rating", c."published", c."source", c."photo_count" > 0 AS "has_photo", c."video_count" > 0 AS "has_video",
        c."has_text", c."featured", c."verified", c."top_review", c."in_shows", c."sign"
      FROM "changes" c WHERE EXISTS (SELECT 1 FROM "shops" s WHERE s."id" = c."shop_id")),
    "by_shop" AS (
      INSERT INTO "review_facet_counts" AS t ("shop_id", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", "count")
      SELECT "shop_id", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", sum("sign")
      FROM "keyed" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
      ON CONFLICT ON CONSTRAINT "review_facet_counts_pk" DO UPDATE SET "count" = t."count" + excluded."count")
    INSERT INTO "review_facet_day_counts" AS t ("shop_id", "day", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", "count")
    SELECT "shop_id", "day", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", sum("sign")
    FROM "keyed" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
    ON CONFLICT ON CONSTRAINT "review_facet_day_counts_pk" DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "commented_at", "rating", "published", "source", "photo_count", "video_count", "has_text", "featured", "verified", "top_review", "in_shows"'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- The backfill: every shop's reviews as they stand.
INSERT INTO "review_facet_day_counts" ("shop_id", "day", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", "count")
SELECT "shop_id", ("commented_at" AT TIME ZONE 'UTC')::date, "rating", "published", "source", "photo_count" > 0, "video_count" > 0, "has_text", "featured", "verified", "top_review", "in_shows", count(*)
FROM "reviews" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12;
