-- The analytics' roll-ups (docs/product/analytics.md#how-the-figures-are-kept, decision 0055) are kept by statement-level triggers: a statement's changed rows are summed per shop-local day (removed rows minus, added rows plus), so an import chunk is one upsert per group and an update that moves nothing writes nothing. Groups are upserted in key order so two writers never wait on each other in a cycle; the changed rows of a shop being deleted find no shop and add nothing.
-- The zone a shop's days are cut in: its time_zone, or UTC when PostgreSQL does not know it (as the application falls back).
CREATE FUNCTION "analytics_zone"("zone" text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  PERFORM now() AT TIME ZONE "zone";
  RETURN "zone";
EXCEPTION WHEN others THEN
  RETURN 'UTC';
END $$;--> statement-breakpoint
-- A statement's changed rows as one query: the old rows signed -1, the new rows +1 (the triggers name their transition tables old_rows and new_rows).
CREATE FUNCTION "analytics_changes"("operation" text, "columns" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN "operation" IN ('UPDATE', 'DELETE') THEN format('SELECT %s, -1 AS "sign" FROM "old_rows"', "columns") END,
    CASE WHEN "operation" IN ('UPDATE', 'INSERT') THEN format('SELECT %s, 1 AS "sign" FROM "new_rows"', "columns") END)
$$;--> statement-breakpoint
-- The changed shops' zones, each looked up once a statement.
CREATE FUNCTION "analytics_zones_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '"zones" AS MATERIALIZED (SELECT s."id", "analytics_zone"(s."time_zone") AS "zone" FROM "shops" s WHERE s."id" IN (SELECT DISTINCT "shop_id" FROM "changes"))'
$$;--> statement-breakpoint
-- Reviews by day of commented_at, and by rating and by source, published or not.
CREATE FUNCTION "analytics_count_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s), %s,
    "dated" AS (SELECT c."shop_id", (c."commented_at" AT TIME ZONE z."zone")::date AS "day", c."rating", c."source", c."sign" FROM "changes" c JOIN "zones" z ON z."id" = c."shop_id"),
    "by_rating" AS (
      INSERT INTO "review_daily_counts" AS t ("shop_id", "day", "rating", "count")
      SELECT "shop_id", "day", "rating", sum("sign") FROM "dated" GROUP BY 1, 2, 3 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("shop_id", "day", "rating") DO UPDATE SET "count" = t."count" + excluded."count")
    INSERT INTO "review_daily_sources" AS t ("shop_id", "day", "source", "count")
    SELECT "shop_id", "day", "source", sum("sign") FROM "dated" GROUP BY 1, 2, 3 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("shop_id", "day", "source") DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "commented_at", "rating", "source"'), "analytics_zones_sql"());
  RETURN NULL;
END $$;--> statement-breakpoint
-- Orders not cancelled by day of placed_at: count, revenue, and the revenue of those whose customer had reviewed before (reviewed_before_placed).
CREATE FUNCTION "analytics_total_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s), %s
    INSERT INTO "order_daily_totals" AS t ("shop_id", "day", "orders", "revenue", "retention_revenue")
    SELECT c."shop_id", (c."placed_at" AT TIME ZONE z."zone")::date, sum(c."sign"), sum(c."sign" * c."total_price"),
      coalesce(sum(c."sign" * c."total_price") FILTER (WHERE c."reviewed_before_placed"), 0)
    FROM "changes" c JOIN "zones" z ON z."id" = c."shop_id"
    WHERE c."cancelled_at" IS NULL
    GROUP BY 1, 2 HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."total_price") <> 0 OR coalesce(sum(c."sign" * c."total_price") FILTER (WHERE c."reviewed_before_placed"), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT ("shop_id", "day") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue",
      "retention_revenue" = t."retention_revenue" + excluded."retention_revenue"',
    "analytics_changes"(TG_OP, '"shop_id", "placed_at", "total_price", "cancelled_at", "reviewed_before_placed"'), "analytics_zones_sql"());
  RETURN NULL;
END $$;--> statement-breakpoint
-- Review request e-mails (the three steps) sent, by day of sent_at.
CREATE FUNCTION "analytics_count_sent_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s), %s
    INSERT INTO "collect_mail_daily_sent" AS t ("shop_id", "day", "count")
    SELECT c."shop_id", (c."sent_at" AT TIME ZONE z."zone")::date, sum(c."sign")
    FROM "changes" c JOIN "zones" z ON z."id" = c."shop_id"
    WHERE c."sent_at" IS NOT NULL AND c."state" = ''sent'' AND c."type" IN (''request_1'', ''request_2'', ''request_3'')
    GROUP BY 1, 2 HAVING sum(c."sign") <> 0 ORDER BY 1, 2
    ON CONFLICT ("shop_id", "day") DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "sent_at", "state", "type"'), "analytics_zones_sql"());
  RETURN NULL;
