CREATE TABLE "beacon_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_daily_stats" (
	"shop_id" bigint NOT NULL,
	"day" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "storefront_daily_stats_shop_id_day_metric_pk" PRIMARY KEY("shop_id","day","metric")
);
--> statement-breakpoint
CREATE TABLE "storefront_daily_visitors" (
	"shop_id" bigint NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "storefront_daily_visitors_shop_id_day_visitor_pk" PRIMARY KEY("shop_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "storefront_daily_stats" ADD CONSTRAINT "storefront_daily_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_daily_visitors" ADD CONSTRAINT "storefront_daily_visitors_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;