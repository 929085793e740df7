CREATE TABLE "instagram_accounts" (
	"shop_id" bigint NOT NULL,
	"account_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token_ciphertext" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instagram_accounts_shop_id_pk" PRIMARY KEY("shop_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_post_products" (
	"shop_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"product_title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "instagram_post_products_shop_id_post_id_product_id_pk" PRIMARY KEY("shop_id","post_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "instagram_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"media_id" text NOT NULL,
	"caption" text NOT NULL,
	"permalink" text NOT NULL,
	"image_key" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instagram_posts_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_post_products" ADD CONSTRAINT "instagram_post_products_shop_id_post_id_instagram_posts_shop_id_id_fk" FOREIGN KEY ("shop_id","post_id") REFERENCES "public"."instagram_posts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_post_products_product" ON "instagram_post_products" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_media_key" ON "instagram_posts" USING btree ("shop_id","media_id");