import { describe, expect, it } from 'vitest';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

/** rotate_reviews_api_key (docs/product/settings.md#api-access). */
describe.each(TEST_DATABASES)('the reviews API key on $name', (target) => {
  const ctx = useTestServer(target);

  const keyOf = async (shop: SignedInShop): Promise<string> =>
    ((await ctx.server.call('GET', `${ADMIN}/get_user_info`, { token: shop.token })).json?.data as { reviews_api_key: string }).reviews_api_key;
  const rotate = (shop: SignedInShop, body: unknown = {}) => ctx.server.call('POST', `${ADMIN}/rotate_reviews_api_key`, { token: shop.token, body });

  it('replaces the key with a new random one, which get_user_info answers from then on; only the new key is kept', async () => {
    const shop = await signInShop(ctx.server, 'api-key-rotate.myshopify.com');
    const first = await keyOf(shop);
    expect(first).toMatch(/^[0-9a-f]{32}$/);

    const rotated = await rotate(shop);
    expect(rotated.status).toBe(200);
    expect(rotated.json).toEqual({ code: 0, message: expect.any(String), data: { reviews_api_key: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const second = (rotated.json?.data as { reviews_api_key: string }).reviews_api_key;
    expect(second).not.toBe(first);
    expect(await keyOf(shop)).toBe(second);
    expect((await ctx.server.shops.findByDomain(shop.domain))?.reviewsApiKey).toBe(second);

    const again = (await rotate(shop)).json?.data as { reviews_api_key: string };
    expect(again.reviews_api_key).not.toBe(second);
    expect(await keyOf(shop)).toBe(again.reviews_api_key);
  });

  it("leaves every other shop's key as it is", async () => {
    const shop = await signInShop(ctx.server, 'api-key-mine.myshopify.com');
    const other = await signInShop(ctx.server, 'api-key-other.myshopify.com');
    const otherKey = await keyOf(other);
    expect((await rotate(shop)).status).toBe(200);
    expect(await keyOf(other)).toBe(otherKey);
  });

  it.each([
    [{ reviews_api_key: 'my-own-key' }, 'reviews_api_key'],
    [{ shop_id: 1 }, 'shop_id'],
    [['rotate'], 'expected object'],
    ['{"reviews_api_key": ', 'body: must be valid JSON'],
  ])('refuses %j with the error envelope and keeps the key', async (body, message) => {
    const shop = await signInShop(ctx.server, `api-key-bad-${Math.random().toString(36).slice(2, 8)}.myshopify.com`);
    const before = await keyOf(shop);
    const response = await rotate(shop, body);
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: expect.any(Number), data: null });
    expect(response.json?.code).not.toBe(0);
    expect(response.json?.message).toContain(message);
    expect(await keyOf(shop)).toBe(before);
  });

  it('refuses a call without the app token', async () => {
    const response = await ctx.server.call('POST', `${ADMIN}/rotate_reviews_api_key`, { body: {} });
    expect(response.status).toBe(401);
    expect(response.json?.code).not.toBe(0);
  });
});
