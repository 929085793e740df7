CREATE TABLE "ad_clicks" (
	"shop_id" bigint NOT NULL,
	"ad_id" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_clicks_shop_id_ad_id_pk" PRIMARY KEY("shop_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;