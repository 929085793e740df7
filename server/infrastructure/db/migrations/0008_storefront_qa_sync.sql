-- Questions and answers are on the storefront too: a change to either queues its product for the storefront sync, as reviews do (migration 0006). Questions have shop_id and product_id as reviews do, so they share the reviews' function.
CREATE FUNCTION "storefront_queue_answer_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "storefront_sync_queue" ("shop_id", "product_id")
  SELECT DISTINCT q."shop_id", q."product_id" FROM "changed_rows" c
  JOIN "questions" q ON q."shop_id" = c."shop_id" AND q."id" = c."question_id"
  ON CONFLICT ("shop_id", "product_id") DO UPDATE SET "queued_at" = clock_timestamp(), "claimed_at" = NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_queue_storefront_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "questions_queue_storefront_update" AFTER UPDATE ON "questions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "questions_queue_storefront_delete" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_review_products"();--> statement-breakpoint
CREATE TRIGGER "answers_queue_storefront_insert" AFTER INSERT ON "answers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_answer_products"();--> statement-breakpoint
CREATE TRIGGER "answers_queue_storefront_update" AFTER UPDATE ON "answers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_answer_products"();--> statement-breakpoint
CREATE TRIGGER "answers_queue_storefront_delete" AFTER DELETE ON "answers" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_queue_answer_products"();--> statement-breakpoint
-- The settings the storefront draws with (the widget's, the form's, Q&A's) queue the shop's own storefront data when saved.
CREATE FUNCTION "storefront_queue_shop_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" IN ('review_widget_settings', 'write_review_settings', 'qa_settings') THEN
    INSERT INTO "storefront_sync_queue" ("shop_id", "product_id") VALUES (NEW."shop_id", '')
    ON CONFLICT ("shop_id", "product_id") DO UPDATE SET "queued_at" = clock_timestamp(), "claimed_at" = NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shop_documents_queue_storefront" AFTER INSERT OR UPDATE ON "shop_documents" FOR EACH ROW EXECUTE FUNCTION "storefront_queue_shop_settings"();
