import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { type AppDatabase } from './database';
import { bulkJobs, collectMails, flowTriggers, importJobs, importMedia, klaviyoEvents, merchantNotifications, outgoingWebhookDeliveries, storefrontSyncQueue } from './schema';

/** Every queue whose rows a worker leases (`lease_until`); a new leased queue belongs here. */
export const LEASED_QUEUES = [collectMails, bulkJobs, merchantNotifications, importJobs, importMedia, outgoingWebhookDeliveries, flowTriggers, klaviyoEvents] as const;
/** A lease that ran out long ago: the row is claimable at once. */
const LONG_EXPIRED = new Date(0);

/**
 * The embedded database is opened by one process at a time, so a lease found in it as the server
 * starts was taken by a process that has ended (a crash, a kill): its work is handed back at once
 * instead of after the lease's length, as a lease that ran out would be (decision 0080). Never
 * called on PostgreSQL, where another process may be alive and working under its lease: there
 * the processes' heartbeats tell (process-heartbeat.ts).
 */
export async function releaseEndedProcessLeases(db: AppDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await handBackLeases(tx);
    await tx.update(storefrontSyncQueue).set({ claimedAt: null }).where(isNotNull(storefrontSyncQueue.claimedAt));
  });
}

/**
 * Makes the leased rows of every queue claimable at once: all of them, or those of one process
 * (`processId`, which its workers' lease owners begin with, then a colon). Answers how many.
 */
export async function handBackLeases(db: AppDatabase, processId?: string): Promise<number> {
  let handedBack = 0;
  for (const queue of LEASED_QUEUES) {
    const ofProcess = processId === undefined ? undefined : sql`starts_with(${queue.leaseOwner}, ${`${processId}:`})`;
    const rows = await db.update(queue).set({ leaseUntil: LONG_EXPIRED }).where(and(gt(queue.leaseUntil, LONG_EXPIRED), ofProcess)).returning({ one: sql<number>`1` });
    handedBack += rows.length;
  }
  return handedBack;
}
