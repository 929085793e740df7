ALTER TABLE "referral_conversions" ADD COLUMN "order_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "referral_conversions" ADD COLUMN "order_currency_code" text DEFAULT '' NOT NULL;