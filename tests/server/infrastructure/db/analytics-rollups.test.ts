import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleOrderRepository } from '../../../../server/infrastructure/db/drizzle-order-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { rowsOf } from '../../../../server/infrastructure/db/raw-rows';
import { collectMails, orders, reviews, storefrontDailyVisitors } from '../../../../server/infrastructure/db/schema';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { addOrders } from '../../support/order-fixtures';
import { insertManyReviews, insertReviews } from '../../support/review-fixtures';
import { updateShop } from '../../support/shop-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const at = (iso: string) => new Date(iso);

/**
 * The analytics' roll-ups (docs/product/analytics.md#how-the-figures-are-kept) stay equal to a
 * recount of the rows they sum, whatever writes the rows.
 */
describe.each(TEST_DATABASES)('the analytics roll-ups on $name', (target) => {
  const ctx = useTestDatabase(target);
  let shop: AuthenticatedShop;
  let other: AuthenticatedShop;

  beforeAll(async () => {
    const shops = new DrizzleShopRepository(ctx.database.handle.db);
    shop = await shops.install({ domain: 'rollups.myshopify.com', name: 'Rollups', pricingPlanId: PLAN_ID_FREE });
    other = await shops.install({ domain: 'rollups-other.myshopify.com', name: 'Other', pricingPlanId: PLAN_ID_FREE });
    await updateShop(ctx.database.handle, shop, { timeZone: 'America/New_York' });
  });

  const db = () => ctx.database.handle.db;
  const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db().execute(query)).then((found) => found.map((row) => JSON.stringify(row)).sort());

  /** The roll-ups' non-zero rows, and the same figures counted from the base tables in the shop's zone. */
  const reviewCounts = (owner: AuthenticatedShop) =>
    Promise.all([
      rows(sql`select r.day::text as day, r.rating, null as source, r.count from review_daily_counts r where r.shop_id = ${owner.id} and r.count <> 0
        union all select s.day::text, null, s.source, s.count from review_daily_sources s where s.shop_id = ${owner.id} and s.count <> 0`),
      rows(sql`select (r.commented_at at time zone s.time_zone)::date::text as day, r.rating, r.source, count(*)::int as count
        from reviews r join shops s on s.id = r.shop_id where r.shop_id = ${owner.id} group by grouping sets ((1, 2), (1, 3))`),
    ]);
  const orderTotals = (owner: AuthenticatedShop) =>
    Promise.all([
      rows(sql`select day::text as day, orders, revenue::float8 as revenue, retention_revenue::float8 as retention
        from order_daily_totals where shop_id = ${owner.id} and (orders <> 0 or revenue <> 0)`),
      rows(sql`select (o.placed_at at time zone s.time_zone)::date::text as day, count(*)::int as orders, sum(o.total_price)::float8 as revenue,
          coalesce(sum(o.total_price) filter (where o.customer_email <> '' and exists (
            select 1 from reviews r where r.shop_id = o.shop_id and lower(r.author_email) = lower(o.customer_email) and r.commented_at < o.placed_at)), 0)::float8 as retention
        from orders o join shops s on s.id = o.shop_id where o.shop_id = ${owner.id} and o.cancelled_at is null group by 1`),
    ]);
  const sentRequests = (owner: AuthenticatedShop) =>
    Promise.all([
      rows(sql`select day::text as day, count from collect_mail_daily_sent where shop_id = ${owner.id} and count <> 0`),
      rows(sql`select (m.sent_at at time zone s.time_zone)::date::text as day, count(*)::int as count
        from collect_mails m join shops s on s.id = m.shop_id
        where m.shop_id = ${owner.id} and m.sent_at is not null and m.state = 'sent' and m.type in ('request_1', 'request_2', 'request_3') group by 1`),
    ]);
  const expectInStep = async (count: typeof reviewCounts) => {
    const [rolledUp, recounted] = await count(shop);
    expect(rolledUp).toEqual(recounted);
    return rolledUp;
  };

  it('counts reviews by shop-local day, rating and source through inserts, updates, deletes and an import-sized chunk', async () => {
    const [first, second, third] = await insertReviews(ctx.database.handle, shop, [
      // 23:30 on 1 March in New York, already 2 March in UTC.
      { rating: 2, source: 'Amazon', commentedAt: at('2025-03-02T04:30:00Z') },
      { rating: 5, commentedAt: at('2025-03-02T15:00:00Z') },
      { rating: 4, published: false, commentedAt: at('2025-03-03T15:00:00Z') },
    ]);
    const afterInsert = await expectInStep(reviewCounts);
    expect(afterInsert).toContain(JSON.stringify({ day: '2025-03-01', rating: 2, source: null, count: 1 }));
    expect(afterInsert).toContain(JSON.stringify({ day: '2025-03-01', rating: null, source: 'Amazon', count: 1 }));

    await db().update(reviews).set({ rating: 1 }).where(eq(reviews.id, first!));
    await db().update(reviews).set({ published: true }).where(eq(reviews.id, third!));
    await db().update(reviews).set({ commentedAt: at('2025-04-10T15:00:00Z') }).where(eq(reviews.id, second!));
    await db().update(reviews).set({ featured: true }).where(eq(reviews.shopId, shop.id));
    await expectInStep(reviewCounts);

    await db().delete(reviews).where(eq(reviews.id, third!));
    await insertManyReviews(ctx.database.handle, shop, 2000);
    const afterChunk = await expectInStep(reviewCounts);
    expect(afterChunk.length).toBeGreaterThan(5);

    await db().delete(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.source, 'Amazon')));
    await expectInStep(reviewCounts);
    const [otherShop] = await reviewCounts(other);
    expect(otherShop).toEqual([]);
  });

  it('totals orders not cancelled, their revenue and retention revenue, through inserts, webhook upserts, cancels and deletes', async () => {
    await insertReviews(ctx.database.handle, shop, [{ rating: 5, authorEmail: 'Ann@Example.com', commentedAt: at('2025-05-01T12:00:00Z') }]);
    await addOrders(ctx.database.handle, shop, [
      { id: 'ann-1', name: '#1', customerName: 'Ann Doe', customerEmail: 'ann@example.com', placedAt: at('2025-05-02T12:00:00Z') },
      { id: 'ann-0', name: '#2', customerName: 'Ann Doe', customerEmail: 'ann@example.com', placedAt: at('2025-04-30T12:00:00Z') },
      { id: 'bob-1', name: '#3', customerName: 'Bob Doe', placedAt: at('2025-05-02T13:00:00Z') },
    ]);
    const afterInsert = await expectInStep(orderTotals);
    expect(afterInsert).toContain(JSON.stringify({ day: '2025-05-02', orders: 2, revenue: 50, retention: 25 }));

    const repository = new DrizzleOrderRepository(db());
    await repository.upsert(shop.id, {
      id: 'bob-1', name: '#3', customerName: 'Bob Doe', customerEmail: 'bob@example.com', customerLocale: '', totalPrice: '40.00',
      placedAt: at('2025-05-02T13:00:00Z'), fulfilledAt: null, deliveredAt: null, cancelledAt: null, items: [],
    });
    await expectInStep(orderTotals);
    await db().update(orders).set({ cancelledAt: at('2025-05-03T00:00:00Z') }).where(and(eq(orders.shopId, shop.id), eq(orders.id, 'ann-1')));
    await db().delete(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, 'ann-0')));
    const afterCancel = await expectInStep(orderTotals);
    expect(afterCancel).toContain(JSON.stringify({ day: '2025-05-02', orders: 1, revenue: 40, retention: 0 }));
  });

  it('counts an order as retention once a review of its customer dated before it arrives, even one imported after the order', async () => {
    await addOrders(ctx.database.handle, shop, [{ id: 'cat-1', name: '#9', customerName: 'Cat Doe', placedAt: at('2025-06-10T12:00:00Z') }]);
    await insertReviews(ctx.database.handle, shop, [{ rating: 4, authorEmail: 'Cat@Example.com', commentedAt: at('2025-06-20T12:00:00Z') }]);
    expect(await expectInStep(orderTotals)).toContain(JSON.stringify({ day: '2025-06-10', orders: 1, revenue: 25, retention: 0 }));
    await insertReviews(ctx.database.handle, shop, [{ rating: 5, authorEmail: 'cat@example.com', commentedAt: at('2025-06-01T12:00:00Z') }]);
    expect(await expectInStep(orderTotals)).toContain(JSON.stringify({ day: '2025-06-10', orders: 1, revenue: 25, retention: 25 }));
    await db().delete(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, 'cat-1')));
    await expectInStep(orderTotals);
  });

  it('counts review requests sent, not other e-mails nor those still scheduled', async () => {
    await addOrders(ctx.database.handle, shop, [
      { id: 'm-1', name: '#11', customerName: 'Meg Doe', placedAt: at('2025-07-01T12:00:00Z'), mail: { state: 'scheduled', dueAt: at('2025-07-05T12:00:00Z') } },
      { id: 'm-2', name: '#12', customerName: 'Ned Doe', placedAt: at('2025-07-01T12:00:00Z'), mail: { state: 'sent', dueAt: at('2025-07-05T03:00:00Z'), sentAt: at('2025-07-05T03:00:00Z') } },
    ]);
    await db().insert(collectMails).values({
      shopId: shop.id, key: 'review:1:update_review', type: 'update_review', recipient: 'x@example.com', state: 'sent', dueAt: at('2025-07-05T12:00:00Z'), sentAt: at('2025-07-05T12:00:00Z'),
    });
    await expectInStep(sentRequests);
    await db().update(collectMails).set({ state: 'sent', sentAt: at('2025-07-05T12:00:00Z') }).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, 'm-1')));
    const afterSend = await expectInStep(sentRequests);
    expect(afterSend).toEqual([JSON.stringify({ day: '2025-07-04', count: 1 }), JSON.stringify({ day: '2025-07-05', count: 1 })]);
  });

  it('counts the beacon\'s unique visitors per day', async () => {
    await db().insert(storefrontDailyVisitors).values(['v1', 'v2', 'v3'].map((visitor) => ({ shopId: shop.id, day: '2025-03-05', visitor })));
    await db().insert(storefrontDailyVisitors).values({ shopId: shop.id, day: '2025-03-05', visitor: 'v1' }).onConflictDoNothing();
    await db().delete(storefrontDailyVisitors).where(and(eq(storefrontDailyVisitors.shopId, shop.id), eq(storefrontDailyVisitors.visitor, 'v3')));
    expect(await rows(sql`select day, count from storefront_daily_visitor_counts where shop_id = ${shop.id}`)).toEqual([JSON.stringify({ day: '2025-03-05', count: 2 })]);
  });

  it("recounts a shop's days when its time zone changes", async () => {
    await updateShop(ctx.database.handle, shop, { timeZone: 'Asia/Tokyo' });
    const reviewsInTokyo = await expectInStep(reviewCounts);
    // 11:00 on 10 April in New York is 00:00 on 11 April in Tokyo.
    expect(reviewsInTokyo).toContain(JSON.stringify({ day: '2025-04-11', rating: null, source: 'Store front', count: 1 }));
    await expectInStep(orderTotals);
    await expectInStep(sentRequests);
  });
});
