import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { npsResponses } from '../../../server/infrastructure/db/schema';
import { NPS_COMMENT_MAX_LENGTH, NPS_SURVEY_MIN_DAYS_INSTALLED } from '../../../src/domain/shop/nps-survey';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { addReviews, type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('the NPS survey on $name', (target) => {
  const ctx = useTestServer(target);

  const flagOf = async (shop: SignedInShop): Promise<unknown> => {
    const configs = (await ctx.server.call('GET', `${ADMIN}/get_shop_configs`, { token: shop.token })).json?.data as Record<string, unknown>;
    const info = (await ctx.server.call('GET', `${ADMIN}/get_user_info`, { token: shop.token })).json?.data as { shopConfig: Record<string, unknown> };
    expect(info.shopConfig.is_show_nps).toBe(configs.is_show_nps);
    return configs.is_show_nps;
  };
  const answersOf = (shop: SignedInShop) =>
    ctx.database.handle.db.select({ score: npsResponses.score, comment: npsResponses.comment }).from(npsResponses).where(eq(npsResponses.shopId, shop.id));
  const submit = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', `${ADMIN}/submit_nps`, { token: shop.token, body });
  const installedDaysAgo = (shop: SignedInShop, days: number) => updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - days * MS_PER_DAY) });

  /** A shop the survey asks: installed long enough, with a review. */
  async function askedShop(domain: string): Promise<SignedInShop> {
    const shop = await signInShop(ctx.server, domain);
    await installedDaysAgo(shop, NPS_SURVEY_MIN_DAYS_INSTALLED);
    await addReviews(ctx.database.handle, shop, 'product-1', 1);
    return shop;
  }

  it('asks a shop once it has been installed 14 days and has a review, not before', async () => {
    const shop = await signInShop(ctx.server, 'nps-rule.myshopify.com');
    expect(await flagOf(shop)).toBe('0');
    await installedDaysAgo(shop, NPS_SURVEY_MIN_DAYS_INSTALLED);
    expect(await flagOf(shop)).toBe('0');
    await addReviews(ctx.database.handle, shop, 'product-1', 1);
    expect(await flagOf(shop)).toBe('1');
    await installedDaysAgo(shop, NPS_SURVEY_MIN_DAYS_INSTALLED - 1);
    expect(await flagOf(shop)).toBe('0');
  });

  it('stores the score and the comment and turns the survey off for good', async () => {
    const shop = await askedShop('nps-submit.myshopify.com');
    const response = await submit(shop, { score: 9, comment: '  Love the widgets.  ' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ code: 0, message: expect.any(String), data: { is_show_nps: '0' } });
    expect(await answersOf(shop)).toEqual([{ score: 9, comment: 'Love the widgets.' }]);
    expect(await flagOf(shop)).toBe('0');
  });

  it('takes a score without a comment, 0 and 10 included', async () => {
    const low = await askedShop('nps-low.myshopify.com');
    const high = await askedShop('nps-high.myshopify.com');
    expect((await submit(low, { score: 0 })).status).toBe(200);
    expect((await submit(high, { score: '10' })).status).toBe(200);
    expect(await answersOf(low)).toEqual([{ score: 0, comment: '' }]);
    expect(await answersOf(high)).toEqual([{ score: 10, comment: '' }]);
  });

  it('closing turns the survey off without an answer', async () => {
    const shop = await askedShop('nps-close.myshopify.com');
    const response = await ctx.server.call('POST', `${ADMIN}/dismiss_nps`, { token: shop.token, body: {} });
    expect(response.json?.data).toEqual({ is_show_nps: '0' });
    expect(await flagOf(shop)).toBe('0');
    expect(await answersOf(shop)).toEqual([]);
  });

  it.each([
    [{}, 'score: is required'],
    [{ score: 11 }, 'score: must be a whole number from 0 to 10'],
    [{ score: -1 }, 'score: must be a whole number from 0 to 10'],
    [{ score: 7.5 }, 'score: must be a whole number from 0 to 10'],
    [{ score: 'nine' }, 'score: must be a whole number from 0 to 10'],
    [{ score: 8, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) }, `comment: must be at most ${NPS_COMMENT_MAX_LENGTH} characters`],
    [{ score: 8, comment: 42 }, 'comment: must be text'],
    [{ score: 8, shop_id: 1 }, 'shop_id'],
  ])('refuses %j with a 422 naming the field, stores nothing and keeps asking', async (body, message) => {
    const shop = await askedShop(`nps-bad-${Math.random().toString(36).slice(2, 8)}.myshopify.com`);
    const response = await submit(shop, body);
    expect(response.status).toBe(422);
    expect(response.json?.code).not.toBe(0);
    expect(response.json?.message).toContain(message);
    expect(await answersOf(shop)).toEqual([]);
    expect(await flagOf(shop)).toBe('1');
  });

  it("one shop's answer leaves another shop asked", async () => {
    const a = await askedShop('nps-tenant-a.myshopify.com');
    const b = await askedShop('nps-tenant-b.myshopify.com');
    await submit(a, { score: 3 });
    expect(await flagOf(b)).toBe('1');
    expect(await answersOf(b)).toEqual([]);
  });
});
