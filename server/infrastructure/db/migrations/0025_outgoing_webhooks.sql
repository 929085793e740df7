CREATE TABLE "outgoing_webhook_deliveries" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" bigint NOT NULL,
	"delivery_id" text NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_status" integer,
	"last_latency_ms" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_webhook_deliveries_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "outgoing_webhook_endpoints" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_webhook_endpoints_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "outgoing_webhook_deliveries" ADD CONSTRAINT "outgoing_webhook_deliveries_shop_id_endpoint_id_outgoing_webhook_endpoints_shop_id_id_fk" FOREIGN KEY ("shop_id","endpoint_id") REFERENCES "public"."outgoing_webhook_endpoints"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_webhook_endpoints" ADD CONSTRAINT "outgoing_webhook_endpoints_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_webhook_deliveries_subject_idx" ON "outgoing_webhook_deliveries" USING btree ("shop_id","endpoint_id","subject","id");--> statement-breakpoint
CREATE INDEX "outgoing_webhook_deliveries_log_idx" ON "outgoing_webhook_deliveries" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "outgoing_webhook_deliveries_due_idx" ON "outgoing_webhook_deliveries" USING btree ("next_attempt_at") WHERE state in ('pending', 'sending');