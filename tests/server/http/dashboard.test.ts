import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { insertReviews, type ReviewSeed } from '../support/review-fixtures';
import { signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date(Date.UTC(2026, 10, 27, 12));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * MS_PER_DAY);
const reviewsOn = (count: number, days: number, rating = 5): ReviewSeed[] =>
  Array.from({ length: count }, (_, index) => ({ authorName: `Buyer ${days}-${index}`, rating, commentedAt: daysAgo(days) }));

describe.each(TEST_DATABASES)('dashboard calls on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });

  it('answers the dashboard ads with their images shipped with the admin', async () => {
    const { token } = await signInShop(ctx.server, 'dash-ads.myshopify.com');
    const response = await ctx.server.call('GET', withQuery(`${ADMIN}/get_ads`, { category: '1' }), { token });
    expect(response.status).toBe(200);
    const ads = response.json?.data.list as { id: number; image: string; url: string; title: string }[];
    expect(ads.length).toBeGreaterThan(1);
    for (const ad of ads) {
      expect(ad.image).toMatch(/^\/partners\/[a-z-]+\.svg$/);
      expect(ad.url).toMatch(/^https:\/\//);
      expect(ad.title).not.toBe('');
    }
  });

  it('refuses an unknown ad category with a message naming it', async () => {
    const { token } = await signInShop(ctx.server, 'dash-ads-bad.myshopify.com');
    const response = await ctx.server.call('GET', withQuery(`${ADMIN}/get_ads`, { category: '7' }), { token });
    expect(response.status).toBe(422);
    expect(response.json?.code).not.toBe(0);
    expect(response.json?.message).toContain('category');
  });

  it('counts clicks per shop and ad', async () => {
    const first = await signInShop(ctx.server, 'dash-click-1.myshopify.com');
    const second = await signInShop(ctx.server, 'dash-click-2.myshopify.com');
    const click = (token: string, adId: unknown) => ctx.server.call('POST', `${ADMIN}/set_ad_click`, { token, body: { ad_id: adId } });
    expect((await click(first.token, 1)).json?.data).toEqual({ ad_id: 1, clicks: 1 });
    expect((await click(first.token, 1)).json?.data).toEqual({ ad_id: 1, clicks: 2 });
    expect((await click(first.token, 2)).json?.data).toEqual({ ad_id: 2, clicks: 1 });
    expect((await click(second.token, 1)).json?.data).toEqual({ ad_id: 1, clicks: 1 });
  });

  it('refuses a click on an ad that does not exist, or without an ad id', async () => {
    const { token } = await signInShop(ctx.server, 'dash-click-bad.myshopify.com');
    const unknown = await ctx.server.call('POST', `${ADMIN}/set_ad_click`, { token, body: { ad_id: 999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toContain('ad_id');
    const missing = await ctx.server.call('POST', `${ADMIN}/set_ad_click`, { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json?.message).toContain('ad_id');
  });

  it('lists the recommended apps on the merchant API base, signed in only', async () => {
    const { token } = await signInShop(ctx.server, 'dash-apps.myshopify.com');
    const response = await ctx.server.call('GET', '/admin/v1/merchant/get_recommend_app_list', { token });
    expect(response.status).toBe(200);
    const apps = response.json?.data.list as { name: string; logo: string; desc_translations: Record<string, string> }[];
    expect(apps.length).toBeGreaterThan(4);
    expect(apps[0]?.logo).toMatch(/^\/partners\//);
    expect(apps[0]?.desc_translations.de).toBeTruthy();
    expect((await ctx.server.call('GET', '/admin/v1/merchant/get_recommend_app_list')).status).toBe(401);
  });

  it('finds no anomaly in a shop without reviews', async () => {
    const { token } = await signInShop(ctx.server, 'dash-anomaly-none.myshopify.com');
    const response = await ctx.server.call('GET', `${ADMIN}/get_review_anomalies`, { token });
    expect(response.json?.data).toEqual({ anomalies: [], activity: { recentTotal: 0, recentLow: 0, baselineTotal: 0, baselineLow: 0 } });
  });

  it('sees a drop and a burst of low ratings from the reviews\' own dates, ignoring older reviews and other shops', async () => {
    const shop = await signInShop(ctx.server, 'dash-anomaly.myshopify.com');
    const other = await signInShop(ctx.server, 'dash-anomaly-other.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      ...reviewsOn(60, 20),
      ...reviewsOn(5, 2, 1),
      ...reviewsOn(30, 60),
    ]);
    await insertReviews(ctx.database.handle, other, reviewsOn(10, 2, 2));
    const response = await ctx.server.call('GET', `${ADMIN}/get_review_anomalies`, { token: shop.token });
    expect(response.json?.data).toEqual({
      anomalies: ['reviewDrop', 'lowRatingBurst'],
      activity: { recentTotal: 5, recentLow: 5, baselineTotal: 60, baselineLow: 0 },
    });
  });

  it('keeps the dashboard banners\' dismissal times in the banner display setting', async () => {
    const { token } = await signInShop(ctx.server, 'dash-dismissals.myshopify.com');
    const saved = await ctx.server.call('POST', `${ADMIN}/set_banner_display_setting`, { token, body: { dashboard_overage_dismissed_at: '1790000000000' } });
    expect(saved.status).toBe(200);
    const read = await ctx.server.call('GET', `${ADMIN}/get_banner_display_setting`, { token });
    expect(read.json?.data).toMatchObject({ dashboard_overage_dismissed_at: '1790000000000', home_top_ad: '1' });
    const bad = await ctx.server.call('POST', `${ADMIN}/set_banner_display_setting`, { token, body: { dashboard_ad_dismissed_at: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect(bad.json?.message).toContain('dashboard_ad_dismissed_at');
  });
});
