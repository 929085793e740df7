CREATE TABLE "caught_mails" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "caught_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caught_mails_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
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
CREATE TABLE "email_suppressions" (
	"shop_id" bigint NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_shop_id_email_pk" PRIMARY KEY("shop_id","email")
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
CREATE TABLE "review_attribute_answers" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_attribute_answers_shop_id_review_id_attribute_id_pk" PRIMARY KEY("shop_id","review_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "review_attributes" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"resource_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_attributes_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
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
ALTER TABLE "orders" ADD COLUMN "customer_locale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "caught_mails" ADD CONSTRAINT "caught_mails_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_mails" ADD CONSTRAINT "collect_mails_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attribute_answers" ADD CONSTRAINT "review_attribute_answers_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attributes" ADD CONSTRAINT "review_attributes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_discounts" ADD CONSTRAINT "review_discounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collect_mails_shop_order_idx" ON "collect_mails" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "collect_mails_due_idx" ON "collect_mails" USING btree ("due_at") WHERE state in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "review_attribute_answers_shop_attribute_idx" ON "review_attribute_answers" USING btree ("shop_id","attribute_id");--> statement-breakpoint
CREATE INDEX "review_attributes_shop_position_idx" ON "review_attributes" USING btree ("shop_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_discounts_shop_code_key" ON "review_discounts" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "review_discounts_shop_created_idx" ON "review_discounts" USING btree ("shop_id","created_at","review_id");--> statement-breakpoint
CREATE INDEX "reviews_shop_order_idx" ON "reviews" USING btree ("shop_id","order_id") WHERE "reviews"."order_id" is not null;