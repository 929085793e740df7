import { and, desc, eq, sql } from 'drizzle-orm';
import { type FlowTriggerRecord } from '../../../src/contracts/outgoing-webhooks.contract';
import { FLOW_TRIGGER_STATES, type FlowPayload, type FlowReview, isFlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { type ClaimedFlowTrigger, type FlowTriggerLog, type FlowTriggerQueue } from '../../application/outgoing-webhooks/flow-trigger-queue.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { flowTriggers, reviews } from './schema';

interface ClaimRow {
  shop_id: string | number;
  id: string | number;
  domain: string;
  uninstalled: boolean;
  handle: string;
  review_id: string | number;
  attempts: string | number;
  created_at: string | Date;
}

/**
 * flow_triggers as a job queue (docs/product/shopify-flow.md#sending): the claim locks due rows
 * with SKIP LOCKED and leases them, so two processes never send the same trigger at once; the rows
 * are the admin's log too.
 */
export class DrizzleFlowTriggerQueue implements FlowTriggerQueue, FlowTriggerLog {
  constructor(private readonly db: AppDatabase) {}

  async claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedFlowTrigger[]> {
    const nowText = now.toISOString();
    const rows = await rowsOf<ClaimRow>(
      this.db.execute(sql`
        with due as (
          select t.shop_id, t.id from flow_triggers t
          where (t.state = 'pending' and t.next_attempt_at <= ${nowText}::timestamptz)
             or (t.state = 'sending' and t.lease_until < ${nowText}::timestamptz)
          order by t.next_attempt_at, t.id
          limit ${limit}
          for update of t skip locked
        )
        update flow_triggers t
        set state = 'sending', lease_owner = ${owner}, lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
            attempts = t.attempts + 1
        from due, shops s
        where t.shop_id = due.shop_id and t.id = due.id and s.id = t.shop_id
        returning t.shop_id, t.id, s.domain, s.uninstalled_at is not null as uninstalled, t.handle, t.review_id, t.attempts, t.created_at`),
    );
    return rows
      .map((row) => ({
        shopId: Number(row.shop_id),
        id: Number(row.id),
        shopDomain: row.domain,
        shopUninstalled: row.uninstalled,
        handle: row.handle,
        reviewId: Number(row.review_id),
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async review(trigger: ClaimedFlowTrigger): Promise<FlowReview | null> {
    const [row] = await this.db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        customerId: reviews.customerId,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        authorName: reviews.authorName,
        verified: reviews.verified,
        published: reviews.published,
      })
      .from(reviews)
      .where(and(eq(reviews.shopId, trigger.shopId), eq(reviews.id, trigger.reviewId)));
    return row ?? null;
  }

  async sent(trigger: ClaimedFlowTrigger, owner: string, payload: FlowPayload, at: Date): Promise<void> {
    await this.db
      .update(flowTriggers)
      .set({ state: 'sent', payload: JSON.stringify(payload), sentAt: at, lastError: null, leaseOwner: null, leaseUntil: null })
      .where(this.leased(trigger, owner));
  }

  async failed(trigger: ClaimedFlowTrigger, owner: string, attempt: { readonly payload: FlowPayload; readonly error: string; readonly retryAt: Date | null }): Promise<void> {
    await this.db
      .update(flowTriggers)
      .set({
        ...(attempt.retryAt ? { state: 'pending', nextAttemptAt: attempt.retryAt } : { state: 'failed' }),
        payload: JSON.stringify(attempt.payload),
        lastError: attempt.error,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(this.leased(trigger, owner));
  }

  async skipped(trigger: ClaimedFlowTrigger, owner: string, reason: string): Promise<void> {
    await this.db.update(flowTriggers).set({ state: 'skipped', lastError: reason, leaseOwner: null, leaseUntil: null }).where(this.leased(trigger, owner));
  }

  async recent(shop: AuthenticatedShop, limit: number): Promise<readonly FlowTriggerRecord[]> {
    const rows = await this.db
      .select({
        id: flowTriggers.id,
        handle: flowTriggers.handle,
        reviewId: flowTriggers.reviewId,
        state: flowTriggers.state,
        attempts: flowTriggers.attempts,
        payload: flowTriggers.payload,
        createdAt: flowTriggers.createdAt,
        sentAt: flowTriggers.sentAt,
      })
      .from(flowTriggers)
      .where(eq(flowTriggers.shopId, shop.id))
      .orderBy(desc(flowTriggers.id))
      .limit(limit);
    return rows.flatMap((row) => {
      const handle = row.handle;
      const state = FLOW_TRIGGER_STATES.find((known) => known === row.state);
      if (!isFlowTrigger(handle) || !state) return [];
      return [
        {
          id: row.id,
          handle,
          review_id: row.reviewId,
          state,
          attempts: row.attempts,
          payload: row.payload,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        },
      ];
    });
  }

  private leased(trigger: ClaimedFlowTrigger, owner: string) {
    return and(eq(flowTriggers.shopId, trigger.shopId), eq(flowTriggers.id, trigger.id), eq(flowTriggers.state, 'sending'), eq(flowTriggers.leaseOwner, owner));
  }
}
