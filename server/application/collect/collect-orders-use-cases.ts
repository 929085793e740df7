import {
  canSendNow,
  canSkip,
  type CollectOrdersOverview,
  demoOrderShape,
  emailQuotaExhausted,
  emailQuotaOf,
  type EmailQuotaFacts,
  IDLE_SYNC_STATE,
  nextDemoOrderName,
  type OrderListItem,
  OVERVIEW_PERIOD_DAYS,
  type SyncPastOrdersState,
  type SyncPeriodDays,
  syncIsRunning,
  syncPeriodStart,
} from '../../../src/domain/collect/collect-orders';
import { DATE_RANGE_LAST_30_DAYS, type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { resolveDateRange } from '../../../src/domain/dates/date-range-resolver';
import { type OrderRequestState } from '../../../src/domain/collect/request-queue';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type RequestScheduleReader } from './collect-ports.port';
import { type OrderReadModel, type OrderWrites } from './order-read-model.port';
import { type OrderRequestScheduler } from './order-request-scheduler.port';

/** The settings document the back-fill keeps its progress in. */
export const SYNC_PAST_ORDERS_DOCUMENT = 'sync_past_orders_job';
/** Orders the back-fill reads per gateway call. */
export const SYNC_PAGE_SIZE = 50;

export interface OrderListRequest {
  readonly states: readonly OrderRequestState[];
  readonly dateRange: DateRangeChoice;
  readonly keyword: string;
  readonly page: number;
  readonly pageSize: number;
}

export interface CollectOrdersPorts {
  readonly orders: OrderReadModel;
  readonly orderWrites: Transactions<{ readonly orders: OrderWrites }>;
  readonly scheduler: OrderRequestScheduler;
  readonly shops: ShopRepository;
  readonly settings: SettingsRepository;
  readonly shopify: ShopifyGateway;
  /** Bound when the templates are: the request steps the shop has switched on. */
  readonly schedule: RequestScheduleReader | null;
  readonly developmentStore: boolean;
  readonly now: () => Date;
  /** The dashboard's "Review requests sent" over the last days of a preset, counted by the analytics (one count for both screens). */
  readonly reviewRequestsSent: (shop: AuthenticatedShop, preset: typeof DATE_RANGE_LAST_30_DAYS) => Promise<number>;
  /** A back-fill that failed outside a request. */
  readonly reportFailure: (error: unknown) => void;
}

/** The orders list, its bulk actions, the demo order, the overview and the back-fill (docs/product/collect-orders.md). */
export class CollectOrdersUseCases {
  /** Back-fills running in this process, so a test (or shutdown) can wait for them. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(private readonly ports: CollectOrdersPorts) {}

  private async quota(shop: AuthenticatedShop): Promise<{ readonly facts: EmailQuotaFacts; readonly timeZone: string }> {
    const record = await this.ports.shops.get(shop);
    return {
      facts: { planId: record?.pricingPlanId ?? 0, used: record?.emailQuotaUsed ?? 0, resetAt: record?.emailQuotaResetAt ?? null },
      timeZone: record?.timeZone ?? 'UTC',
    };
  }

  async list(shop: AuthenticatedShop, request: OrderListRequest) {
    const now = this.ports.now();
    const { facts, timeZone } = await this.quota(shop);
    const interval = resolveInterval(request.dateRange, now, timeZone);
    const page = await this.ports.orders.list(shop, {
      states: [...new Set(request.states)],
      placedFrom: interval ? new Date(interval.startMs) : null,
      placedBefore: interval ? new Date(interval.endMs) : null,
      keyword: request.keyword.trim().toLowerCase(),
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
      now,
      quotaExhausted: emailQuotaExhausted(facts, now),
    });
    return {
      list: page.items,
      total: page.total,
      page: request.page,
      page_size: request.pageSize,
      development_store: this.ports.developmentStore,
    };
  }

  /** The named orders, each the shop's (else 404 naming the first unknown one, nothing changed). */
  private async ordersNamed(shop: AuthenticatedShop, ids: readonly string[]): Promise<readonly OrderListItem[]> {
    const unique = [...new Set(ids)];
    const now = this.ports.now();
    const { facts } = await this.quota(shop);
    const found = await this.ports.orders.find(shop, unique, now, emailQuotaExhausted(facts, now));
    const missing = unique.find((id) => !found.some((order) => order.id === id));
    if (missing !== undefined) throw new AppError('notFound', `order_ids: order ${JSON.stringify(missing)} was not found`);
    return found;
  }

