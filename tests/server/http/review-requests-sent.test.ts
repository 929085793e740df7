import { describe, expect, it } from 'vitest';
import { collectMails } from '../../../server/infrastructure/db/schema';
import { type ResponseOf } from '../../../src/contracts/contract';
import { type getCollectOverview } from '../../../src/contracts/collect-orders.contract';
import { type AnalyticsReport } from '../../../src/domain/analytics/analytics-report';
import { addOrders } from '../support/order-fixtures';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

/** 11:00 in New York on 2025-03-15: the last 30 local days are 2025-02-14 to 2025-03-15, from 05:00 UTC on 2025-02-14. */
const NOW = new Date('2025-03-15T16:00:00Z');
const at = (iso: string) => new Date(iso);

/**
 * "Review requests sent" (docs/product/analytics.md#figures): /collect and the dashboard show the
 * same count for the same e-mails: the first request and its reminders, sent in the last 30 local days.
 */
describe.each(TEST_DATABASES)('review requests sent on /collect and the dashboard on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });

  it('gives one number on both screens, whatever the other e-mails, the window edge or another shop', async () => {
    const db = ctx.database.handle;
    const shop = await signInShop(ctx.server, 'requests-sent.myshopify.com');
    const other = await signInShop(ctx.server, 'requests-sent-other.myshopify.com');
    await updateShop(db, shop, { timeZone: 'America/New_York' });
    const sent = (sentAt: string) => ({ state: 'sent' as const, dueAt: at(sentAt), sentAt: at(sentAt) });
    await addOrders(db, shop, [
      // 22:00 on 2025-02-13 in New York: less than 30 × 24 hours ago, but before the first of the 30 local days.
      { id: 'edge', name: '#1', customerName: 'Edge Case', placedAt: at('2025-02-01T12:00:00Z'), mail: sent('2025-02-14T03:00:00Z') },
      { id: 'first', name: '#2', customerName: 'First Request', placedAt: at('2025-03-01T12:00:00Z'), mail: sent('2025-03-10T15:00:00Z') },
      { id: 'reminder', name: '#3', customerName: 'Got Reminded', placedAt: at('2025-02-20T12:00:00Z'), mail: { ...sent('2025-03-11T15:00:00Z'), step: 2 } },
      { id: 'today', name: '#4', customerName: 'Sent Today', placedAt: at('2025-03-05T12:00:00Z'), mail: sent('2025-03-15T15:30:00Z') },
      { id: 'failed', name: '#5', customerName: 'Never Sent', placedAt: at('2025-03-05T12:00:00Z'), mail: { state: 'failed', dueAt: at('2025-03-12T15:00:00Z') } },
    ]);
    // A photo reminder is an e-mail sent, not a review request.
    await db.db.insert(collectMails).values({
      shopId: shop.id, key: 'photo-1', type: 'photo_video_reminder', orderId: 'first', step: 0, recipient: 'customer@example.com',
      state: 'sent', dueAt: at('2025-03-12T15:00:00Z'), sentAt: at('2025-03-12T15:00:00Z'),
    });
    await addOrders(db, other, [{ id: 'o1', name: '#1', customerName: 'Other Shop', placedAt: at('2025-03-01T12:00:00Z'), mail: sent('2025-03-10T15:00:00Z') }]);

    const collect = (await ctx.server.call('GET', '/api/v1/admin/get_collect_overview', { token: shop.token })).json?.data as ResponseOf<typeof getCollectOverview>;
    const dashboard = (await ctx.server.call('GET', '/api/v1/bff/get_analytics', { token: shop.token })).json?.data as AnalyticsReport;

    expect(dashboard.period).toEqual({ start_date: '2025-02-14', end_date: '2025-03-15' });
    expect(dashboard.current.review_requests_sent).toBe(3);
    expect(collect.review_requests_sent).toBe(3);
    // The request card and the reminders card count over the same days, so they add up to it.
    expect(collect.request.sent + collect.reminders.sent).toBe(3);
    expect(collect.photo_video_reminder.sent).toBe(1);
  });
});
