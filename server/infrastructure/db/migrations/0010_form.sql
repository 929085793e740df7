CREATE TABLE "order_items" (
	"shop_id" bigint NOT NULL,
	"order_id" text NOT NULL,
	"position" smallint NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_items_shop_id_order_id_position_pk" PRIMARY KEY("shop_id","order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;