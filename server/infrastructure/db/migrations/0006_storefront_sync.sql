CREATE TABLE "review_helpful_votes" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"voter" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_shop_id_review_id_voter_pk" PRIMARY KEY("shop_id","review_id","voter")
);
--> statement-breakpoint
CREATE TABLE "storefront_metafields" (
	"shop_id" bigint NOT NULL,
	"owner_id" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_metafields_shop_id_owner_id_namespace_key_pk" PRIMARY KEY("shop_id","owner_id","namespace","key")
);
--> statement-breakpoint
CREATE TABLE "storefront_sync_queue" (
	"shop_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "storefront_sync_queue_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_metafields" ADD CONSTRAINT "storefront_metafields_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_sync_queue" ADD CONSTRAINT "storefront_sync_queue_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_sync_queue_queued_idx" ON "storefront_sync_queue" USING btree ("queued_at");--> statement-breakpoint
-- Every change to a review or its media queues its product for the storefront sync, in the change's own transaction, whatever code made it (docs/product/storefront.md#sync). One insert per statement, from its transition table; a shop being deleted queues nothing.
CREATE FUNCTION "storefront_queue_review_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "storefront_sync_queue" ("shop_id", "product_id")
  SELECT DISTINCT c."shop_id", c."product_id" FROM "changed_rows" c
  WHERE EXISTS (SELECT 1 FROM "shops" s WHERE s."id" = c."shop_id")
  ON CONFLICT ("shop_id", "product_id") DO UPDATE SET "queued_at" = clock_timestamp(), "claimed_at" = NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "storefront_queue_media_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "storefront_sync_queue" ("shop_id", "product_id")
  SELECT DISTINCT r."shop_id", r."product_id" FROM "changed_rows" c
  JOIN "reviews" r ON r."shop_id" = c."shop_id" AND r."id" = c."review_id"
  ON CONFLICT ("shop_id", "product_id") DO UPDATE SET "queued_at" = clock_timestamp(), "claimed_at" = NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_queue_storefront_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "reviews_queue_storefront_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "reviews_queue_storefront_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "review_media_queue_storefront_insert" AFTER INSERT ON "review_media" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_media_products"();--> statement-breakpoint
CREATE TRIGGER "review_media_queue_storefront_delete" AFTER DELETE ON "review_media" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_media_products"();
