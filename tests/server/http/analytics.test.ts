import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { orders, referralConversions, storefrontDailyStats, storefrontDailyVisitors } from '../../../server/infrastructure/db/schema';
import { type AnalyticsReport } from '../../../src/domain/analytics/analytics-report';
import { addOrders } from '../support/order-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PATH = '/api/v1/bff/get_analytics';
/** Noon in New York on 2025-03-31: "last 30 days" is 2025-03-02 to 2025-03-31, the period before 2025-01-31 to 2025-03-01. */
const NOW = new Date('2025-03-31T16:00:00Z');
const at = (iso: string) => new Date(iso);

/**
 * The shop in New York, in euros: reviews either side of a local midnight, a returning customer
 * (Ann reviewed before ordering), a customer who reviewed after ordering (Bob), a cancelled order,
 * one sent and one scheduled request, and two days of beacon counts.
 */
async function seedShop(database: DatabaseHandle, shop: SignedInShop) {
  await updateShop(database, shop, { timeZone: 'America/New_York', currencyCode: 'EUR' });
  await insertReviews(database, shop, [
    { rating: 2, authorEmail: 'Ann@Example.com', commentedAt: at('2025-02-10T12:00:00Z') },
    // 22:00 on 2025-03-01 in New York: the previous period, though already 2 March in UTC.
    { rating: 1, commentedAt: at('2025-03-02T03:00:00Z') },
    { rating: 5, source: 'Email request', commentedAt: at('2025-03-05T15:00:00Z') },
    { rating: 4, authorEmail: 'bob@example.com', commentedAt: at('2025-03-20T15:00:00Z') },
    { rating: 3, commentedAt: at('2025-03-31T03:00:00Z') },
  ]);
  await addOrders(database, shop, [
    { id: 'carl-1', name: '#1001', customerName: 'Carl Doe', placedAt: at('2025-02-15T15:00:00Z') },
    { id: 'ann-1', name: '#1002', customerName: 'Ann Doe', customerEmail: 'ann@example.com', placedAt: at('2025-03-10T15:00:00Z') },
    {
      id: 'bob-1', name: '#1003', customerName: 'Bob Doe', placedAt: at('2025-03-11T15:00:00Z'),
      mail: { state: 'sent', dueAt: at('2025-03-05T14:00:00Z'), sentAt: at('2025-03-05T14:00:00Z') },
    },
    { id: 'dan-1', name: '#1004', customerName: 'Dan Doe', placedAt: at('2025-03-12T15:00:00Z'), mail: { state: 'scheduled', dueAt: at('2025-04-05T14:00:00Z') } },
    { id: 'eve-1', name: '#1005', customerName: 'Eve Doe', placedAt: at('2025-03-13T15:00:00Z') },
  ]);
  await database.db.update(orders).set({ cancelledAt: at('2025-03-14T00:00:00Z') }).where(eqOrder(shop, 'eve-1'));
  await database.db.insert(storefrontDailyStats).values([
    { shopId: shop.id, day: '2025-03-05', metric: 'page_view', count: 10 },
    { shopId: shop.id, day: '2025-03-05', metric: 'widget_impression:reviews', count: 7 },
    { shopId: shop.id, day: '2025-02-20', metric: 'page_view', count: 4 },
  ]);
  // Referred orders (docs/product/referrals-list.md#figures); a refusal on the share page has no order and does not count.
  const referral = (createdAt: string, fields: Partial<typeof referralConversions.$inferInsert>) => ({
    shopId: shop.id, advocateCustomerId: '7001', friendEmail: 'friend@example.com', state: 'refused' as const, rewardMonth: createdAt.slice(0, 7), createdAt: at(createdAt), ...fields,
  });
  await database.db.insert(referralConversions).values([
    referral('2025-03-10T15:00:00Z', { orderId: 'ref-1', orderTotal: 40, state: 'rewarded', rewardCode: 'THANKS-AAAAAAAAAA' }),
    // 22:00 on 2025-03-01 in New York: the previous period.
    referral('2025-03-02T03:00:00Z', { orderId: 'ref-2', orderTotal: 30, refusalReason: 'advocate_monthly_cap' }),
    referral('2025-03-20T15:00:00Z', { refusalReason: 'self_referral_email' }),
    referral('2025-03-21T15:00:00Z', { orderId: 'ref-3', orderTotal: 12.5, refusalReason: 'friend_already_rewarded' }),
  ]);
  await database.db.insert(storefrontDailyVisitors).values([
    ...['v1', 'v2', 'v3'].map((visitor) => ({ shopId: shop.id, day: '2025-03-05', visitor })),
    { shopId: shop.id, day: '2025-02-20', visitor: 'v1' },
  ]);
}

function eqOrder(shop: SignedInShop, id: string) {
  return and(eq(orders.shopId, shop.id), eq(orders.id, id));
}

