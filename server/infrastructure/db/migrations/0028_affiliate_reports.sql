CREATE TABLE "affiliate_reports" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"app_id" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"content" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_reports_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_reports" ADD CONSTRAINT "affiliate_reports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_reports_campaign_key" ON "affiliate_reports" USING btree ("shop_id","app_id","type","source","medium","campaign","content");