CREATE TABLE "flow_triggers" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "flow_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"handle" text NOT NULL,
	"review_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"payload" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_triggers_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "flow_triggers" ADD CONSTRAINT "flow_triggers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_triggers_log_idx" ON "flow_triggers" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "flow_triggers_review_idx" ON "flow_triggers" USING btree ("shop_id","review_id");--> statement-breakpoint
CREATE INDEX "flow_triggers_due_idx" ON "flow_triggers" USING btree ("next_attempt_at") WHERE state in ('pending', 'sending');