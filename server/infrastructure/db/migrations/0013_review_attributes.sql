CREATE TABLE "review_attribute_answers" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_attribute_answers_shop_id_review_id_attribute_id_pk" PRIMARY KEY("shop_id","review_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "review_attributes" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"resource_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_attributes_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "review_attribute_answers" ADD CONSTRAINT "review_attribute_answers_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attributes" ADD CONSTRAINT "review_attributes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_attribute_answers_shop_attribute_idx" ON "review_attribute_answers" USING btree ("shop_id","attribute_id");--> statement-breakpoint
CREATE INDEX "review_attributes_shop_position_idx" ON "review_attributes" USING btree ("shop_id","position","id");