import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KlaviyoSettings } from '../../../src/contracts/klaviyo.contract';
import { klaviyoConnections, klaviyoEvents } from '../../../server/infrastructure/db/schema';
import { DrizzleComplianceRepository } from '../../../server/infrastructure/db/drizzle-compliance-repository';
import { LoopbackKlaviyoServer } from '../../../server/infrastructure/klaviyo/loopback-klaviyo-server';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { addOrders } from '../support/order-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const START = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const GOOD_KEY = 'pk_0123456789abcdef0123456789abcdefAB12';
const review = { product_id: '101', rating: 5, title: 'Great', body: 'Boils fast', name: 'Jane Doe', email: 'Jane@Example.com' };

/**
 * Klaviyo end to end (docs/product/klaviyo.md) against the loopback stand-in, which checks the
 * revision, the key and, as Klaviyo does, keeps one event per unique_id.
 */
describe.each(TEST_DATABASES)('Klaviyo on $name', (target) => {
  const klaviyo = new LoopbackKlaviyoServer({ acceptsKey: (key) => key === GOOD_KEY });
  let url = '';
  let now = START;
  beforeAll(async () => {
    url = await klaviyo.start();
  });
  afterAll(() => klaviyo.stop());
  const ctx = useTestServer(target, () => ({ now: () => now, klaviyoApiUrl: url }));
  const admin = (shop: SignedInShop, path: string, body?: unknown) => ctx.server.call(body === undefined ? 'GET' : 'POST', `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const settingsOf = async (shop: SignedInShop) => (await admin(shop, 'get_klaviyo')).json?.data as KlaviyoSettings;
  const sendAll = () => ctx.server.klaviyo.worker.drain();
  const writeReview = (shop: SignedInShop, fields: Record<string, unknown> = {}) =>
    proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: { ...review, ...fields }, at: now, address: `198.51.100.${Math.floor(Math.random() * 200)}` });
  const connected = async (domain: string) => {
    now = START;
    const shop = await signInShop(ctx.server, domain);
    const answer = await admin(shop, 'connect_klaviyo', { api_key: GOOD_KEY });
    expect(answer.status, answer.text).toBe(200);
    return shop;
  };
  const takenBy = (shop: SignedInShop) => klaviyo.events.filter((event) => event.uniqueId.startsWith(`sr:${shop.id}:`));

  it('refuses a key Klaviyo does not take, naming api_key, and stores nothing', async () => {
    const shop = await signInShop(ctx.server, 'klaviyo-refused.myshopify.com');
    const refused = await admin(shop, 'connect_klaviyo', { api_key: 'pk_not_an_account_key_123' });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^api_key: Klaviyo refused this key/);
    const malformed = await admin(shop, 'connect_klaviyo', { api_key: 'hello' });
    expect(malformed.status).toBe(422);
    expect(malformed.json?.message).toContain('api_key');
    expect(await ctx.database.handle.db.select().from(klaviyoConnections).where(eq(klaviyoConnections.shopId, shop.id))).toEqual([]);
    expect(await settingsOf(shop)).toMatchObject({ connected: false, api_key_last_four: null, events: [] });
  });

  it('stores a key Klaviyo takes encrypted and answers only its last four characters', async () => {
    const shop = await connected('klaviyo-connect.myshopify.com');
    const settings = await admin(shop, 'get_klaviyo');
    expect(settings.text).not.toContain(GOOD_KEY);
    expect(settings.json?.data).toMatchObject({ connected: true, api_key_last_four: 'AB12', events: ['review_request_sent', 'review_submitted', 'low_rating_review'] });
    const [row] = await ctx.database.handle.db.select().from(klaviyoConnections).where(eq(klaviyoConnections.shopId, shop.id));
    expect(row!.apiKeyCiphertext).not.toContain(GOOD_KEY);
    expect(row!.apiKeyCiphertext).not.toContain('0123456789abcdef');
  });

  it('sends a low rating review as Review Submitted and Low Rating Review, once each even when Klaviyo took one and answered 500', async () => {
    const shop = await connected('klaviyo-retry.myshopify.com');
    klaviyo.answerNext(500, { record: true });
    expect((await writeReview(shop, { rating: 1 })).status).toBe(200);
    await sendAll();
    expect(await settingsOf(shop)).toMatchObject({ deliveries: { sent: 1, pending: 1, failed: 0 } });
    // The back-off passes; the failed one goes again with the same unique_id, which Klaviyo keeps once.
    now = new Date(START.getTime() + HOUR);
    await sendAll();
    const taken = takenBy(shop);
    expect(taken.map((event) => event.metric).sort()).toEqual(['Starling Reviews: Low Rating Review', 'Starling Reviews: Review Submitted']);
    const retried = klaviyo.attempts.filter((attempt) => attempt.uniqueId?.startsWith(`sr:${shop.id}:`));
    expect(retried).toHaveLength(3);
    expect(new Set(retried.map((attempt) => attempt.uniqueId)).size).toBe(2);
    expect(await settingsOf(shop)).toMatchObject({ deliveries: { sent: 2, pending: 0, failed: 0 } });
    const submitted = taken.find((event) => event.metric === 'Starling Reviews: Review Submitted')!;
    expect(submitted.email).toBe('jane@example.com');
    expect(submitted.body).toMatchObject({
      data: {
        type: 'event',
        attributes: {
          properties: { rating: 1, title: 'Great', product_id: 'gid://shopify/Product/101' },
          profile: { data: { type: 'profile', attributes: { email: 'jane@example.com', properties: { starling_reviews_count: 1, starling_last_review_rating: 1 } } } },
        },
      },
    });
    // Nothing left to send, nothing sent again.
    now = new Date(START.getTime() + 10 * HOUR);
    await sendAll();
    expect(takenBy(shop)).toHaveLength(2);
  });

  it('sends only the kinds switched on: a good review sends nothing low, a switched-off kind nothing at all', async () => {
    const shop = await connected('klaviyo-switches.myshopify.com');
    const switched = await admin(shop, 'set_klaviyo_events', { events: ['low_rating_review'] });
    expect(switched.json?.data.events).toEqual(['low_rating_review']);
    await writeReview(shop, { rating: 5, email: 'happy@example.com' });
    await writeReview(shop, { rating: 2, email: 'sad@example.com' });
    await sendAll();
    expect(takenBy(shop).map((event) => [event.metric, event.email])).toEqual([['Starling Reviews: Low Rating Review', 'sad@example.com']]);
    expect((await admin(shop, 'set_klaviyo_events', { events: ['sometimes'] })).json?.message).toContain('events');
  });

  it('fails an event Klaviyo refuses with a 4xx at once, and retries a 429', async () => {
    const shop = await connected('klaviyo-refusals.myshopify.com');
    await admin(shop, 'set_klaviyo_events', { events: ['review_submitted'] });
    klaviyo.answerNext(400);
    await writeReview(shop, { email: 'one@example.com' });
    await sendAll();
    klaviyo.answerNext(429);
    await writeReview(shop, { email: 'two@example.com' });
    await sendAll();
    const rows = await ctx.database.handle.db.select().from(klaviyoEvents).where(eq(klaviyoEvents.shopId, shop.id)).orderBy(klaviyoEvents.id);
    expect(rows.map((row) => [row.state, row.lastStatus, row.attempts])).toEqual([
      ['failed', 400, 1],
      ['pending', 429, 1],
    ]);
    now = new Date(START.getTime() + HOUR);
    await sendAll();
    expect(takenBy(shop).map((event) => event.email)).toEqual(['two@example.com']);
    expect(await settingsOf(shop)).toMatchObject({ deliveries: { sent: 1, pending: 0, failed: 1 } });
  });

  it('sends Review Request Sent when the collect worker sends a request e-mail', async () => {
    const shop = await connected('klaviyo-request.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('p1', 'Rain Jacket', ['M'])] });
    await addOrders(ctx.database.handle, shop, [{ id: '9001', name: '#1001', customerName: 'Ada Buyer', products: ['Rain Jacket'], placedAt: new Date(START.getTime() - 10 * 24 * HOUR), mail: { state: 'scheduled', dueAt: new Date(START.getTime() - HOUR) } }]);
    await ctx.server.collectWorker.drain();
    await sendAll();
    const taken = takenBy(shop);
    expect(taken.map((event) => [event.metric, event.email])).toEqual([['Starling Reviews: Review Request Sent', 'customer@example.com']]);
    expect(taken[0]!.body).toMatchObject({ data: { attributes: { properties: { order_id: '9001', step: 1, reminder: false } } } });
  });

  it('forgets the key and drops the waiting events on disconnect; a shop without Klaviyo queues nothing', async () => {
    const shop = await connected('klaviyo-disconnect.myshopify.com');
    await writeReview(shop);
    expect((await admin(shop, 'disconnect_klaviyo', {})).json?.data).toMatchObject({ connected: false, api_key_last_four: null });
    await sendAll();
    expect(takenBy(shop)).toEqual([]);
    await writeReview(shop, { email: 'later@example.com' });
    const rows = await ctx.database.handle.db.select().from(klaviyoEvents).where(eq(klaviyoEvents.shopId, shop.id));
    expect(rows.map((row) => row.state)).toEqual(['skipped']);
    expect(await ctx.database.handle.db.select().from(klaviyoConnections).where(eq(klaviyoConnections.shopId, shop.id))).toEqual([]);
    expect((await admin(shop, 'set_klaviyo_events', { events: [] })).status).toBe(422);
  });

  it('deletes the events that copied a customer when Shopify asks to redact them, and keeps the others', async () => {
    const shop = await connected('klaviyo-redact.myshopify.com');
    await writeReview(shop, { email: 'Forget@Example.com', rating: 1 });
    await writeReview(shop, { email: 'keep@example.com' });
    await new DrizzleComplianceRepository(ctx.database.handle.db).redactCustomer(shop, { customerId: null, email: 'forget@example.com', orderIds: [] });
    const rows = await ctx.database.handle.db.select().from(klaviyoEvents).where(eq(klaviyoEvents.shopId, shop.id));
    expect(rows.map((row) => (JSON.parse(row.event) as { email: string }).email)).toEqual(['keep@example.com']);
  });
});
