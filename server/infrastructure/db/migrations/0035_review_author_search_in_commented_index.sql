DROP INDEX "reviews_shop_commented_idx";--> statement-breakpoint
CREATE INDEX "reviews_shop_commented_idx" ON "reviews" USING btree ("shop_id","commented_at","id","rating","source","author_search");