  /** Orders whose request is still to go are sent at the worker's next round; sent or reviewed ones are left alone. */
  async sendNow(shop: AuthenticatedShop, ids: readonly string[]): Promise<{ readonly count: number }> {
    const eligible = (await this.ordersNamed(shop, ids)).filter((order) => canSendNow(order.state)).map((order) => order.id);
    if (eligible.length > 0) await this.ports.scheduler.sendNow(shop, eligible, this.ports.now());
    return { count: eligible.length };
  }

  async skip(shop: AuthenticatedShop, ids: readonly string[]): Promise<{ readonly count: number }> {
    const eligible = (await this.ordersNamed(shop, ids)).filter((order) => canSkip(order.state)).map((order) => order.id);
    if (eligible.length > 0) await this.ports.scheduler.skip(shop, eligible, this.ports.now());
    return { count: eligible.length };
  }

  /** Development store mode: a fulfilled order for a demo customer with one or two of the shop's products. */
  async placeDemoOrder(shop: AuthenticatedShop): Promise<{ readonly order: OrderListItem }> {
    if (!this.ports.developmentStore) {
      throw new AppError('forbidden', 'place_demo_order: demo orders can only be placed in development store mode');
    }
    const now = this.ports.now();
    const id = await this.ports.orderWrites.run(async ({ orders }) => {
      const highest = (await orders.highestOrderNumber(shop)) ?? 1000;
      const name = nextDemoOrderName([`#${highest}`]);
      const sequence = highest + 1;
      const { customer, productCount } = demoOrderShape(sequence);
      const catalog = await orders.catalogProducts(shop, 50);
      if (catalog.length === 0) throw new AppError('conflict', 'place_demo_order: the shop has no products to order');
      const chosen = Array.from({ length: Math.min(productCount, catalog.length) }, (_, index) => catalog[(sequence + index) % catalog.length]!);
      const orderId = `demo-order-${now.getTime()}-${sequence}`;
      await orders.upsert(shop, [
        {
          id: orderId,
          name,
          customerName: customer.name,
          customerEmail: customer.email,
          customerLocale: customer.locale,
          totalPrice: (chosen.length * 29).toFixed(2),
          placedAt: new Date(now.getTime() - 60_000),
          fulfilledAt: now,
          cancelledAt: null,
          items: chosen.map((product) => ({ productId: product.id, title: product.title, quantity: 1 })),
        },
      ]);
      return orderId;
    });
    await this.ports.scheduler.forOrder(shop, id, now);
    const [order] = await this.ordersNamed(shop, [id]);
    return { order: order! };
  }

  async overview(shop: AuthenticatedShop): Promise<CollectOrdersOverview> {
    const now = this.ports.now();
    const { facts, timeZone } = await this.quota(shop);
    // The dashboard's last 30 days: today and the 29 local days before it, in the shop's zone.
    const period = resolveInterval({ kind: 'preset', code: DATE_RANGE_LAST_30_DAYS }, now, timeZone);
    const since = new Date(period?.startMs ?? now.getTime() - OVERVIEW_PERIOD_DAYS * MS_PER_DAY);
    const [counts, schedule, reviewRequestsSent] = await Promise.all([
      this.ports.orders.counts(shop, since, now),
      this.ports.schedule ? this.ports.schedule.read(shop) : Promise.resolve(null),
      this.ports.reviewRequestsSent(shop, DATE_RANGE_LAST_30_DAYS),
    ]);
    const sent = (type: string) => counts.sentByType[type] ?? 0;
    const exhausted = emailQuotaExhausted(facts, now);
    return {
      period_days: OVERVIEW_PERIOD_DAYS,
      review_requests_sent: reviewRequestsSent,
      request: {
        // Without the templates' reader the first request is on, as its template starts.
        enabled: schedule ? schedule.steps.some((step) => step.step === 1) : true,
        sent: sent('request_1'),
        opened: counts.requestsOpened,
        reviews: counts.reviewsFromEmails,
      },
      reminders: { enabled: schedule ? schedule.steps.filter((step) => step.step > 1).length : 0, sent: sent('request_2') + sent('request_3') },
      photo_video_reminder: { sent: sent('photo_video_reminder') },
      update_review: { sent: sent('update_review') },
      discount: { sent: sent('review_discount') },
      orders: { total: counts.orders, scheduled: counts.scheduled },
      quota: {
        limit: emailQuotaOf(facts),
        used: facts.resetAt && facts.resetAt.getTime() > now.getTime() ? facts.used : 0,
        reset_at: facts.resetAt && facts.resetAt.getTime() > now.getTime() ? facts.resetAt.toISOString() : null,
        exhausted,
        waiting: exhausted ? counts.dueNow : 0,
      },
    };
  }

