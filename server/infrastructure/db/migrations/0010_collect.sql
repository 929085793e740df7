CREATE TABLE "collect_mails" (
	"shop_id" bigint NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"review_id" bigint,
	"step" smallint,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"skip_reason" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collect_mails_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"shop_id" bigint NOT NULL,
	"order_id" text NOT NULL,
	"position" smallint NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_items_shop_id_order_id_position_pk" PRIMARY KEY("shop_id","order_id","position")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_locale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collect_mails" ADD CONSTRAINT "collect_mails_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collect_mails_shop_order_idx" ON "collect_mails" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "collect_mails_due_idx" ON "collect_mails" USING btree ("due_at") WHERE state in ('scheduled', 'sending');