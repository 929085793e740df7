ALTER TABLE "storefront_sync_queue" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_sync_queue" ADD COLUMN "next_attempt_at" timestamp with time zone;