CREATE TABLE "answers" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answers_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"shop_id" bigint NOT NULL,
	"collection_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "collection_products_shop_id_collection_id_product_id_pk" PRIMARY KEY("shop_id","collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"shop_id" bigint NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	CONSTRAINT "collections_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"shop_id" bigint NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"review_request_sent_at" timestamp with time zone,
	CONSTRAINT "orders_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"shop_id" bigint NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"inventory_quantity" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variants_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"shop_id" bigint NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"questioner_name" text NOT NULL,
	"questioner_email" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questions_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "review_media" (
	"shop_id" bigint NOT NULL,
	"review_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "review_media_shop_id_review_id_position_pk" PRIMARY KEY("shop_id","review_id","position")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"shop_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"order_id" text,
	"author_name" text NOT NULL,
	"author_email" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"top_review" boolean DEFAULT false NOT NULL,
	"in_shows" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"video_count" smallint DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"original_language" text DEFAULT '' NOT NULL,
	"reply_body" text,
	"reply_published" boolean DEFAULT false NOT NULL,
	"replied_at" timestamp with time zone,
	"commented_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_config_entries" (
	"shop_id" bigint NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_config_entries_shop_id_namespace_key_pk" PRIMARY KEY("shop_id","namespace","key")
);
--> statement-breakpoint
CREATE TABLE "shop_documents" (
	"shop_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_documents_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"custom_domain" text DEFAULT '' NOT NULL,
	"shopify_plan" text DEFAULT 'basic' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"reviews_api_key" text NOT NULL,
	"pricing_plan_id" smallint NOT NULL,
	"is_selected_plan" boolean DEFAULT false NOT NULL,
	"skip_install" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"theme_embed_enabled" boolean DEFAULT false NOT NULL,
	"theme_app_block_enabled" boolean DEFAULT false NOT NULL,
	"email_quota_used" integer DEFAULT 0 NOT NULL,
	"email_quota_reset_at" timestamp with time zone,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uninstalled_at" timestamp with time zone,
	"access_token_ciphertext" text,
	"refresh_token_ciphertext" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"access_scopes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"shop_id" bigint NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
CREATE TABLE "used_signs" (
	"shop_id" bigint NOT NULL,
	"sign" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_signs_shop_id_sign_pk" PRIMARY KEY("shop_id","sign")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"shop_domain" text NOT NULL,
	"event_id" text NOT NULL,
	"topic" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_shop_domain_event_id_pk" PRIMARY KEY("shop_domain","event_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_shop_id_question_id_questions_shop_id_id_fk" FOREIGN KEY ("shop_id","question_id") REFERENCES "public"."questions"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_shop_id_collection_id_collections_shop_id_id_fk" FOREIGN KEY ("shop_id","collection_id") REFERENCES "public"."collections"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_shop_id_review_id_reviews_shop_id_id_fk" FOREIGN KEY ("shop_id","review_id") REFERENCES "public"."reviews"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_config_entries" ADD CONSTRAINT "shop_config_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_documents" ADD CONSTRAINT "shop_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_signs" ADD CONSTRAINT "used_signs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_placed_idx" ON "orders" USING btree ("shop_id","placed_at");--> statement-breakpoint
CREATE INDEX "product_variants_shop_product_idx" ON "product_variants" USING btree ("shop_id","product_id","position");--> statement-breakpoint
CREATE INDEX "products_shop_title_idx" ON "products" USING btree ("shop_id","title");--> statement-breakpoint
CREATE INDEX "questions_shop_asked_idx" ON "questions" USING btree ("shop_id","asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_shop_commented_idx" ON "reviews" USING btree ("shop_id","commented_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_shop_product_idx" ON "reviews" USING btree ("shop_id","product_id","commented_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_shop_author_email_idx" ON "reviews" USING btree ("shop_id","author_email");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_domain_key" ON "shops" USING btree ("domain");