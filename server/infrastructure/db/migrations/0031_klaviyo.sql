CREATE TABLE "klaviyo_connections" (
	"shop_id" bigint NOT NULL,
	"api_key_ciphertext" text NOT NULL,
	"api_key_last_four" text NOT NULL,
	"events" text[] NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "klaviyo_connections_shop_id_pk" PRIMARY KEY("shop_id")
);
--> statement-breakpoint
CREATE TABLE "klaviyo_events" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "klaviyo_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"unique_id" text NOT NULL,
	"event" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klaviyo_events_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "klaviyo_connections" ADD CONSTRAINT "klaviyo_connections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klaviyo_events" ADD CONSTRAINT "klaviyo_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "klaviyo_events_unique_id" ON "klaviyo_events" USING btree ("shop_id","unique_id");--> statement-breakpoint
CREATE INDEX "klaviyo_events_log_idx" ON "klaviyo_events" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "klaviyo_events_due_idx" ON "klaviyo_events" USING btree ("next_attempt_at") WHERE state in ('pending', 'sending');