describe.each(TEST_DATABASES)('get_analytics on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  let shop: SignedInShop;
  const report = async (query: string) => {
    const response = await ctx.server.call('GET', `${PATH}${query}`, { token: shop.token });
    expect(response.status, response.text).toBe(200);
    return response.json?.data as AnalyticsReport;
  };

  it('counts the last 30 shop-local days by default, and the 30 days before them', async () => {
    shop = await signInShop(ctx.server, 'analytics-main.myshopify.com');
    await seedShop(ctx.database.handle, shop);
    const other = await signInShop(ctx.server, 'analytics-other.myshopify.com');
    await insertReviews(ctx.database.handle, other, [{ rating: 1, commentedAt: at('2025-03-15T12:00:00Z') }]);
    await addOrders(ctx.database.handle, other, [{ id: 'x-1', name: '#9', customerName: 'Xena', placedAt: at('2025-03-15T12:00:00Z') }]);
    await ctx.database.handle.db.insert(referralConversions).values({
      shopId: other.id, advocateCustomerId: '9', friendEmail: 'x@example.com', orderId: 'x-1', orderTotal: 99, state: 'rewarded', rewardMonth: '2025-03', createdAt: at('2025-03-15T12:00:00Z'),
    });

    const data = await report('');
    expect(data.currency).toBe('EUR');
    expect(data.period).toEqual({ start_date: '2025-03-02', end_date: '2025-03-31' });
    expect(data.previous_period).toEqual({ start_date: '2025-01-31', end_date: '2025-03-01' });
    expect(data.current).toEqual({
      average_star_rating: 4,
      reviews_collected: 3,
      review_requests_sent: 1,
      page_view: 10,
      unique_visitor: 3,
      add_to_cart: 0,
      order_count: 3,
      order_revenue: 75,
      retention_revenue: 25,
      referral_conversions: 2,
      referral_revenue: 52.5,
      referral_rewards_issued: 1,
    });
    expect(data.previous).toEqual({
      average_star_rating: 1.5,
      reviews_collected: 2,
      review_requests_sent: 0,
      page_view: 4,
      unique_visitor: 1,
      add_to_cart: 0,
      order_count: 1,
      order_revenue: 25,
      retention_revenue: 0,
      referral_conversions: 1,
      referral_revenue: 30,
      referral_rewards_issued: 0,
    });
    expect(data.bucket_size).toBe('day');
    expect(data.series).toHaveLength(30);
    expect(data.series.find((point) => point.bucket === '2025-03-05')).toMatchObject({ reviews_by_rating: [0, 0, 0, 0, 1], average_rating: 5, review_requests_sent: 1, page_view: 10, unique_visitor: 3 });
    expect(data.series.find((point) => point.bucket === '2025-03-10')).toMatchObject({ order_count: 1, order_revenue: 25, retention_revenue: 25 });
    expect(data.series.at(-1)).toMatchObject({ bucket: '2025-03-31', reviews_by_rating: [0, 0, 0, 0, 0] });
    expect(data.series.find((point) => point.bucket === '2025-03-30')?.reviews_by_rating).toEqual([0, 0, 1, 0, 0]);
    expect(data.rating_distribution).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating >= 3 ? 1 : 0 })));
    expect(data.sources).toEqual([{ source: 'Store front', count: 2 }, { source: 'Email request', count: 1 }]);
  });

  it('gives all time from the first activity to today, with no period before it', async () => {
    const data = await report('?date_range=0');
    expect(data.period).toEqual({ start_date: '2025-02-10', end_date: '2025-03-31' });
    expect(data.previous_period).toBeNull();
    expect(data.previous).toBeNull();
    expect(data.current).toMatchObject({ reviews_collected: 5, order_count: 4, order_revenue: 100, retention_revenue: 25, page_view: 14, referral_conversions: 3, referral_revenue: 82.5, referral_rewards_issued: 1 });
  });

  it('groups long ranges by week and month, and compares a custom day with the day before', async () => {
    expect((await report('?date_range=5')).bucket_size).toBe('week');
    const custom = await report('?start_date=2025-03-05&end_date=2025-03-05');
    expect(custom.previous_period).toEqual({ start_date: '2025-03-04', end_date: '2025-03-04' });
    expect(custom.current).toMatchObject({ reviews_collected: 1, average_star_rating: 5, page_view: 10 });
    expect(custom.previous).toMatchObject({ reviews_collected: 0, average_star_rating: null });
    const year = await report('?start_date=2024-01-01&end_date=2025-03-31');
    expect(year.bucket_size).toBe('month');
    expect(year.series.map((point) => point.bucket).slice(-2)).toEqual(['2025-02-01', '2025-03-01']);
  });

  it('refuses bad dates with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['?start_date=2025-02-30&end_date=2025-03-01', 'start_date'],
      ['?start_date=2025-03-02&end_date=2025-03-01', 'start_date'],
      ['?start_date=2025-03-02', 'end_date'],
      ['?date_range=9', 'date_range'],
    ] as const) {
      const response = await ctx.server.call('GET', `${PATH}${query}`, { token: shop.token });
      expect(response.status, query).toBe(422);
      expect(response.json?.message, query).toContain(field);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.server.call('GET', PATH)).status).toBe(401);
  });
});
