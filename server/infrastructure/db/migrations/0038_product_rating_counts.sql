CREATE TABLE "product_rating_counts" (
	"shop_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_rating_counts_pk" PRIMARY KEY("shop_id","product_id","rating")
);
--> statement-breakpoint
ALTER TABLE "product_rating_counts" ADD CONSTRAINT "product_rating_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each product's published reviews per rating (decision 0082 "Since then"), kept as the facet counts are (0034): a statement's old published rows count -1 and its new ones +1 per product and rating, non-zero groups upserted in key order. An update that neither publishes, hides, moves nor re-rates a review nets to nothing and writes nothing; the changed rows of a shop being deleted find no shop and add nothing.
CREATE FUNCTION "product_ratings_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s)
    INSERT INTO "product_rating_counts" AS t ("shop_id", "product_id", "rating", "count")
    SELECT c."shop_id", c."product_id", c."rating", sum(c."sign")
    FROM "changes" c WHERE c."published" AND EXISTS (SELECT 1 FROM "shops" s WHERE s."id" = c."shop_id")
    GROUP BY 1, 2, 3 HAVING sum(c."sign") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT "product_rating_counts_pk" DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "product_id", "rating", "published"'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- The backfill: every shop's published reviews as they stand.
INSERT INTO "product_rating_counts" ("shop_id", "product_id", "rating", "count")
SELECT "shop_id", "product_id", "rating", count(*) FROM "reviews" WHERE "published" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER "reviews_product_ratings_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_product_ratings_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_count"();--> statement-breakpoint
CREATE TRIGGER "reviews_product_ratings_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_count"();
