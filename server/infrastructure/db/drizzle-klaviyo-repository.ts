import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type KlaviyoDeliveryCounts } from '../../../src/contracts/klaviyo.contract';
import { isKlaviyoEventKind, type KlaviyoEvent, type KlaviyoEventKind, klaviyoKeyLastFour } from '../../../src/domain/klaviyo/klaviyo-events';
import { type KlaviyoConnection, type KlaviyoConnectionRepository } from '../../application/klaviyo/klaviyo-connection-repository.port';
import { type ClaimedKlaviyoEvent, type KlaviyoEventQueue } from '../../application/klaviyo/klaviyo-event-queue.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type KlaviyoEventWrites } from '../../application/shared/klaviyo-events.port';
import { type AesGcmTokenCipher } from '../auth/aes-gcm-token-cipher';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { anyOf } from './sql-conditions';
import { klaviyoConnections, klaviyoEvents } from './schema';

/** Binds the ciphertext to its shop and column: copied to another shop's row it does not decrypt. */
const keyContext = (shopId: number) => `klaviyo_connections/${shopId}/api_key`;

const knownKinds = (values: readonly string[]): KlaviyoEventKind[] => values.filter(isKlaviyoEventKind);

/** The shop's Klaviyo connection, its key encrypted with AES-256-GCM (docs/product/klaviyo.md#the-key). */
export class DrizzleKlaviyoConnectionRepository implements KlaviyoConnectionRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly cipher: AesGcmTokenCipher,
  ) {}

  async find(shop: AuthenticatedShop): Promise<KlaviyoConnection | null> {
    const [row] = await this.db
      .select({ lastFour: klaviyoConnections.apiKeyLastFour, events: klaviyoConnections.events, connectedAt: klaviyoConnections.connectedAt })
      .from(klaviyoConnections)
      .where(eq(klaviyoConnections.shopId, shop.id));
    return row ? { apiKeyLastFour: row.lastFour, events: knownKinds(row.events), connectedAt: row.connectedAt } : null;
  }

  async save(shop: AuthenticatedShop, connection: { readonly apiKey: string; readonly events: readonly KlaviyoEventKind[]; readonly at: Date }): Promise<void> {
    const values = {
      apiKeyCiphertext: this.cipher.encrypt(connection.apiKey, keyContext(shop.id)),
      apiKeyLastFour: klaviyoKeyLastFour(connection.apiKey),
      events: [...connection.events],
      connectedAt: connection.at,
    };
    await this.db
      .insert(klaviyoConnections)
      .values({ shopId: shop.id, ...values })
      .onConflictDoUpdate({ target: klaviyoConnections.shopId, set: values });
  }

  async remove(shop: AuthenticatedShop): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(klaviyoConnections).where(eq(klaviyoConnections.shopId, shop.id));
      await tx
        .update(klaviyoEvents)
        .set({ state: 'skipped', lastError: 'Klaviyo was disconnected', leaseOwner: null, leaseUntil: null })
        .where(and(eq(klaviyoEvents.shopId, shop.id), eq(klaviyoEvents.state, 'pending')));
    });
  }

  async setEvents(shop: AuthenticatedShop, events: readonly KlaviyoEventKind[]): Promise<boolean> {
    const updated = await this.db
      .update(klaviyoConnections)
      .set({ events: [...events] })
      .where(eq(klaviyoConnections.shopId, shop.id))
      .returning({ shopId: klaviyoConnections.shopId });
    return updated.length > 0;
  }

  async deliveryCounts(shop: AuthenticatedShop, since: Date): Promise<KlaviyoDeliveryCounts> {
    const rows = await this.db
      .select({ state: klaviyoEvents.state, count: sql<number>`count(*)::int` })
      .from(klaviyoEvents)
      .where(and(eq(klaviyoEvents.shopId, shop.id), gte(klaviyoEvents.createdAt, since), inArray(klaviyoEvents.state, ['pending', 'sending', 'sent', 'failed'])))
      .groupBy(klaviyoEvents.state);
    const count = (...states: string[]) => rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + Number(row.count), 0);
    return { sent: count('sent'), pending: count('pending', 'sending'), failed: count('failed') };
  }
}

interface ClaimRow {
  shop_id: string | number;
  id: string | number;
  event: string;
  api_key_ciphertext: string | null;
  attempts: string | number;
  created_at: string | Date;
}

/** Queues Klaviyo events in the writer's transaction (docs/product/klaviyo.md#events). */
export class DrizzleKlaviyoEventWrites implements KlaviyoEventWrites {
  constructor(private readonly db: AppDatabase) {}

  async enabledKinds(shop: AuthenticatedShop): Promise<readonly KlaviyoEventKind[]> {
    const [row] = await this.db.select({ events: klaviyoConnections.events }).from(klaviyoConnections).where(eq(klaviyoConnections.shopId, shop.id));
    return row ? knownKinds(row.events) : [];
  }

