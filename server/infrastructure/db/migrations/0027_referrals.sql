CREATE TABLE "referral_advocate_months" (
	"shop_id" bigint NOT NULL,
	"advocate_customer_id" text NOT NULL,
	"month" text NOT NULL,
	"rewards" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_advocate_months_shop_id_advocate_customer_id_month_pk" PRIMARY KEY("shop_id","advocate_customer_id","month")
);
--> statement-breakpoint
CREATE TABLE "referral_conversions" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "referral_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"friend_id" bigint,
	"advocate_customer_id" text NOT NULL,
	"friend_email" text NOT NULL,
	"order_id" text,
	"order_name" text DEFAULT '' NOT NULL,
	"buyer_customer_id" text DEFAULT '' NOT NULL,
	"buyer_email_key" text DEFAULT '' NOT NULL,
	"buyer_address_key" text DEFAULT '' NOT NULL,
	"order_total" numeric(12, 2),
	"order_currency_code" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"refusal_reason" text,
	"reward_month" text NOT NULL,
	"reward_code" text,
	"reward_discount_type" smallint,
	"reward_value" numeric(12, 4),
	"reward_minimum_order" numeric(12, 2),
	"currency_code" text DEFAULT '' NOT NULL,
	"currency_symbol" text DEFAULT '' NOT NULL,
	"reward_expires_at" timestamp with time zone,
	"reward_status" text,
	"shopify_discount_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_conversions_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "referral_friends" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "referral_friends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advocate_customer_id" text NOT NULL,
	"advocate_email" text DEFAULT '' NOT NULL,
	"advocate_name" text DEFAULT '' NOT NULL,
	"advocate_address_key" text DEFAULT '' NOT NULL,
	"advocate_locale" text DEFAULT '' NOT NULL,
	"friend_email" text NOT NULL,
	"friend_email_key" text NOT NULL,
	"friend_language" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"discount_type" smallint NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"minimum_order" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"shopify_discount_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_friends_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "referral_advocate_months" ADD CONSTRAINT "referral_advocate_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_conversions" ADD CONSTRAINT "referral_conversions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_conversions" ADD CONSTRAINT "referral_conversions_shop_id_friend_id_referral_friends_shop_id_id_fk" FOREIGN KEY ("shop_id","friend_id") REFERENCES "public"."referral_friends"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_order_key" ON "referral_conversions" USING btree ("shop_id","order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_friend_rewarded_key" ON "referral_conversions" USING btree ("shop_id","friend_id") WHERE state = 'rewarded';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_buyer_customer_rewarded_key" ON "referral_conversions" USING btree ("shop_id","buyer_customer_id") WHERE state = 'rewarded' and buyer_customer_id <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_buyer_email_rewarded_key" ON "referral_conversions" USING btree ("shop_id","buyer_email_key") WHERE state = 'rewarded' and buyer_email_key <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_buyer_address_rewarded_key" ON "referral_conversions" USING btree ("shop_id","buyer_address_key") WHERE state = 'rewarded' and buyer_address_key <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_conversions_shop_reward_code_key" ON "referral_conversions" USING btree ("shop_id","reward_code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_friends_shop_email_key" ON "referral_friends" USING btree ("shop_id","friend_email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_friends_shop_code_key" ON "referral_friends" USING btree ("shop_id","code");