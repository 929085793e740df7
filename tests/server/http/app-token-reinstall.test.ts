import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../support/test-databases';
import { signInShop } from '../support/shop-fixtures';
import { useTestServer } from '../support/use-test-server';

const USER_INFO = '/api/v1/admin/get_user_info';

describe.each(TEST_DATABASES)('app tokens across an uninstall and reinstall on $name', (target) => {
  const ctx = useTestServer(target);

  it('refuses a token issued before the uninstall once the shop is reinstalled, and accepts a fresh one', async () => {
    const before = await signInShop(ctx.server, 'returning.myshopify.com');
    expect((await ctx.server.call('GET', USER_INFO, { token: before.token })).status).toBe(200);

    await ctx.server.shops.markUninstalled(before, new Date());
    const after = await signInShop(ctx.server, 'returning.myshopify.com');
    expect(after.id).toBe(before.id);

    const stale = await ctx.server.call('GET', USER_INFO, { token: before.token });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBe('1');
    expect(stale.json).toEqual({ code: 40100, message: 'Authorization: the token was issued before the app was last installed', data: null });
    const fresh = await ctx.server.call('GET', USER_INFO, { token: after.token });
    expect(fresh.json).toMatchObject({ code: 0, data: { id: before.id, days: 0 } });
  });

  it('keeps earlier tokens and the install date when an installed shop signs in again', async () => {
    const first = await signInShop(ctx.server, 'staying.myshopify.com');
    const installedAt = (await ctx.server.shops.get(first))?.installedAt;
    const second = await signInShop(ctx.server, 'staying.myshopify.com');
    expect((await ctx.server.shops.get(second))?.installedAt).toEqual(installedAt);
    expect((await ctx.server.call('GET', USER_INFO, { token: first.token })).status).toBe(200);
    expect((await ctx.server.call('GET', USER_INFO, { token: second.token })).status).toBe(200);
  });
});
