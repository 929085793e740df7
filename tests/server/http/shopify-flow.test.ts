import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlowTriggerRecord } from '../../../src/contracts/outgoing-webhooks.contract';
import { DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS } from '../../../server/application/outgoing-webhooks/flow-trigger-worker';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { AesGcmTokenCipher } from '../../../server/infrastructure/auth/aes-gcm-token-cipher';
import { DEMO_FLOW_TRIGGERS_DOCUMENT, type DemoFlowTrigger } from '../../../server/infrastructure/db/drizzle-catalog-gateway';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleShopifyCredentialsRepository } from '../../../server/infrastructure/db/drizzle-shopify-credentials-repository';
import { DEMO_CUSTOMER_ID } from '../../../server/infrastructure/demo-storefront/demo-app-proxy';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';
import { type FakeShop, startFakeShopifyAdminApi } from '../../fakes/fake-shopify-admin-api';
import { addCatalog } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_SHOPIFY_API_KEY, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const START = new Date('2026-03-10T12:00:00Z');
/** Where development store mode's admin links point in tests (the server's default origin). */
const DEVELOPMENT_ADMIN = 'http://localhost:3000';
const KETTLE = 'gid://shopify/Product/101';
const review = { product_id: '101', rating: 5, title: 'Great', body: 'Boils fast', name: 'Jane Doe', email: 'jane@example.com' };
/** One trigger at a time: the order they reach Shopify is the order they were queued. */
const ONE_AT_A_TIME = { ...DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS, concurrency: 1 };

/**
 * Shopify Flow triggers end to end (docs/product/shopify-flow.md): a review written on the
 * storefront or published in the admin queues its triggers with the write; the worker sends each
 * through the Shopify gateway, the development store's record here; the admin lists them on
 * /settings/api.
 */
