DROP INDEX "flow_triggers_due_idx";--> statement-breakpoint
DROP INDEX "outgoing_webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "flow_triggers_due_idx" ON "flow_triggers" USING btree ("next_attempt_at","id") WHERE state in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outgoing_webhook_deliveries_due_idx" ON "outgoing_webhook_deliveries" USING btree ("next_attempt_at","id") WHERE state in ('pending', 'sending');