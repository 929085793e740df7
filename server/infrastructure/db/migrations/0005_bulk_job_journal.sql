CREATE TABLE "bulk_job_journal" (
	"shop_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"chunk" integer NOT NULL,
	"step" smallint NOT NULL,
	"table_name" text NOT NULL,
	"change" text NOT NULL,
	"rows" json NOT NULL,
	"written" json,
	CONSTRAINT "bulk_job_journal_shop_id_job_id_chunk_step_pk" PRIMARY KEY("shop_id","job_id","chunk","step")
);
--> statement-breakpoint
ALTER TABLE "bulk_job_journal" ADD CONSTRAINT "bulk_job_journal_shop_id_job_id_bulk_jobs_shop_id_id_fk" FOREIGN KEY ("shop_id","job_id") REFERENCES "public"."bulk_jobs"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A chunk's journal is written once and read at most once (when its job is undone): stored uncompressed, the job spends no time compressing it.
ALTER TABLE "bulk_job_journal" ALTER COLUMN "rows" SET STORAGE EXTERNAL;