describe.each(TEST_DATABASES)('Shopify Flow triggers in development store mode on $name', (target) => {
  const now = START;
  const ctx = useTestServer(target, () => ({ now: () => now, flowTriggerWorker: ONE_AT_A_TIME }));
  const admin = (shop: SignedInShop, path: string, body?: unknown) => ctx.server.call(body === undefined ? 'GET' : 'POST', `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const sendAll = () => ctx.server.flowTriggerWorker.drain();
  const recorded = async (shop: SignedInShop) => ((await new DrizzleSettingsRepository(ctx.database.handle.db).readDocument(shop, DEMO_FLOW_TRIGGERS_DOCUMENT)) ?? []) as DemoFlowTrigger[];
  const logOf = async (shop: SignedInShop) => (await admin(shop, 'get_webhooks')).json?.data as { flow_delivery: string; flow_triggers: FlowTriggerRecord[] };
  const shopFor = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await addCatalog(ctx.database.handle, shop, { products: [{ id: KETTLE, title: 'Blue Kettle', variants: [] }] });
    return shop;
  };
  let demo: Promise<SignedInShop> | null = null;
  const demoShop = () => (demo ??= shopFor(DEMO_SHOP_DOMAIN));

  it('sends "Review published" and "Low rating received" for reviews written on the demo storefront to the development store\'s record, and logs them', async () => {
    const shop = await demoShop();
    const write = async (fields: Record<string, unknown>) => {
      const response = await ctx.server.call('POST', '/demo-store/apps/starling/submit_review', { body: { ...review, ...fields } });
      expect(response.json?.data, response.text).toEqual({ status: 'published' });
    };
    await write({ rating: 5, title: 'Great' });
    await write({ rating: 1, title: 'Broke', body: 'Leaks\non day two', name: 'Sam Low' });
    // Queued with the writes, sent only by the worker.
    expect(await recorded(shop)).toEqual([]);
    expect(await sendAll()).toBe(3);

    const received = await recorded(shop);
    expect(received.map((trigger) => [trigger.handle, trigger.payload['Review title']])).toEqual([
      ['review-published', 'Great'],
      ['review-published', 'Broke'],
      ['low-rating-received', 'Broke'],
    ]);
    const idOf = (title: string) => Number(received.find((trigger) => trigger.payload['Review title'] === title)!.payload['Review ID']);
    expect(idOf('Broke')).toBeGreaterThan(idOf('Great'));
    // The demo storefront's shopper is signed in: the review names the customer, as Shopify's proxy would.
    expect(received[2]!.payload).toEqual({
      product_id: 101,
      customer_id: Number(DEMO_CUSTOMER_ID),
      'Review ID': String(idOf('Broke')),
      Rating: 1,
      'Review title': 'Broke',
      'Review body': 'Leaks\non day two',
      'Reviewer name': 'Sam Low',
      'Verified buyer': false,
      Published: true,
      'Review admin URL': `${DEVELOPMENT_ADMIN}/reviewList?id=${idOf('Broke')}`,
    });
    expect(received[0]!.received_at).toBe(START.toISOString());

    const log = await logOf(shop);
    expect(log.flow_delivery).toBe('development');
    expect(log.flow_triggers.map((trigger) => [trigger.handle, trigger.review_id, trigger.state, trigger.attempts])).toEqual([
      ['low-rating-received', idOf('Broke'), 'sent', 1],
      ['review-published', idOf('Broke'), 'sent', 1],
      ['review-published', idOf('Great'), 'sent', 1],
    ]);
    expect(JSON.parse(log.flow_triggers[0]!.payload!)).toEqual(received[2]!.payload);
    expect(log.flow_triggers[0]!.sent_at).toBe(START.toISOString());
  });

  it('takes the merchant\'s low-rating threshold, and sends no customer when the shopper was not signed in', async () => {
    const shop = await shopFor('flow-threshold.myshopify.com');
    expect((await admin(shop, 'save_shop_settings', { low_rating_threshold: 3 })).status).toBe(200);
    for (const rating of [4, 3]) {
      expect((await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: { ...review, rating }, address: `198.51.100.${rating}` })).status).toBe(200);
    }
    await sendAll();
    const received = await recorded(shop);
    expect(received.map((trigger) => [trigger.handle, trigger.payload.Rating])).toEqual([
      ['review-published', 4],
      ['review-published', 3],
      ['low-rating-received', 3],
    ]);
    expect(received.every((trigger) => !('customer_id' in trigger.payload) && trigger.payload.product_id === 101)).toBe(true);
  });

  it('sends "Review published" when the merchant publishes held reviews, once, for the ones the change publishes', async () => {
    const shop = await shopFor('flow-publish.myshopify.com');
    const [held, alsoHeld, live] = await insertReviews(ctx.database.handle, shop, [
      { productId: KETTLE, rating: 2, published: false, title: 'Held' },
      { productId: 'gid://starling/Shop/store-review', rating: 4, published: false, title: 'Store' },
      { productId: KETTLE, rating: 5, published: true, title: 'Live' },
    ]);
    expect((await admin(shop, 'update_reviews', { ids: [held, alsoHeld, live], changes: { published: true } })).status).toBe(200);
    // Published again: nothing new to send.
    expect((await admin(shop, 'update_reviews', { ids: [held], changes: { published: true } })).status).toBe(200);
    await sendAll();
    const received = await recorded(shop);
    expect(received.map((trigger) => [trigger.handle, trigger.payload['Review ID']])).toEqual([
      ['review-published', String(held)],
      ['review-published', String(alsoHeld)],
    ]);
    // A store review has no product to name.
    expect(received[1]!.payload).not.toHaveProperty('product_id');
    // A low rating published by hand is no new arrival: no "Low rating received".
    expect(received.some((trigger) => trigger.handle === 'low-rating-received')).toBe(false);
  });

  it('skips a trigger whose review was deleted before it went', async () => {
    const shop = await shopFor('flow-gone.myshopify.com');
    expect((await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: review, address: '198.51.100.20' })).status).toBe(200);
    const [queued] = (await logOf(shop)).flow_triggers;
    expect(queued).toMatchObject({ handle: 'review-published', state: 'pending', attempts: 0, payload: null, sent_at: null });
    expect((await admin(shop, 'delete_reviews', { ids: [queued!.review_id], reason: 'spam' })).status).toBe(200);
    await sendAll();
    expect(await recorded(shop)).toEqual([]);
    expect((await logOf(shop)).flow_triggers.map((trigger) => trigger.state)).toEqual(['skipped']);
  });
});

describe.each(TEST_DATABASES)('Shopify Flow triggers in Shopify mode on $name', (target) => {
  const config = testShopifyApp();
  let now = START;
  let adminApi: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  const liveShop: FakeShop = {
    domain: 'flow-live.myshopify.com',
    accessToken: 'shpat_flow_live',
    name: 'Flow Live',
    email: 'owner@flow-live.example',
    currencyCode: 'USD',
    moneyFormat: '${{amount}}',
    products: [],
    collections: [],
    flowTriggerHandles: ['review-published', 'low-rating-received'],
  };
  beforeAll(async () => {
    adminApi = await startFakeShopifyAdminApi([liveShop]);
  });
  afterAll(async () => {
    await adminApi.close();
  });
  const ctx = useTestServer(target, () => ({ shopify: config, shopifyAdminOrigin: () => adminApi.baseUrl, now: () => now, flowTriggerWorker: ONE_AT_A_TIME }));

  it('sends each trigger with flowTriggerReceive, retries it after a failure, and links the review in the Shopify admin', async () => {
    const record = await ctx.server.shops.install({ domain: liveShop.domain, name: 'Flow Live', pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await new DrizzleShopifyCredentialsRepository(ctx.database.handle.db, new AesGcmTokenCipher(config.tokenEncryptionKey)).save(record, {
      accessToken: liveShop.accessToken,
      accessTokenExpiresAt: new Date(START.getTime() + 3_600_000),
      refreshToken: 'shprt_flow',
      refreshTokenExpiresAt: new Date(START.getTime() + 90 * 24 * 3_600_000),
      scopes: config.scopes.split(','),
    });
    const query = signAppProxyQuery(new URLSearchParams(), liveShop.domain, config.apiSecret, now, '207119551');
    const submitted = await ctx.server.call('POST', `/proxy/submit_review?${query.toString()}`, { body: { ...review, rating: 2 }, headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(submitted.json?.data, submitted.text).toEqual({ status: 'published' });

    adminApi.failNext(1, 500);
    await ctx.server.flowTriggerWorker.drain();
    expect(adminApi.flowTriggersOf(liveShop.domain).map((trigger) => trigger.handle)).toEqual(['low-rating-received']);
    // The failed one waits out its back-off (30 s), then goes.
    now = new Date(START.getTime() + 30_000);
    await ctx.server.flowTriggerWorker.drain();
    const received = adminApi.flowTriggersOf(liveShop.domain);
    expect(received.map((trigger) => trigger.handle)).toEqual(['low-rating-received', 'review-published']);
    const id = received[0]!.payload['Review ID'];
    expect(received[1]!.payload).toMatchObject({
      product_id: 101,
      customer_id: 207119551,
      'Review ID': id,
      Rating: 2,
      'Review admin URL': `https://${liveShop.domain}/admin/apps/${TEST_SHOPIFY_API_KEY}/reviewList?id=${String(id)}`,
    });
    const token = await ctx.server.tokens.issue(record);
    now = START;
    const log = (await ctx.server.call('GET', `${ADMIN}/get_webhooks`, { token })).json?.data as { flow_delivery: string; flow_triggers: FlowTriggerRecord[] };
    expect(log.flow_delivery).toBe('shopify');
    expect(log.flow_triggers.map((trigger) => [trigger.handle, trigger.state, trigger.attempts])).toEqual([
      ['low-rating-received', 'sent', 1],
      ['review-published', 'sent', 2],
    ]);
  });
});
