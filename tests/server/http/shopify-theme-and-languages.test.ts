import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesGcmTokenCipher } from '../../../server/infrastructure/auth/aes-gcm-token-cipher';
import { DrizzleShopifyCredentialsRepository } from '../../../server/infrastructure/db/drizzle-shopify-credentials-repository';
import { type FakeShop, startFakeShopifyAdminApi } from '../../fakes/fake-shopify-admin-api';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_SHOPIFY_API_KEY, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const HOUR_MS = 3_600_000;
const OUR_EMBED = 'shopify://apps/starling-reviews/blocks/star-rating-embed/1f2e3d4c';
const OUR_BLOCK = `shopify://apps/${TEST_SHOPIFY_API_KEY}/blocks/reviews-widget/5a6b7c8d`;

const settingsData = (disabled: boolean) =>
  `/*\n * IMPORTANT: The contents of this file are auto-generated.\n */\n${JSON.stringify({
    current: { blocks: { '17': { type: OUR_EMBED, disabled, settings: {} } } },
  })}`;
const productTemplate = JSON.stringify({ sections: { main: { type: 'main-product', blocks: { r: { type: OUR_BLOCK, settings: {} } } } } });

describe.each(TEST_DATABASES)('theme status and storefront languages in Shopify mode on $name', (target) => {
  const config = testShopifyApp();
  let adminApi: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  let themeFiles: Record<string, string> = {};
  const liveShop: FakeShop = {
    domain: 'themed-shop.myshopify.com',
    accessToken: 'shpat_themed_shop',
    name: 'Themed Shop',
    email: 'owner@themed.example',
    currencyCode: 'USD',
    moneyFormat: '${{amount}}',
    products: [],
    collections: [],
    locales: [
      { locale: 'en', name: 'English', primary: true, published: true },
      { locale: 'ja', name: 'Japanese', primary: false, published: true },
      { locale: 'es', name: 'Spanish', primary: false, published: false },
    ],
    get mainThemeFiles() {
      return themeFiles;
    },
  };

  beforeAll(async () => {
    adminApi = await startFakeShopifyAdminApi([liveShop]);
  });
  afterAll(async () => {
    await adminApi.close();
  });
  const ctx = useTestServer(target, { shopify: config, shopifyAdminOrigin: () => adminApi.baseUrl });

  async function installedShop() {
    const record = await ctx.server.shops.install({ domain: liveShop.domain, name: 'Themed Shop', pricingPlanId: 2 });
    const now = Date.now();
    await new DrizzleShopifyCredentialsRepository(ctx.database.handle.db, new AesGcmTokenCipher(config.tokenEncryptionKey)).save(record, {
      accessToken: liveShop.accessToken,
      accessTokenExpiresAt: new Date(now + HOUR_MS),
      refreshToken: 'shprt_themed',
      refreshTokenExpiresAt: new Date(now + 90 * 24 * HOUR_MS),
      scopes: config.scopes.split(','),
    });
    return { record, token: await ctx.server.tokens.issue(record) };
  }

  const get = async (token: string, path: string): Promise<any> => (await ctx.server.call('GET', path, { token })).json?.data;

  it('reads the embed and block from the live theme on every status check and keeps the shop’s flags in step', async () => {
    const { token } = await installedShop();
    themeFiles = { 'config/settings_data.json': settingsData(true), 'templates/product.json': '{"sections":{}}' };
    expect(await get(token, `${ADMIN}/get_core_app_embeds_status`)).toMatchObject({ app_embeds_enabled: 0 });
    expect(await get(token, `${ADMIN}/get_user_info`)).toMatchObject({ isDisableThemeEmbeds: 1 });

    // The merchant switches the embed on and adds the block in the theme editor, then returns to the app.
    themeFiles = { 'config/settings_data.json': settingsData(false), 'templates/product.json': productTemplate };
    expect(await get(token, `${ADMIN}/get_core_app_embeds_status`)).toMatchObject({ app_embeds_enabled: 1 });
    expect(await get(token, `${ADMIN}/get_app_block_status`)).toMatchObject({ is_app_block_added: 1 });
    expect(await get(token, `${ADMIN}/get_user_info`)).toMatchObject({ isDisableThemeEmbeds: 0 });
    const stored = await ctx.server.shops.findByDomain(liveShop.domain);
    expect(stored).toMatchObject({ themeEmbedEnabled: true, themeAppBlockEnabled: true });
    expect(adminApi.calls.filter((call) => call.rootField === 'themes')).toHaveLength(3);
  });

  it('answers 502 rather than a stale status when Shopify cannot be asked', async () => {
    const { token } = await installedShop();
    adminApi.failNext(1, 500);
    const response = await ctx.server.call('GET', `${ADMIN}/get_app_block_status`, { token });
    expect(response.status).toBe(502);
  });

  it('lists the storefront languages the shop has published on Shopify', async () => {
    const { token } = await installedShop();
    expect(await get(token, `${ADMIN}/get_shop_availiable_langs`)).toEqual([
      { locale: 'en', name: 'English', primary: true },
      { locale: 'ja', name: 'Japanese', primary: false },
    ]);
  });
});
