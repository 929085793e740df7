import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectMails, orders } from '../../../server/infrastructure/db/schema';
import { type ResponseOf } from '../../../src/contracts/contract';
import { type getCollectOverview, type getOrders, type getSyncPastOrdersStatus } from '../../../src/contracts/collect-orders.contract';
import { REVIEW_SOURCE_EMAIL_REQUEST } from '../../../src/domain/reviews/review-filter-codes';
import { emailSendQuotaForPlan } from '../../../src/domain/plans/email-quota';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { FakeOrderRequestScheduler } from '../../fakes/fake-order-request-scheduler';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { addOrders } from '../support/order-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date('2025-03-15T16:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const FREE_PLAN = 2;

function ordersPath(query: Readonly<Record<string, string | readonly string[]>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of typeof value === 'string' ? [value] : value) params.append(key, one);
  const search = params.toString();
  return `${ADMIN}/get_orders${search ? `?${search}` : ''}`;
}

describe.each(TEST_DATABASES)('collect orders on $name', (target) => {
  const scheduler = new FakeOrderRequestScheduler();
  const ctx = useTestServer(target, { now: () => NOW, orderRequestScheduler: scheduler });
  let shopA: SignedInShop;
  let shopB: SignedInShop;

  const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    ctx.server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const list = async (query: Readonly<Record<string, string | readonly string[]>> = {}, token = shopA.token) => {
    const response = await call('GET', ordersPath(query), token);
    expect(response.status, response.text).toBe(200);
    return response.json?.data as ResponseOf<typeof getOrders>;
  };
  const namesOf = async (query: Readonly<Record<string, string | readonly string[]>> = {}) => (await list(query)).list.map((order) => order.name);
  const stateOf = async (id: string) => (await list({ keyword: '' })).list.find((order) => order.id === id)?.state;

  beforeAll(async () => {
    scheduler.useDatabase(ctx.database.handle.db);
    const db = ctx.database.handle;
    shopA = await signInShop(ctx.server, 'orders-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'orders-b.myshopify.com');
    await addCatalog(db, shopA, { products: [productWithVariants('p1', 'Rain Jacket', ['M']), productWithVariants('p2', 'Wool Hat', ['One size'])] });
    await addOrders(db, shopA, [
      {
        id: 'o1', name: '#1001', customerName: 'Ada Lovelace', placedAt: day('2025-03-10'), fulfilledAt: day('2025-03-11'), products: ['Rain Jacket', 'Wool Hat'],
        mail: { state: 'scheduled', dueAt: day('2025-03-18') },
      },
      { id: 'o2', name: '#1002', customerName: 'Bob Stone', placedAt: day('2025-03-01') },
      { id: 'o3', name: '#1003', customerName: 'Carla Díaz', customerEmail: 'carla@shop.example', placedAt: day('2025-02-20'), fulfilledAt: day('2025-02-21') },
      {
        id: 'o4', name: '#1004', customerName: 'Dan Opened', placedAt: day('2025-02-10'), fulfilledAt: day('2025-02-11'),
        mail: { state: 'sent', dueAt: day('2025-02-18'), sentAt: day('2025-02-18'), openedAt: day('2025-03-01') },
      },
      {
        id: 'o5', name: '#1005', customerName: 'Eve Sent', placedAt: day('2025-02-05'), fulfilledAt: day('2025-02-06'),
        mail: { state: 'sent', dueAt: day('2025-03-02'), sentAt: day('2025-03-02') },
      },
      {
        id: 'o6', name: '#1006', customerName: 'Fay Reviewed', placedAt: day('2025-01-20'), fulfilledAt: day('2025-01-21'),
        mail: { state: 'sent', dueAt: day('2025-03-03'), sentAt: day('2025-03-03') },
      },
      {
        id: 'o7', name: '#1007', customerName: 'Gus Skipped', placedAt: day('2025-01-10'), fulfilledAt: day('2025-01-11'),
        mail: { state: 'skipped', dueAt: day('2025-01-18'), skipReason: 'unsubscribed' },
      },
      {
        id: 'o8', name: '#1008', customerName: 'Hal Failed', placedAt: day('2025-01-05'), fulfilledAt: day('2025-01-06'),
        mail: { state: 'failed', dueAt: day('2025-01-13'), lastError: 'mailbox unavailable' },
      },
    ]);
    await insertReviews(db, shopA, [{ productId: 'p1', orderId: 'o6', source: REVIEW_SOURCE_EMAIL_REQUEST, commentedAt: day('2025-03-05') }]);
    await addOrders(db, shopB, [{ id: 'b1', name: '#1001', customerName: 'B secret buyer', placedAt: day('2025-03-12'), fulfilledAt: day('2025-03-12') }]);
  });

  it('lists the shop\'s orders newest first, each with its products and request state', async () => {
    const page = await list();
    expect(page.total).toBe(8);
    expect(page.development_store).toBe(true);
    expect(page.list.map((order) => [order.name, order.state])).toEqual([
      ['#1001', 'scheduled'],
      ['#1002', 'not_fulfilled'],
      ['#1003', 'not_scheduled'],
      ['#1004', 'opened'],
      ['#1005', 'sent'],
      ['#1006', 'reviewed'],
      ['#1007', 'skipped'],
      ['#1008', 'failed'],
    ]);
    expect(page.list[0]).toMatchObject({ products: ['Rain Jacket', 'Wool Hat'], due_at: day('2025-03-18').toISOString(), customer_email: 'ada@example.com' });
    expect(page.list[6]).toMatchObject({ skip_reason: 'unsubscribed', error: null });
    expect(page.list[7]).toMatchObject({ error: 'mailbox unavailable', skip_reason: null });
  });

  it('filters by state (several at once), by placed date and searches order name, customer name and e-mail', async () => {
    expect(await namesOf({ states: 'scheduled' })).toEqual(['#1001']);
    const failedOrSkipped = await list({ states: ['skipped', 'failed'] });
    expect(failedOrSkipped.list.map((order) => order.name)).toEqual(['#1007', '#1008']);
    expect(failedOrSkipped.total).toBe(2);
    expect(await namesOf({ states: 'reviewed' })).toEqual(['#1006']);
    expect(await namesOf({ start_date: '2025-02-01', end_date: '2025-02-28' })).toEqual(['#1003', '#1004', '#1005']);
    expect(await namesOf({ keyword: '#1003' })).toEqual(['#1003']);
    expect(await namesOf({ keyword: 'CARLA' })).toEqual(['#1003']);
    expect(await namesOf({ keyword: 'shop.example' })).toEqual(['#1003']);
    expect((await list({ keyword: 'secret' })).total).toBe(0);
  });

  it('pages with page and page_size', async () => {
    const second = await list({ page: '2', page_size: '3' });
    expect(second.list.map((order) => order.name)).toEqual(['#1004', '#1005', '#1006']);
    expect(second).toMatchObject({ total: 8, page: 2, page_size: 3 });
  });

  it('refuses a bad filter with a message naming the field', async () => {
    const response = await call('GET', ordersPath({ states: 'lost' }), shopA.token);
    expect(response.status).toBe(422);
    expect(response.json?.message).toContain('states');
    const reversed = await call('GET', ordersPath({ start_date: '2025-03-02', end_date: '2025-03-01' }), shopA.token);
    expect(reversed.json?.message).toContain('start_date');
  });

  it('refuses a bulk call naming an order of another shop, changing nothing', async () => {
    const before = scheduler.calls.length;
    const response = await call('POST', `${ADMIN}/send_review_requests_now`, shopA.token, { order_ids: ['o3', 'b1'] });
    expect(response.status).toBe(404);
    expect(response.json?.message).toContain('"b1"');
    expect(scheduler.calls.length).toBe(before);
    const empty = await call('POST', `${ADMIN}/skip_review_requests`, shopA.token, { order_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.json?.message).toContain('order_ids');
  });

  it('sends now the orders whose request is still to go, and leaves sent ones alone', async () => {
    const response = await call('POST', `${ADMIN}/send_review_requests_now`, shopA.token, { order_ids: ['o1', 'o3', 'o5'] });
    expect(response.json, response.text).toMatchObject({ code: 0, data: { count: 2 } });
    expect(scheduler.calls.at(-1)).toEqual({ method: 'sendNow', shopId: shopA.id, orderIds: ['o1', 'o3'] });
    const page = await list({ keyword: '#100' });
    expect(page.list.find((order) => order.id === 'o3')).toMatchObject({ state: 'scheduled', due_at: NOW.toISOString() });
  });

  it('skips the named orders', async () => {
    const response = await call('POST', `${ADMIN}/skip_review_requests`, shopA.token, { order_ids: ['o2', 'o4'] });
    expect(response.json, response.text).toMatchObject({ code: 0, data: { count: 1 } });
    expect(await stateOf('o2')).toBe('skipped');
    expect((await list({ states: 'skipped' })).list.find((order) => order.id === 'o2')?.skip_reason).toBe('skipped_by_merchant');
  });

  it('shows due requests as waiting for quota while the plan\'s e-mails are used up', async () => {
    await updateShop(ctx.database.handle, shopA, {
      pricingPlanId: FREE_PLAN,
      emailQuotaUsed: emailSendQuotaForPlan(FREE_PLAN),
      emailQuotaResetAt: new Date(NOW.getTime() + 5 * MS_PER_DAY),
    });
    expect(await namesOf({ states: 'waiting_quota' })).toEqual(['#1001', '#1003']);
    const overview = (await call('GET', `${ADMIN}/get_collect_overview`, shopA.token)).json?.data as ResponseOf<typeof getCollectOverview>;
    expect(overview.quota).toMatchObject({ exhausted: true, waiting: 2, limit: emailSendQuotaForPlan(FREE_PLAN) });
    await updateShop(ctx.database.handle, shopA, { emailQuotaUsed: 0, emailQuotaResetAt: null });
  });

  it('gives the overview from the shop\'s own e-mails and reviews', async () => {
    const response = await call('GET', `${ADMIN}/get_collect_overview`, shopA.token);
    expect(response.status, response.text).toBe(200);
    const overview = response.json?.data as ResponseOf<typeof getCollectOverview>;
    expect(overview).toMatchObject({
      period_days: 30,
      request: { enabled: true, sent: 3, opened: 1, reviews: 1 },
      orders: { total: 8, scheduled: 2 },
      quota: { exhausted: false, waiting: 0 },
    });
  });

  it('places a demo order in development store mode: fulfilled, scheduled, newest first', async () => {
    const response = await call('POST', `${ADMIN}/place_demo_order`, shopA.token, {});
    expect(response.json, response.text).toMatchObject({ code: 0 });
    const placed = (response.json?.data as { order: ResponseOf<typeof getOrders>['list'][number] }).order;
    expect(placed).toMatchObject({ name: '#1009', state: 'scheduled', fulfilled_at: NOW.toISOString() });
    expect(placed.products.length).toBeGreaterThanOrEqual(1);
    expect(placed.products.every((title) => ['Rain Jacket', 'Wool Hat'].includes(title))).toBe(true);
    expect((await list()).list[0]?.id).toBe(placed.id);
    const again = (await call('POST', `${ADMIN}/place_demo_order`, shopA.token, {})).json?.data as { order: { name: string } };
    expect(again.order.name).toBe('#1010');
  });

  it('refuses a demo order for a shop without products', async () => {
    const response = await call('POST', `${ADMIN}/place_demo_order`, shopB.token, {});
    expect(response.status).toBe(409);
    expect(response.json?.message).toContain('place_demo_order');
  });

  describe('sync of past orders', () => {
    let shopC: SignedInShop;
    beforeAll(async () => {
      shopC = await signInShop(ctx.server, 'orders-c.myshopify.com');
      await addOrders(
        ctx.database.handle,
        shopC,
        Array.from({ length: 60 }, (_, index) => ({
          id: `c${index}`,
          name: `#${2000 + index}`,
          customerName: `Customer ${index}`,
          placedAt: new Date(NOW.getTime() - (index + 1) * 12 * 3_600_000),
          fulfilledAt: index % 3 === 0 ? null : new Date(NOW.getTime() - index * 12 * 3_600_000),
          products: ['Rain Jacket'],
          ...(index === 1 ? { mail: { state: 'sent' as const, dueAt: NOW, sentAt: NOW } } : {}),
        })),
      );
    });

    it('starts, refuses a second start while running, and reports its progress until done', async () => {
      const status = async () => (await call('GET', `${ADMIN}/get_sync_past_orders_status`, shopC.token)).json?.data as ResponseOf<typeof getSyncPastOrdersStatus>;
      expect(await status()).toMatchObject({ status: 'idle', done: 0 });
      const release = scheduler.hold();
      const started = await call('POST', `${ADMIN}/sync_past_orders`, shopC.token, { period_days: 7 });
      expect(started.json, started.text).toMatchObject({ code: 0, data: { status: 'running', period_days: 7 } });
      const second = await call('POST', `${ADMIN}/sync_past_orders`, shopC.token, { period_days: 30 });
      expect(second.status).toBe(409);
      expect(second.json?.message).toContain('already running');
      release();
      await ctx.server.collectOrders.settled(shopC);
      // 7 days back: the 14 orders placed every 12 hours; a third unfulfilled, one already requested.
      const done = await status();
      expect(done).toMatchObject({ status: 'done', period_days: 7, done: 14, total: 14 });
      const scheduled = await ctx.database.handle.db.select().from(collectMails).where(eq(collectMails.shopId, shopC.id));
      expect(scheduled.length).toBe(done.scheduled + 1);
      expect(done.scheduled).toBe(8);
      const rows = await ctx.database.handle.db.select().from(orders).where(and(eq(orders.shopId, shopC.id), eq(orders.id, 'c0')));
      expect(rows).toHaveLength(1);
    });

    it('refuses a period it does not offer, naming the field', async () => {
      const response = await call('POST', `${ADMIN}/sync_past_orders`, shopC.token, { period_days: 45 });
      expect(response.status).toBe(422);
      expect(response.json?.message).toContain('period_days');
    });
  });
});

describe.each(TEST_DATABASES)('collect orders with the composed request scheduling on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  let shop: SignedInShop;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => ctx.server.call(method, path, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const orderNamed = async (id: string) =>
    ((await call('GET', `${ADMIN}/get_orders`)).json?.data as ResponseOf<typeof getOrders>).list.find((order) => order.id === id);

  beforeAll(async () => {
    shop = await signInShop(ctx.server, 'orders-real.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('p1', 'Rain Jacket', ['M'])] });
  });

  it('schedules a demo order\'s request a week after fulfilment, sends it now, or skips another', async () => {
    const placed = ((await call('POST', `${ADMIN}/place_demo_order`, {})).json?.data as { order: ResponseOf<typeof getOrders>['list'][number] }).order;
    expect(placed.state).toBe('scheduled');
    expect(Date.parse(placed.due_at!)).toBeGreaterThanOrEqual(NOW.getTime() + 7 * MS_PER_DAY);
    expect((await call('POST', `${ADMIN}/send_review_requests_now`, { order_ids: [placed.id] })).json?.data).toEqual({ count: 1 });
    expect(await orderNamed(placed.id)).toMatchObject({ state: 'scheduled', due_at: NOW.toISOString() });

    const second = ((await call('POST', `${ADMIN}/place_demo_order`, {})).json?.data as { order: { id: string } }).order;
    expect((await call('POST', `${ADMIN}/skip_review_requests`, { order_ids: [second.id] })).json?.data).toEqual({ count: 1 });
    expect(await orderNamed(second.id)).toMatchObject({ state: 'skipped', skip_reason: 'skipped_by_merchant' });
  });
});
