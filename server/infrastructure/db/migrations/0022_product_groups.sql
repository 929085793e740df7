CREATE TABLE "product_group_members" (
	"shop_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"title" text NOT NULL,
	"title_search" text NOT NULL,
	"image_url" text,
	"position" integer NOT NULL,
	CONSTRAINT "product_group_members_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_shop_id_group_id_product_groups_shop_id_id_fk" FOREIGN KEY ("shop_id","group_id") REFERENCES "public"."product_groups"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_group_members_shop_group_idx" ON "product_group_members" USING btree ("shop_id","group_id","position");--> statement-breakpoint
CREATE INDEX "product_groups_shop_name_idx" ON "product_groups" USING btree ("shop_id","name_search","id");