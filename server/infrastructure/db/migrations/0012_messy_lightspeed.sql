DROP INDEX "reviews_shop_commented_idx";--> statement-breakpoint
CREATE INDEX "collect_mails_shop_sent_idx" ON "collect_mails" USING btree ("shop_id","sent_at") WHERE "collect_mails"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_shop_author_email_lower_idx" ON "reviews" USING btree ("shop_id",lower("author_email"),"commented_at");--> statement-breakpoint
CREATE INDEX "reviews_shop_commented_idx" ON "reviews" USING btree ("shop_id","commented_at","id","rating","source");