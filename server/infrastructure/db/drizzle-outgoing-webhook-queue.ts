import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ClaimedWebhookDelivery,
  type OutgoingWebhookQueue,
  type WebhookAttempt,
} from '../../application/outgoing-webhooks/outgoing-webhook-repository.port';
import { type AppDatabase } from './database';
import { outgoingWebhookDeliveries as deliveries, outgoingWebhookEndpoints as endpoints } from './schema';
import { rowsOf } from './raw-rows';

interface PendingSuccess {
  readonly delivery: ClaimedWebhookDelivery;
  readonly owner: string;
  readonly attempt: WebhookAttempt;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

interface ClaimRow {
  shop_id: string | number;
  id: string | number;
  endpoint_id: string | number;
  url: string;
  secret: string;
  delivery_id: string;
  event: string;
  body: string;
  attempts: string | number;
  created_at: string | Date;
}

/**
 * outgoing_webhook_deliveries as a job queue: the claim locks due rows with SKIP LOCKED and leases
 * them, so two processes never send the same delivery at once; a delivery whose subject has an
 * earlier one still to go to the same endpoint is not due (the order per review).
 */
export class DrizzleOutgoingWebhookQueue implements OutgoingWebhookQueue {
  private readonly successes: PendingSuccess[] = [];
  /** The write recording successes, while one runs. */
  private recording: Promise<void> | null = null;

  constructor(private readonly db: AppDatabase) {}

  async claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedWebhookDelivery[]> {
    const nowText = now.toISOString();
    const rows = await rowsOf<ClaimRow>(
      this.db.execute(sql`
        with due as (
          select d.shop_id, d.id from outgoing_webhook_deliveries d
          join outgoing_webhook_endpoints e on e.shop_id = d.shop_id and e.id = d.endpoint_id and e.enabled
          where ((d.state = 'pending' and d.next_attempt_at <= ${nowText}::timestamptz)
              or (d.state = 'sending' and d.lease_until < ${nowText}::timestamptz))
            and not exists (
              select 1 from outgoing_webhook_deliveries p
              where p.shop_id = d.shop_id and p.endpoint_id = d.endpoint_id and p.subject = d.subject
                and p.id < d.id and p.state in ('pending', 'sending'))
          order by d.next_attempt_at, d.id
          limit ${limit}
          for update of d skip locked
        )
        update outgoing_webhook_deliveries d
        set state = 'sending', lease_owner = ${owner}, lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
            attempts = d.attempts + 1
        from due, outgoing_webhook_endpoints e
        where d.shop_id = due.shop_id and d.id = due.id and e.shop_id = d.shop_id and e.id = d.endpoint_id
        returning d.shop_id, d.id, d.endpoint_id, e.url, e.secret, d.delivery_id, d.event, d.body, d.attempts, d.created_at`),
    );
    return rows
      .map((row) => ({
        shopId: Number(row.shop_id),
        id: Number(row.id),
        endpointId: Number(row.endpoint_id),
        url: row.url,
        secret: row.secret,
        deliveryId: row.delivery_id,
        event: row.event,
        body: row.body,
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at),
      }))
      .sort((a, b) => a.id - b.id);
  }

  /**
   * Resolves once the success is recorded. One write records every success that arrived before it
   * began, and successes arriving while it runs wait for the next (a group commit): the worker's
   * lanes finish deliveries a few at a time, and one statement for all of them, instead of one
   * each queueing for the pool, is what lets a burst drain at the sending rate.
   */
  delivered(delivery: ClaimedWebhookDelivery, owner: string, attempt: WebhookAttempt): Promise<void> {
    return new Promise((resolve, reject) => {
      this.successes.push({ delivery, owner, attempt, resolve, reject });
      this.recording ??= this.recordWhileWaiting();
    });
  }

  private async recordWhileWaiting(): Promise<void> {
    // The lanes that finish in this turn of the event loop join the first write.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.successes.length > 0) await this.recordSuccesses(this.successes.splice(0));
    this.recording = null;
  }

  /** Never rejects: the group's callers get the outcome, so no lane waits for ever. */
  private async recordSuccesses(group: readonly PendingSuccess[]): Promise<void> {
    try {
      const rows = sql.join(
        group.map(
          ({ delivery, owner, attempt }) =>
            sql`(${delivery.shopId}::bigint, ${delivery.id}::bigint, ${owner}::text, ${attempt.at.toISOString()}::timestamptz, ${attempt.status}::integer, ${attempt.latencyMs}::integer)`,
        ),
        sql`, `,
      );
      await this.db.execute(sql`
        with done as (
          update outgoing_webhook_deliveries d
          set state = 'delivered', delivered_at = v.at, last_status = v.status, last_latency_ms = v.latency_ms,
              last_error = null, lease_owner = null, lease_until = null
          from (values ${rows}) as v(shop_id, id, owner, at, status, latency_ms)
          where d.shop_id = v.shop_id and d.id = v.id and d.state = 'sending' and d.lease_owner = v.owner
          returning d.shop_id, d.endpoint_id
        )
        update outgoing_webhook_endpoints e set failing_since = null
        from (select distinct shop_id, endpoint_id from done) as ended
        where e.shop_id = ended.shop_id and e.id = ended.endpoint_id and e.failing_since is not null`);
      for (const success of group) success.resolve();
    } catch (error) {
      for (const success of group) success.reject(error);
    }
  }

  async failed(delivery: ClaimedWebhookDelivery, owner: string, attempt: WebhookAttempt, retryAt: Date | null): Promise<Date | null> {
    await this.db
      .update(deliveries)
      .set({ ...(retryAt ? { state: 'pending', nextAttemptAt: retryAt } : { state: 'failed' }), ...recorded(attempt), leaseOwner: null, leaseUntil: null })
      .where(this.leased(delivery, owner));
    const [endpoint] = await this.db
      .update(endpoints)
      .set({ failingSince: sql`coalesce(${endpoints.failingSince}, ${attempt.at.toISOString()}::timestamptz)` })
      .where(and(eq(endpoints.shopId, delivery.shopId), eq(endpoints.id, delivery.endpointId)))
      .returning({ failingSince: endpoints.failingSince });
    return endpoint?.failingSince ?? null;
  }

  async disable(delivery: ClaimedWebhookDelivery, at: Date): Promise<boolean> {
    const switched = await this.db
      .update(endpoints)
      .set({ enabled: false, disabledAt: at })
      .where(and(eq(endpoints.shopId, delivery.shopId), eq(endpoints.id, delivery.endpointId), eq(endpoints.enabled, true), isNull(endpoints.disabledAt)))
      .returning({ id: endpoints.id });
    return switched.length === 1;
  }

  private leased(delivery: ClaimedWebhookDelivery, owner: string) {
    return and(eq(deliveries.shopId, delivery.shopId), eq(deliveries.id, delivery.id), eq(deliveries.state, 'sending'), eq(deliveries.leaseOwner, owner));
  }
}

function recorded(attempt: WebhookAttempt) {
  return { lastStatus: attempt.status, lastLatencyMs: attempt.latencyMs, lastError: attempt.error };
}
