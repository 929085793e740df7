CREATE TABLE "google_shopping_feeds" (
	"shop_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"secret" text NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"included_count" integer DEFAULT 0 NOT NULL,
	"spam_flagged_count" integer DEFAULT 0 NOT NULL,
	"low_ratings_included_count" integer DEFAULT 0 NOT NULL,
	"left_out_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_shopping_feeds_shop_id_pk" PRIMARY KEY("shop_id")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vendor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "google_shopping_feeds" ADD CONSTRAINT "google_shopping_feeds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;