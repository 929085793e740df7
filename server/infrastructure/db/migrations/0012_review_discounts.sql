CREATE TABLE "review_discounts" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"review_type" text NOT NULL,
	"code" text NOT NULL,
	"discount_type" smallint NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shopify_discount_id" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_discounts_shop_id_review_id_pk" PRIMARY KEY("shop_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "review_discounts" ADD CONSTRAINT "review_discounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_discounts_shop_code_key" ON "review_discounts" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "review_discounts_shop_created_idx" ON "review_discounts" USING btree ("shop_id","created_at","review_id");