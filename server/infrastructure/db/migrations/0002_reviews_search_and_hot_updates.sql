-- The reviews' substring search: pg_trgm trigram GIN indexes led by shop_id (btree_gin). PostgreSQL ships both in contrib; PGlite loads them (database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- No index holds `published`, so publishing changes no index key, and the free space this leaves on every page lets those updates be HOT (no index writes). It applies to pages written from now on.
ALTER TABLE "reviews" SET (fillfactor = 85);--> statement-breakpoint
DROP INDEX "reviews_shop_published_idx";--> statement-breakpoint
CREATE INDEX "reviews_shop_author_trgm_idx" ON "reviews" USING gin ("shop_id","author_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_shop_title_trgm_idx" ON "reviews" USING gin ("shop_id","title_search" gin_trgm_ops);