  async queue(shop: AuthenticatedShop, events: readonly KlaviyoEvent[], at: Date): Promise<void> {
    if (events.length === 0) return;
    await this.db
      .insert(klaviyoEvents)
      .values(events.map((event) => ({ shopId: shop.id, kind: event.kind, uniqueId: event.uniqueId, event: JSON.stringify(event), nextAttemptAt: at, createdAt: at })))
      .onConflictDoNothing({ target: [klaviyoEvents.shopId, klaviyoEvents.uniqueId] });
  }
}

/** klaviyo_events as the worker's queue (docs/product/klaviyo.md#delivery): claimed with SKIP LOCKED and a lease. */
export class DrizzleKlaviyoEventQueue implements KlaviyoEventQueue {
  constructor(
    private readonly db: AppDatabase,
    private readonly cipher: AesGcmTokenCipher,
  ) {}

  async claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedKlaviyoEvent[]> {
    const nowText = now.toISOString();
    const rows = await rowsOf<ClaimRow>(
      this.db.execute(sql`
        with due as (
          select e.shop_id, e.id from klaviyo_events e
          where (e.state = 'pending' and e.next_attempt_at <= ${nowText}::timestamptz)
             or (e.state = 'sending' and e.lease_until < ${nowText}::timestamptz)
          order by e.next_attempt_at, e.id
          limit ${limit}
          for update of e skip locked
        )
        update klaviyo_events e
        set state = 'sending', lease_owner = ${owner}, lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = e.attempts + 1
        from due join shops s on s.id = due.shop_id
          left join klaviyo_connections c on c.shop_id = due.shop_id
        where e.shop_id = due.shop_id and e.id = due.id
        returning e.shop_id, e.id, e.event, case when s.uninstalled_at is null then c.api_key_ciphertext end as api_key_ciphertext, e.attempts, e.created_at`),
    );
    return rows
      .map((row) => {
        const shopId = Number(row.shop_id);
        return {
          shopId,
          id: Number(row.id),
          event: row.event,
          apiKey: row.api_key_ciphertext === null ? null : this.cipher.decrypt(row.api_key_ciphertext, keyContext(shopId)),
          attempts: Number(row.attempts),
          createdAt: new Date(row.created_at),
        };
      })
      .sort((a, b) => a.id - b.id);
  }

  async reviewsCount(shopId: number, email: string): Promise<number> {
    const [row] = await rowsOf<{ count: string | number }>(
      this.db.execute(sql`select count(*) as count from reviews where shop_id = ${shopId} and lower(author_email) = ${email.toLowerCase()}`),
    );
    return Number(row?.count ?? 0);
  }

  async sent(event: ClaimedKlaviyoEvent, owner: string, status: number, at: Date): Promise<void> {
    await this.db.update(klaviyoEvents).set({ state: 'sent', lastStatus: status, lastError: null, sentAt: at, leaseOwner: null, leaseUntil: null }).where(this.leased(event, owner));
  }

  async failed(event: ClaimedKlaviyoEvent, owner: string, attempt: { readonly status: number | null; readonly error: string; readonly retryAt: Date | null }): Promise<void> {
    await this.db
      .update(klaviyoEvents)
      .set({
        ...(attempt.retryAt ? { state: 'pending', nextAttemptAt: attempt.retryAt } : { state: 'failed' }),
        lastStatus: attempt.status,
        lastError: attempt.error,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(this.leased(event, owner));
  }

  async skipped(event: ClaimedKlaviyoEvent, owner: string, reason: string): Promise<void> {
    await this.db.update(klaviyoEvents).set({ state: 'skipped', lastError: reason, leaseOwner: null, leaseUntil: null }).where(this.leased(event, owner));
  }

  private leased(event: ClaimedKlaviyoEvent, owner: string) {
    return and(eq(klaviyoEvents.shopId, event.shopId), eq(klaviyoEvents.id, event.id), eq(klaviyoEvents.state, 'sending'), eq(klaviyoEvents.leaseOwner, owner));
  }
}

/**
 * customers/redact: the shop's Klaviyo events that copied the customer's address, review or order
 * go, waiting or sent (what Klaviyo already holds is the merchant's to erase there). Answers how many.
 */
export async function deleteCustomerKlaviyoEvents(
  db: AppDatabase,
  shop: AuthenticatedShop,
  customer: { readonly email: string | null; readonly reviewIds: readonly number[]; readonly orderIds: readonly string[] },
): Promise<number> {
  const matches = anyOf([
    customer.email === null ? null : sql`(e.event::jsonb ->> 'email') = ${customer.email}`,
    customer.reviewIds.length === 0 ? null : sql`(e.event::jsonb -> 'properties' ->> 'review_id') in (${sql.join(customer.reviewIds.map((id) => sql`${String(id)}`), sql`, `)})`,
    customer.orderIds.length === 0 ? null : sql`(e.event::jsonb -> 'properties' ->> 'order_id') in (${sql.join(customer.orderIds.map((id) => sql`${id}`), sql`, `)})`,
  ]);
  if (matches === undefined) return 0;
  const deleted = await rowsOf<{ id: string | number }>(db.execute(sql`delete from klaviyo_events e where e.shop_id = ${shop.id} and (${matches}) returning e.id`));
  return deleted.length;
}
