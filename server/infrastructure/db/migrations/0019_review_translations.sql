CREATE TABLE "review_translations" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reply_body" text,
	"translated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_translations_shop_id_review_id_target_language_pk" PRIMARY KEY("shop_id","review_id","target_language")
);
--> statement-breakpoint
ALTER TABLE "review_translations" ADD CONSTRAINT "review_translations_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;