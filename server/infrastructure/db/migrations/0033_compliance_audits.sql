CREATE TABLE "compliance_audits" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "compliance_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"critical" integer NOT NULL,
	"warning" integer NOT NULL,
	"info" integer NOT NULL,
	CONSTRAINT "compliance_audits_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "compliance_findings" (
	"shop_id" bigint NOT NULL,
	"audit_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	"fix" text,
	"subjects" jsonb NOT NULL,
	CONSTRAINT "compliance_findings_shop_id_audit_id_position_pk" PRIMARY KEY("shop_id","audit_id","position")
);
--> statement-breakpoint
ALTER TABLE "compliance_audits" ADD CONSTRAINT "compliance_audits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_findings" ADD CONSTRAINT "compliance_findings_shop_id_audit_id_compliance_audits_shop_id_id_fk" FOREIGN KEY ("shop_id","audit_id") REFERENCES "public"."compliance_audits"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_audits_shop_ran_idx" ON "compliance_audits" USING btree ("shop_id","ran_at");