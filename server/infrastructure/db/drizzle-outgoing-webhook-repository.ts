import { and, desc, eq, sql } from 'drizzle-orm';
import { type WebhookDelivery, type WebhookEndpoint } from '../../../src/contracts/outgoing-webhooks.contract';
import { isOutgoingWebhookEvent, type OutgoingWebhookEvent, type WebhookDeliveryState } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type NewWebhookEndpoint, type OutgoingWebhookRepository } from '../../application/outgoing-webhooks/outgoing-webhook-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { outgoingWebhookDeliveries as deliveries, outgoingWebhookEndpoints as endpoints, shops } from './schema';

const ENDPOINT_COLUMNS = {
  id: endpoints.id,
  url: endpoints.url,
  events: endpoints.events,
  enabled: endpoints.enabled,
  failingSince: endpoints.failingSince,
  disabledAt: endpoints.disabledAt,
  createdAt: endpoints.createdAt,
};

type EndpointRow = { id: number; url: string; events: string[]; enabled: boolean; failingSince: Date | null; disabledAt: Date | null; createdAt: Date };

const DELIVERY_COLUMNS = {
  id: deliveries.id,
  endpointId: deliveries.endpointId,
  url: endpoints.url,
  deliveryId: deliveries.deliveryId,
  event: deliveries.event,
  state: deliveries.state,
  attempts: deliveries.attempts,
  lastStatus: deliveries.lastStatus,
  lastLatencyMs: deliveries.lastLatencyMs,
  lastError: deliveries.lastError,
  createdAt: deliveries.createdAt,
  deliveredAt: deliveries.deliveredAt,
  nextAttemptAt: deliveries.nextAttemptAt,
};

/** The endpoints section of /settings/api over Drizzle; every statement names the shop. */
export class DrizzleOutgoingWebhookRepository implements OutgoingWebhookRepository {
  constructor(private readonly db: AppDatabase) {}

  async endpoints(shop: AuthenticatedShop): Promise<readonly WebhookEndpoint[]> {
    const rows = await this.db.select(ENDPOINT_COLUMNS).from(endpoints).where(eq(endpoints.shopId, shop.id)).orderBy(endpoints.id);
    return rows.map(toEndpoint);
  }

  async deliveries(shop: AuthenticatedShop, limit: number): Promise<readonly WebhookDelivery[]> {
    const rows = await this.db
      .select(DELIVERY_COLUMNS)
      .from(deliveries)
      .innerJoin(endpoints, and(eq(endpoints.shopId, deliveries.shopId), eq(endpoints.id, deliveries.endpointId)))
      .where(eq(deliveries.shopId, shop.id))
      .orderBy(desc(deliveries.id))
      .limit(limit);
    return rows.map(toDelivery);
  }

  create(shop: AuthenticatedShop, endpoint: NewWebhookEndpoint, limit: number): Promise<WebhookEndpoint | null> {
    return this.db.transaction(async (tx) => {
      // The shop's row as the lock: two creates at once count one after the other.
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
      const [counted] = await tx.select({ value: sql<number>`count(*)::int` }).from(endpoints).where(eq(endpoints.shopId, shop.id));
      if ((counted?.value ?? 0) >= limit) return null;
      const [row] = await tx
        .insert(endpoints)
        .values({ shopId: shop.id, url: endpoint.url, events: [...endpoint.events], secret: endpoint.secret })
        .returning(ENDPOINT_COLUMNS);
      return toEndpoint(row!);
    });
  }

  async setEnabled(shop: AuthenticatedShop, id: number, enabled: boolean): Promise<WebhookEndpoint | null> {
    const [row] = await this.db
      .update(endpoints)
      .set(enabled ? { enabled, failingSince: null, disabledAt: null } : { enabled })
      .where(and(eq(endpoints.shopId, shop.id), eq(endpoints.id, id)))
      .returning(ENDPOINT_COLUMNS);
    return row ? toEndpoint(row) : null;
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<boolean> {
    const removed = await this.db.delete(endpoints).where(and(eq(endpoints.shopId, shop.id), eq(endpoints.id, id))).returning({ id: endpoints.id });
    return removed.length === 1;
  }

  async replaceSecret(shop: AuthenticatedShop, id: number, secret: string): Promise<WebhookEndpoint | null> {
    const [row] = await this.db
      .update(endpoints)
      .set({ secret })
      .where(and(eq(endpoints.shopId, shop.id), eq(endpoints.id, id)))
      .returning(ENDPOINT_COLUMNS);
    return row ? toEndpoint(row) : null;
  }

  async resend(shop: AuthenticatedShop, deliveryId: number, at: Date): Promise<WebhookDelivery | null> {
    const [changed] = await this.db
      .update(deliveries)
      .set({ state: 'pending', nextAttemptAt: at, leaseOwner: null, leaseUntil: null, createdAt: at })
      .where(and(eq(deliveries.shopId, shop.id), eq(deliveries.id, deliveryId), sql`${deliveries.state} <> 'sending'`))
      .returning({ id: deliveries.id });
    const [row] = await this.db
      .select(DELIVERY_COLUMNS)
      .from(deliveries)
      .innerJoin(endpoints, and(eq(endpoints.shopId, deliveries.shopId), eq(endpoints.id, deliveries.endpointId)))
      .where(and(eq(deliveries.shopId, shop.id), eq(deliveries.id, changed?.id ?? deliveryId)));
    return row ? toDelivery(row) : null;
  }
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isOutgoingWebhookEvent),
    enabled: row.enabled,
    failing_since: row.failingSince?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function toDelivery(row: {
  id: number; endpointId: number; url: string; deliveryId: string; event: string; state: string; attempts: number;
  lastStatus: number | null; lastLatencyMs: number | null; lastError: string | null; createdAt: Date; deliveredAt: Date | null; nextAttemptAt: Date;
}): WebhookDelivery {
  const state = row.state as WebhookDeliveryState;
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    url: row.url,
    delivery_id: row.deliveryId,
    // Rows are written only with the events' names (drizzle-outgoing-event-queue.ts).
    event: row.event as OutgoingWebhookEvent,
    state,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_latency_ms: row.lastLatencyMs,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    next_attempt_at: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}