END $$;--> statement-breakpoint
-- The beacon's unique visitors per day (its days are already the shop's, written by the beacon).
CREATE FUNCTION "analytics_count_visitors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH "changes" AS (%s)
    INSERT INTO "storefront_daily_visitor_counts" AS t ("shop_id", "day", "count")
    SELECT c."shop_id", c."day", sum(c."sign") FROM "changes" c WHERE EXISTS (SELECT 1 FROM "shops" s WHERE s."id" = c."shop_id")
    GROUP BY 1, 2 HAVING sum(c."sign") <> 0 ORDER BY 1, 2
    ON CONFLICT ("shop_id", "day") DO UPDATE SET "count" = t."count" + excluded."count"',
    "analytics_changes"(TG_OP, '"shop_id", "day"'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Whether an order's customer had reviewed the shop before it was placed, judged when the order is written (or its e-mail or date changes): a review imported later with an older date does not re-classify it.
CREATE FUNCTION "orders_judge_reviewed_before"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."customer_email" IS DISTINCT FROM OLD."customer_email" OR NEW."placed_at" IS DISTINCT FROM OLD."placed_at" THEN
    NEW."reviewed_before_placed" := NEW."customer_email" <> '' AND EXISTS (
      SELECT 1 FROM "reviews" r WHERE r."shop_id" = NEW."shop_id" AND lower(r."author_email") = lower(NEW."customer_email") AND r."commented_at" < NEW."placed_at");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- One shop's roll-ups recounted from its rows: the backfill, and a change of the shop's time zone (which moves every day).
CREATE FUNCTION "analytics_rebuild_shop"("shop" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "shop_zone" text := (SELECT "analytics_zone"("time_zone") FROM "shops" WHERE "id" = "shop");
BEGIN
  DELETE FROM "review_daily_counts" WHERE "shop_id" = "shop";
  DELETE FROM "review_daily_sources" WHERE "shop_id" = "shop";
  DELETE FROM "order_daily_totals" WHERE "shop_id" = "shop";
  DELETE FROM "collect_mail_daily_sent" WHERE "shop_id" = "shop";
  INSERT INTO "review_daily_counts" ("shop_id", "day", "rating", "count")
  SELECT "shop", ("commented_at" AT TIME ZONE "shop_zone")::date, "rating", count(*) FROM "reviews" WHERE "shop_id" = "shop" GROUP BY 2, 3;
  INSERT INTO "review_daily_sources" ("shop_id", "day", "source", "count")
  SELECT "shop", ("commented_at" AT TIME ZONE "shop_zone")::date, "source", count(*) FROM "reviews" WHERE "shop_id" = "shop" GROUP BY 2, 3;
  INSERT INTO "order_daily_totals" ("shop_id", "day", "orders", "revenue", "retention_revenue")
  SELECT "shop", ("placed_at" AT TIME ZONE "shop_zone")::date, count(*), sum("total_price"), coalesce(sum("total_price") FILTER (WHERE "reviewed_before_placed"), 0)
  FROM "orders" WHERE "shop_id" = "shop" AND "cancelled_at" IS NULL GROUP BY 2;
  INSERT INTO "collect_mail_daily_sent" ("shop_id", "day", "count")
  SELECT "shop", ("sent_at" AT TIME ZONE "shop_zone")::date, count(*) FROM "collect_mails"
  WHERE "shop_id" = "shop" AND "sent_at" IS NOT NULL AND "state" = 'sent' AND "type" IN ('request_1', 'request_2', 'request_3') GROUP BY 2;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_rebuild_shop_on_zone_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_rebuild_shop"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
-- The backfill: orders judged against the reviews as they stand, then every shop recounted.
UPDATE "orders" o SET "reviewed_before_placed" = true WHERE o."customer_email" <> '' AND EXISTS (
  SELECT 1 FROM "reviews" r WHERE r."shop_id" = o."shop_id" AND lower(r."author_email") = lower(o."customer_email") AND r."commented_at" < o."placed_at");--> statement-breakpoint
SELECT "analytics_rebuild_shop"("id") FROM "shops";--> statement-breakpoint
INSERT INTO "storefront_daily_visitor_counts" ("shop_id", "day", "count") SELECT "shop_id", "day", count(*) FROM "storefront_daily_visitors" GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER "orders_judge_reviewed_before" BEFORE INSERT OR UPDATE OF "customer_email", "placed_at" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_judge_reviewed_before"();--> statement-breakpoint
CREATE TRIGGER "reviews_analytics_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_analytics_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_analytics_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_reviews"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_total_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_total_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_total_orders"();--> statement-breakpoint
CREATE TRIGGER "collect_mails_analytics_insert" AFTER INSERT ON "collect_mails" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_sent_requests"();--> statement-breakpoint
CREATE TRIGGER "collect_mails_analytics_update" AFTER UPDATE ON "collect_mails" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_sent_requests"();--> statement-breakpoint
CREATE TRIGGER "collect_mails_analytics_delete" AFTER DELETE ON "collect_mails" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_sent_requests"();--> statement-breakpoint
CREATE TRIGGER "shops_analytics_zone_change" AFTER UPDATE OF "time_zone" ON "shops" FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone") EXECUTE FUNCTION "analytics_rebuild_shop_on_zone_change"();;--> statement-breakpoint
CREATE TRIGGER "storefront_daily_visitors_analytics_insert" AFTER INSERT ON "storefront_daily_visitors" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_visitors"();--> statement-breakpoint
CREATE TRIGGER "storefront_daily_visitors_analytics_delete" AFTER DELETE ON "storefront_daily_visitors" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_count_visitors"();
--> statement-breakpoint
-- A review (new, or its e-mail or date changed) makes its customer's later orders retention revenue: reviews imported after the orders count too.
CREATE FUNCTION "analytics_judge_orders_after_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "reviewed_before_placed" = true
  FROM (SELECT "shop_id", lower("author_email") AS "email", min("commented_at") AS "first_at" FROM "new_rows" WHERE "author_email" <> '' GROUP BY 1, 2) r
  WHERE o."shop_id" = r."shop_id" AND lower(o."customer_email") = r."email" AND o."placed_at" > r."first_at" AND NOT o."reviewed_before_placed";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_judge_orders_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_judge_orders_after_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_judge_orders_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_judge_orders_after_reviews"();