  // ── Past orders ────────────────────────────────────────────────────────────────────────────

  async syncStatus(shop: AuthenticatedShop): Promise<SyncPastOrdersState> {
    const stored = await this.ports.settings.readDocument(shop, SYNC_PAST_ORDERS_DOCUMENT);
    return stored && typeof stored === 'object' ? { ...IDLE_SYNC_STATE, ...(stored as Partial<SyncPastOrdersState>) } : IDLE_SYNC_STATE;
  }

  /** Starts the back-fill of the period; refused while one runs. Answers at once; the screen polls the status. */
  async startSync(shop: AuthenticatedShop, periodDays: SyncPeriodDays): Promise<SyncPastOrdersState> {
    const now = this.ports.now();
    const current = await this.syncStatus(shop);
    if (syncIsRunning(current, now) || this.running.has(shop.id)) {
      throw new AppError('conflict', `sync_past_orders: a sync of past orders is already running (${current.done} of ${current.total} orders done)`);
    }
    const started: SyncPastOrdersState = {
      ...IDLE_SYNC_STATE,
      status: 'running',
      period_days: periodDays,
      started_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await this.ports.settings.writeDocument(shop, SYNC_PAST_ORDERS_DOCUMENT, started);
    const run = this.runSync(shop, started, syncPeriodStart(periodDays, now)).finally(() => this.running.delete(shop.id));
    this.running.set(shop.id, run);
    return started;
  }

  /** Settles when the shop's back-fill in this process has ended (tests). */
  async settled(shop: AuthenticatedShop): Promise<void> {
    await this.running.get(shop.id);
  }

  private async runSync(shop: AuthenticatedShop, started: SyncPastOrdersState, since: Date): Promise<void> {
    let state = started;
    const save = async (changes: Partial<SyncPastOrdersState>) => {
      state = { ...state, ...changes, updated_at: this.ports.now().toISOString() };
      await this.ports.settings.writeDocument(shop, SYNC_PAST_ORDERS_DOCUMENT, state);
    };
    try {
      await save({ total: await this.ports.shopify.countOrders(shop, since) });
      let after: string | null = null;
      do {
        const page = await this.ports.shopify.orders(shop, { since, after, first: SYNC_PAGE_SIZE });
        const needing = await this.ports.orderWrites.run(async ({ orders }) => {
          await orders.upsert(shop, page.orders);
          return orders.needingRequest(shop, page.orders.map((order) => order.id));
        });
        for (const id of needing) await this.ports.scheduler.forOrder(shop, id, this.ports.now());
        after = page.nextCursor;
        await save({ done: state.done + page.orders.length, total: Math.max(state.total, state.done + page.orders.length), scheduled: state.scheduled + needing.length });
      } while (after !== null);
      await save({ status: 'done', finished_at: this.ports.now().toISOString() });
    } catch (error) {
      this.ports.reportFailure(error);
      await save({ status: 'failed', finished_at: this.ports.now().toISOString(), error: error instanceof Error ? error.message.slice(0, 300) : 'failed' }).catch(
        this.ports.reportFailure,
      );
    }
  }
}

/** Presets and custom days are the shop's local days; null: all time. */
export function resolveInterval(choice: DateRangeChoice, now: Date, timeZone: string): { startMs: number; endMs: number } | null {
  if (choice.kind === 'preset' && choice.code === 0) return null;
  const resolved = resolveDateRange(choice, { now, timeZone });
  const usable = resolved.ok ? resolved : resolveDateRange(choice, { now, timeZone: 'UTC' });
  if (!usable.ok) throw invalidInput('date_range', 'could not be resolved');
  return usable.interval.bounded ? usable.interval : null;
}
