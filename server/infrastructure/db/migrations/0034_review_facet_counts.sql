CREATE TABLE "review_facet_counts" (
	"shop_id" bigint NOT NULL,
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
	CONSTRAINT "review_facet_counts_pk" PRIMARY KEY("shop_id","rating","published","source","has_photo","has_video","has_text","featured","verified","top_review","in_shows")
);
--> statement-breakpoint
ALTER TABLE "review_facet_counts" ADD CONSTRAINT "review_facet_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The review list's facet counts (decision 0082) kept by statement-level triggers, as the analytics' roll-ups (0017): a statement's old rows count -1 and its new rows +1 per group of the facet columns, non-zero groups upserted in key order (two writers never wait on each other in a cycle). An update that changes no facet column nets to nothing and writes nothing; the changed rows of a shop being deleted find no shop and add nothing (its rows go with the shop).
CREATE FUNCTION "review_facets_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s)
    INSERT INTO "review_facet_counts" AS t ("shop_id", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", "count")
    SELECT c."shop_id", c."rating", c."published", c."source", c."photo_count" > 0, c."video_count" > 0, c."has_text", c."featured", c."verified", c."top_review", c."in_shows", sum(c."sign")
    FROM "changes" c WHERE EXISTS (SELECT 1 FROM "shops" s WHERE s."id" = c."shop_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 HAVING sum(c."sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT ON CONSTRAINT "review_facet_counts_pk" DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "rating", "published", "source", "photo_count", "video_count", "has_text", "featured", "verified", "top_review", "in_shows"'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- The backfill: every shop's reviews as they stand.
INSERT INTO "review_facet_counts" ("shop_id", "rating", "published", "source", "has_photo", "has_video", "has_text", "featured", "verified", "top_review", "in_shows", "count")
SELECT "shop_id", "rating", "published", "source", "photo_count" > 0, "video_count" > 0, "has_text", "featured", "verified", "top_review", "in_shows", count(*)
FROM "reviews" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;--> statement-breakpoint
CREATE TRIGGER "reviews_facets_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_facets_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_facets_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_facets_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_facets_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_facets_count"();
