CREATE TABLE "billing_charges" (
	"shop_id" bigint NOT NULL,
	"id" text NOT NULL,
	"plan_id" smallint NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"discount_intervals" integer DEFAULT 0 NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"capped_amount_cents" integer DEFAULT 0 NOT NULL,
	"usage_line_item_id" text DEFAULT '' NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_charges_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charges_shop_status_idx" ON "billing_charges" USING btree ("shop_id","status");