ALTER TABLE "bulk_jobs" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "ids" bigint[];--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "chunk_size" integer;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "next_chunk" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Jobs from before resuming have no ids to resume from: one still running (its process may still
-- run it during a rolling deploy, hence the lease) is undone and failed once that lease runs out,
-- and a failed one whose undo did not end is undone by the next worker, as the start-up did.
UPDATE "bulk_jobs" SET "error" = 'the server restarted while the job ran; nothing was changed', "lease_owner" = 'before-0036', "lease_until" = now() + interval '10 minutes' WHERE "status" = 'running';--> statement-breakpoint
UPDATE "bulk_jobs" SET "status" = 'running', "error" = 'the action failed; nothing was changed', "finished_at" = NULL WHERE "status" = 'failed' AND EXISTS (SELECT 1 FROM "bulk_job_journal" j WHERE j."shop_id" = "bulk_jobs"."shop_id" AND j."job_id" = "bulk_jobs"."id");
