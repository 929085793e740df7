CREATE TABLE "collect_mail_daily_sent" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "collect_mail_daily_sent_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	"retention_revenue" numeric NOT NULL,
	CONSTRAINT "order_daily_totals_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_daily_counts" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rating" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_daily_counts_shop_id_day_rating_pk" PRIMARY KEY("shop_id","day","rating")
);
--> statement-breakpoint
CREATE TABLE "review_daily_sources" (
	"shop_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_daily_sources_shop_id_day_source_pk" PRIMARY KEY("shop_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "storefront_daily_visitor_counts" (
	"shop_id" bigint NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "storefront_daily_visitor_counts_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_before_placed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collect_mail_daily_sent" ADD CONSTRAINT "collect_mail_daily_sent_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_daily_totals" ADD CONSTRAINT "order_daily_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_daily_counts" ADD CONSTRAINT "review_daily_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_daily_sources" ADD CONSTRAINT "review_daily_sources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_daily_visitor_counts" ADD CONSTRAINT "storefront_daily_visitor_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;