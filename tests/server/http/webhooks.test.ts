import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { DrizzleOutgoingEventQueue } from '../../../server/infrastructure/db/drizzle-outgoing-event-queue';
import {
  collectMails,
  flowTriggers,
  orderItems,
  orders,
  outgoingWebhookDeliveries,
  outgoingWebhookEndpoints,
  questions,
  referralConversions,
  referralFriends,
  reviewMedia,
  reviews,
  shops,
  webhookDeliveries,
} from '../../../server/infrastructure/db/schema';
import { OUTGOING_WEBHOOK_EVENTS } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { webhookShopifyApp } from '../support/test-shopify-app';
import { useTestDatabase, useTestServer } from '../support/use-test-server';

const API_SECRET = 'shpss_test_webhook_secret';
const SHOPIFY = webhookShopifyApp(API_SECRET);
const NOW = new Date('2026-03-01T12:00:00Z');
const CUSTOMER_EMAIL = 'Jane.Doe@Example.com';

const sign = (body: string, secret = API_SECRET) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');

describe.each(TEST_DATABASES)('Shopify webhooks on $name', (target) => {
  const ctx = useTestServer(target, { shopify: SHOPIFY, now: () => NOW });
  let eventNumber = 0;

  beforeEach(() => {
    eventNumber += 1;
  });

  const db = () => ctx.database.handle.db;
  const eventId = (suffix = '') => `event-${eventNumber}${suffix}`;

  async function deliver(
    topic: string,
    shop: string,
    payload: unknown,
    options: { eventId?: string; signature?: string | null; headers?: Record<string, string> } = {},
  ) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const headers: Record<string, string> = {
      'X-Shopify-Topic': topic,
      'X-Shopify-Shop-Domain': shop,
      'X-Shopify-Event-Id': options.eventId ?? eventId(),
      'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      'X-Shopify-API-Version': '2025-10',
      ...options.headers,
    };
    if (options.signature !== null) headers['X-Shopify-Hmac-Sha256'] = options.signature ?? sign(body);
    return ctx.server.call('POST', '/webhooks', { body, headers });
  }

  async function installShop(domain: string): Promise<AuthenticatedShop> {
    const record = await ctx.server.shops.install({ domain, name: domain, pricingPlanId: 2 });
    await db()
      .update(shops)
      .set({
        accessTokenCiphertext: 'sealed-access-token',
        refreshTokenCiphertext: 'sealed-refresh-token',
        accessTokenExpiresAt: new Date('2026-03-01T13:00:00Z'),
        refreshTokenExpiresAt: new Date('2026-06-01T00:00:00Z'),
        accessScopes: SHOPIFY.scopes,
      })
      .where(eq(shops.id, record.id));
    return { id: record.id, domain: record.domain };
  }

  /** The customer's footprint: two reviews (one by e-mail, one only through an order), a question, two orders. */
  async function addCustomerData(shop: AuthenticatedShop) {
    await db()
      .insert(orders)
      .values([
        { shopId: shop.id, id: 'gid://shopify/Order/1001', name: '#1001', customerName: 'Jane Doe', customerEmail: 'jane.doe@example.com', totalPrice: '20.00', placedAt: NOW },
        { shopId: shop.id, id: '1002', name: '#1002', customerName: 'J. Doe', customerEmail: 'jd-old@example.net', totalPrice: '15.00', placedAt: NOW },
        { shopId: shop.id, id: '2001', name: '#2001', customerName: 'Other Buyer', customerEmail: 'other@example.com', totalPrice: '9.00', placedAt: NOW },
      ]);
    await db()
      .insert(reviews)
      .values([
        { shopId: shop.id, productId: 'p1', authorName: 'Jane Doe', authorEmail: 'JANE.DOE@example.com', rating: 5, body: 'Lovely', source: 'Store front', commentedAt: NOW },
        { shopId: shop.id, productId: 'p1', orderId: '1002', authorName: 'J. D.', authorEmail: '', rating: 4, source: 'Email request', commentedAt: NOW },
        { shopId: shop.id, productId: 'p2', orderId: '2001', authorName: 'Other Buyer', authorEmail: 'other@example.com', rating: 3, source: 'Email request', commentedAt: NOW },
      ]);
    await db()
      .insert(questions)
      .values([
        { shopId: shop.id, productId: 'p1', questionerName: 'Jane', questionerEmail: 'jane.doe@example.com', body: 'Does it fit?', askedAt: NOW },
        { shopId: shop.id, productId: 'p1', questionerName: 'Sam', questionerEmail: 'sam@example.com', body: 'Colours?', askedAt: NOW },
      ]);
  }

  /**
   * An endpoint taking every event, and what it was sent about the shop: each review and question
   * created, and a review of the customer's and one of another buyer's deleted since, whose
   * `review.deleted` bodies are the only copies left of them.
   */
  async function queueOutgoingWebhooks(shop: AuthenticatedShop) {
    await db().insert(outgoingWebhookEndpoints).values({ shopId: shop.id, url: 'https://hooks.example.com/in', events: [...OUTGOING_WEBHOOK_EVENTS], secret: 'whsec_test' });
    const events = new DrizzleOutgoingEventQueue(db());
    const idsOf = async (table: typeof reviews | typeof questions) =>
      (await db().select({ id: table.id }).from(table).where(eq(table.shopId, shop.id)).orderBy(asc(table.id))).map((row) => row.id);
    await events.queueReviewEvent(shop, 'review.created', await idsOf(reviews), NOW);
    await events.queueQuestionEvent(shop, 'question.created', await idsOf(questions), NOW);
    const gone = await db()
      .insert(reviews)
      .values([
        { shopId: shop.id, productId: 'p9', authorName: 'Jane Doe', authorEmail: 'jane.doe@example.com', rating: 1, title: 'Never again', body: 'Sent it back', source: 'Store front', commentedAt: NOW },
        { shopId: shop.id, productId: 'p9', authorName: 'Other Buyer', authorEmail: 'other@example.com', rating: 2, title: 'Meh', body: 'Returned', source: 'Store front', commentedAt: NOW },
      ])
      .returning({ id: reviews.id });
    const goneIds = gone.map((row) => row.id);
    await events.queueReviewEvent(shop, 'review.deleted', goneIds, NOW);
    await db().delete(reviews).where(and(eq(reviews.shopId, shop.id), inArray(reviews.id, goneIds)));
  }
  const outgoingDeliveriesOf = async (shop: AuthenticatedShop) =>
    db()
      .select({ id: outgoingWebhookDeliveries.id, event: outgoingWebhookDeliveries.event, subject: outgoingWebhookDeliveries.subject, body: outgoingWebhookDeliveries.body, state: outgoingWebhookDeliveries.state })
      .from(outgoingWebhookDeliveries)
      .where(eq(outgoingWebhookDeliveries.shopId, shop.id))
      .orderBy(asc(outgoingWebhookDeliveries.id));

  const reviewAuthors = async (shop: AuthenticatedShop) =>
    db()
      .select({ name: reviews.authorName, email: reviews.authorEmail })
      .from(reviews)
      .where(eq(reviews.shopId, shop.id))
      .orderBy(asc(reviews.id));
  const deliveriesOf = async (domain: string) =>
    db().select().from(webhookDeliveries).where(eq(webhookDeliveries.shopDomain, domain));
  const shopRow = async (shop: AuthenticatedShop) => (await db().select().from(shops).where(eq(shops.id, shop.id)))[0];

  const redactPayload = (domain: string, orderIds: number[] = [1002]) => ({
    shop_id: 954889,
    shop_domain: domain,
    customer: { id: 191167, email: CUSTOMER_EMAIL, phone: '555-625-1199' },
    orders_to_redact: orderIds,
  });

  describe('signature', () => {
    it('refuses a delivery without a signature with 401 and changes nothing', async () => {
      const shop = await installShop('unsigned.myshopify.com');
      const response = await deliver('app/uninstalled', shop.domain, { id: 1, myshopify_domain: shop.domain }, { signature: null });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ code: 40100, message: expect.stringMatching(/^X-Shopify-Hmac-Sha256: /), data: null });
      expect((await shopRow(shop))?.uninstalledAt).toBeNull();
      expect(await deliveriesOf(shop.domain)).toHaveLength(0);
    });

    it('refuses a body signed with another secret, or changed after signing, with 401', async () => {
      const shop = await installShop('forged.myshopify.com');
      await addCustomerData(shop);
      const payload = JSON.stringify(redactPayload(shop.domain));
      const wrongSecret = await deliver('customers/redact', shop.domain, payload, { signature: sign(payload, 'another-secret') });
      expect(wrongSecret.status).toBe(401);
      const tampered = await deliver('customers/redact', shop.domain, payload.replace('1002', '2001'), { signature: sign(payload) });
      expect(tampered.status).toBe(401);
      const garbage = await deliver('customers/redact', shop.domain, payload, { signature: 'not base64 at all!' });
      expect(garbage.status).toBe(401);
      expect((await reviewAuthors(shop)).map((row) => row.name)).toEqual(['Jane Doe', 'J. D.', 'Other Buyer']);
      expect(await deliveriesOf(shop.domain)).toHaveLength(0);
    });

    it('verifies the raw bytes, so a body Shopify formats differently from JSON.stringify still passes', async () => {
      const shop = await installShop('raw-bytes.myshopify.com');
      const raw = `{\n  "id": 548380009,\n  "myshopify_domain": "${shop.domain}",\n  "name": "Caf\u00e9 \u2013 Sn\u00f6"\n}`;
      const response = await deliver('app/uninstalled', shop.domain, raw);
      expect(response.status).toBe(200);
    });
  });

  describe('app/uninstalled', () => {
    it('marks the shop uninstalled, erases its Shopify tokens and locks its app tokens out', async () => {
      const shop = await installShop('leaving.myshopify.com');
      const record = await ctx.server.shops.get(shop);
      if (!record) throw new Error(`${shop.domain} was not installed`);
      const appToken = await ctx.server.tokens.issue(record);
      expect((await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: appToken })).status).toBe(200);

      const response = await deliver('app/uninstalled', shop.domain, { id: 548380009, name: 'Leaving', myshopify_domain: shop.domain });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        code: 0,
        message: 'ok',
        data: { topic: 'app/uninstalled', event_id: eventId(), duplicate: false, outcome: { shop_found: true, uninstalled: true, access_tokens_erased: true } },
      });
      const row = await shopRow(shop);
      expect(row?.uninstalledAt?.toISOString()).toBe(NOW.toISOString());
      expect(row).toMatchObject({ accessTokenCiphertext: null, refreshTokenCiphertext: null, accessTokenExpiresAt: null, refreshTokenExpiresAt: null });
      expect((await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: appToken })).status).toBe(401);
    });

    it('answers a repeated delivery 200 and does nothing again, even after a reinstall', async () => {
      const shop = await installShop('retried.myshopify.com');
      const payload = { id: 1, myshopify_domain: shop.domain };
      expect((await deliver('app/uninstalled', shop.domain, payload)).json?.data.duplicate).toBe(false);
      await ctx.server.shops.install({ domain: shop.domain, name: 'Back again', pricingPlanId: 2 });

      const retry = await deliver('app/uninstalled', shop.domain, payload);
      expect(retry.status).toBe(200);
      expect(retry.json?.data).toMatchObject({ duplicate: true, outcome: { uninstalled: true } });
      expect((await shopRow(shop))?.uninstalledAt).toBeNull();
      expect(await deliveriesOf(shop.domain)).toHaveLength(1);
    });

    it('handles the same event arriving twice at once exactly once', async () => {
      const shop = await installShop('racing.myshopify.com');
      const payload = { id: 1, myshopify_domain: shop.domain };
      const results = await Promise.all([deliver('app/uninstalled', shop.domain, payload), deliver('app/uninstalled', shop.domain, payload)]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(results.map((result) => result.json?.data.duplicate as boolean).sort()).toEqual([false, true]);
      expect(await deliveriesOf(shop.domain)).toHaveLength(1);
    });

    it('records a delivery for a shop it never knew without creating one', async () => {
      const response = await deliver('app/uninstalled', 'stranger.myshopify.com', { id: 1, myshopify_domain: 'stranger.myshopify.com' });
      expect(response.status).toBe(200);
      expect(response.json?.data.outcome).toEqual({ shop_found: false });
      expect(await ctx.server.shops.findByDomain('stranger.myshopify.com')).toBeNull();
    });
  });

  describe('customers/redact', () => {
    it("anonymises the customer's reviews and questions and blanks their orders, in this shop only", async () => {
      const shop = await installShop('redact.myshopify.com');
      const neighbour = await installShop('neighbour.myshopify.com');
      await addCustomerData(shop);
      await addCustomerData(neighbour);

      const response = await deliver('customers/redact', shop.domain, redactPayload(shop.domain));
      expect(response.status).toBe(200);
      const outcome = {
        shop_found: true,
        customer_id: '191167',
        reviews_anonymised: 2,
        review_media_deleted: 0,
        questions_anonymised: 1,
        orders_redacted: 2,
      };
      expect(response.json?.data).toMatchObject({ topic: 'customers/redact', duplicate: false, outcome });

      expect(await reviewAuthors(shop)).toEqual([
        { name: 'Anonymous', email: '' },
        { name: 'Anonymous', email: '' },
        { name: 'Other Buyer', email: 'other@example.com' },
      ]);
      const questionRows = await db().select().from(questions).where(eq(questions.shopId, shop.id)).orderBy(asc(questions.id));
      expect(questionRows.map((row) => [row.questionerName, row.questionerEmail])).toEqual([
        ['Anonymous', ''],
        ['Sam', 'sam@example.com'],
      ]);
      const orderRows = await db().select().from(orders).where(eq(orders.shopId, shop.id)).orderBy(asc(orders.name));
      expect(orderRows.map((row) => [row.name, row.customerName, row.customerEmail])).toEqual([
        ['#1001', '', ''],
        ['#1002', '', ''],
        ['#2001', 'Other Buyer', 'other@example.com'],
      ]);
      expect((await reviewAuthors(neighbour)).map((row) => row.name)).toEqual(['Jane Doe', 'J. D.', 'Other Buyer']);

      const [recorded] = await deliveriesOf(shop.domain);
      expect(recorded).toMatchObject({ topic: 'customers/redact', eventId: eventId(), outcome });
      expect(JSON.stringify(recorded?.outcome).toLowerCase()).not.toContain('jane');
    });

    it("finds reviews by the payload's order ids even for orders never synced, deletes their media and blanks their text", async () => {
      const shop = await installShop('redact-unsynced.myshopify.com');
      const review = (orderId: string, body: string) => ({
        shopId: shop.id,
        productId: 'p1',
        orderId,
        authorName: 'Jane Doe',
        authorEmail: 'jane@private.example',
        rating: 4,
        title: 'From Jane in Leeds',
        body,
        country: 'GB',
        photoCount: 1,
        videoCount: 1,
        source: 'Email request',
        commentedAt: NOW,
      });
      const inserted = await db()
        .insert(reviews)
        .values([review('3001', 'My husband Tom loves it'), review('gid://shopify/Order/3002', 'Fits me, size 12'), review('3003', 'Someone else')])
        .returning({ id: reviews.id });
      await db()
        .insert(reviewMedia)
        .values(
          inserted.flatMap(({ id }) => [
            { shopId: shop.id, reviewId: id, position: 0, kind: 'photo' as const, url: `https://cdn.example/${id}.jpg` },
            { shopId: shop.id, reviewId: id, position: 1, kind: 'video' as const, url: `https://cdn.example/${id}.mp4` },
          ]),
        );

      const payload = { ...redactPayload(shop.domain, [3001, 3002]), customer: { id: 191167 } };
      const response = await deliver('customers/redact', shop.domain, payload);
      expect(response.json?.data.outcome).toEqual({
        shop_found: true,
        customer_id: '191167',
        reviews_anonymised: 2,
        review_media_deleted: 4,
        questions_anonymised: 0,
        orders_redacted: 0,
        webhook_deliveries_redacted: 0,
        referral_friends_redacted: 0,
        referral_conversions_redacted: 0,
      });

      const rows = await db().select().from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(asc(reviews.id));
      const redacted = { authorName: 'Anonymous', authorEmail: '', title: '', body: '', country: '', photoCount: 0, videoCount: 0, rating: 4, productId: 'p1' };
      expect(rows[0]).toMatchObject(redacted);
      expect(rows[1]).toMatchObject(redacted);
      expect(rows[2]).toMatchObject({ authorName: 'Jane Doe', body: 'Someone else', country: 'GB', photoCount: 1, videoCount: 1 });
      const media = await db().select({ reviewId: reviewMedia.reviewId }).from(reviewMedia).where(eq(reviewMedia.shopId, shop.id));
      expect(media.map((row) => row.reviewId)).toEqual([inserted[2]?.id, inserted[2]?.id]);
    });

    it('takes the customer out of the outgoing webhook deliveries: waiting ones go without them, logged ones keep their row but not their data', async () => {
      const shop = await installShop('redact-hooks.myshopify.com');
      const neighbour = await installShop('redact-hooks-neighbour.myshopify.com');
      for (const target of [shop, neighbour]) {
        await addCustomerData(target);
        await queueOutgoingWebhooks(target);
      }
      const queued = await outgoingDeliveriesOf(shop);
      const subjectOf = (event: string, key: string, value: string) =>
        queued.find((delivery) => delivery.event === event && (JSON.parse(delivery.body) as { data: Record<string, Record<string, unknown>> }).data[event.split('.')[0]!]![key] === value)!.subject;
      const janes = [
        subjectOf('review.created', 'author_name', 'Jane Doe'),
        subjectOf('review.created', 'author_name', 'J. D.'),
        subjectOf('review.deleted', 'author_name', 'Jane Doe'),
        subjectOf('question.created', 'questioner_name', 'Jane'),
      ];
      // Two of hers already went out (one delivered, one given up); the rest wait.
      await db().update(outgoingWebhookDeliveries).set({ state: 'delivered', attempts: 1, lastStatus: 200 }).where(eq(outgoingWebhookDeliveries.subject, janes[0]!));
      await db().update(outgoingWebhookDeliveries).set({ state: 'failed', attempts: 9, lastStatus: 503 }).where(eq(outgoingWebhookDeliveries.subject, janes[3]!));
      const before = await outgoingDeliveriesOf(shop);
      const neighbourBefore = await outgoingDeliveriesOf(neighbour);

      const response = await deliver('customers/redact', shop.domain, redactPayload(shop.domain));
      expect(response.json?.data.outcome).toMatchObject({ reviews_anonymised: 2, questions_anonymised: 1, webhook_deliveries_redacted: 4 });

      const after = await outgoingDeliveriesOf(shop);
      // Every row stays, in its state, for the log and the order per subject.
      expect(after.map(({ id, event, subject, state }) => ({ id, event, subject, state }))).toEqual(before.map(({ id, event, subject, state }) => ({ id, event, subject, state })));
      expect(after.filter((delivery) => janes.includes(delivery.subject)).map((delivery) => delivery.state)).toEqual(['delivered', 'pending', 'failed', 'pending']);
      for (const delivery of after) {
        const body = JSON.parse(delivery.body) as { event: string; shop: string; data: { review?: Record<string, unknown>; question?: Record<string, unknown> } };
        expect(body).toMatchObject({ event: delivery.event, shop: shop.domain });
        if (!janes.includes(delivery.subject)) {
          expect(delivery.body).toBe(before.find((row) => row.id === delivery.id)?.body);
        } else if (body.data.review) {
          expect(body.data.review).toMatchObject({ author_name: 'Anonymous', author_email: '', title: '', body: '', photo_count: 0, video_count: 0 });
        } else {
          // A redacted question keeps its words, as the question itself does.
          expect(body.data.question).toMatchObject({ questioner_name: 'Anonymous', questioner_email: '', body: 'Does it fit?' });
        }
      }
      const sent = after.filter((delivery) => janes.includes(delivery.subject)).map((delivery) => delivery.body.toLowerCase()).join('\n');
      for (const personal of ['jane', 'j. d.', 'lovely', 'never again', 'sent it back']) expect(sent).not.toContain(personal);
      // The ratings stay, as the reviews' do; other buyers and other shops are untouched.
      expect(after.filter((delivery) => janes.includes(delivery.subject) && delivery.event.startsWith('review.')).map((delivery) => (JSON.parse(delivery.body) as { data: { review: { rating: number } } }).data.review.rating)).toEqual([5, 4, 1]);
      expect(after.map((delivery) => delivery.body).join('\n')).toContain('Other Buyer');
      expect(await outgoingDeliveriesOf(neighbour)).toEqual(neighbourBefore);
    });

    it('finds a review by the Shopify customer who wrote it signed in, forgets the customer, and drops its Shopify Flow triggers', async () => {
      const shop = await installShop('redact-signed-in.myshopify.com');
      const written = (customerId: string, body: string) => ({ shopId: shop.id, productId: 'p1', customerId, authorName: 'Jane', authorEmail: '', rating: 2, body, source: 'Store front', commentedAt: NOW });
      const [mine, theirs] = await db()
        .insert(reviews)
        .values([written('191167', 'Mine'), written('555', 'Theirs')])
        .returning({ id: reviews.id });
      await db()
        .insert(flowTriggers)
        .values([mine!, theirs!].map(({ id }) => ({ shopId: shop.id, handle: 'low-rating-received', reviewId: id, state: 'sent', payload: '{"Reviewer name":"Jane"}', nextAttemptAt: NOW })));
      const response = await deliver('customers/redact', shop.domain, { shop_id: 954889, shop_domain: shop.domain, customer: { id: 191167 }, orders_to_redact: [] });
      expect(response.json?.data.outcome).toMatchObject({ reviews_anonymised: 1 });
      const rows = await db().select({ id: reviews.id, customerId: reviews.customerId, body: reviews.body }).from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(asc(reviews.id));
      expect(rows).toEqual([
        { id: mine!.id, customerId: null, body: '' },
        { id: theirs!.id, customerId: '555', body: 'Theirs' },
      ]);
      const triggers = await db().select({ reviewId: flowTriggers.reviewId }).from(flowTriggers).where(eq(flowTriggers.shopId, shop.id));
      expect(triggers).toEqual([{ reviewId: theirs!.id }]);
    });

    it('does not redact again when Shopify retries the same event', async () => {
      const shop = await installShop('redact-retry.myshopify.com');
      await addCustomerData(shop);
      await deliver('customers/redact', shop.domain, redactPayload(shop.domain));
      await db()
        .insert(reviews)
        .values({ shopId: shop.id, productId: 'p3', authorName: 'Jane Doe', authorEmail: 'jane.doe@example.com', rating: 5, source: 'Store front', commentedAt: NOW });

      const retry = await deliver('customers/redact', shop.domain, redactPayload(shop.domain));
      expect(retry.status).toBe(200);
      expect(retry.json?.data).toMatchObject({ duplicate: true, outcome: { reviews_anonymised: 2 } });
      expect((await reviewAuthors(shop)).at(-1)).toEqual({ name: 'Jane Doe', email: 'jane.doe@example.com' });
    });
  });

  describe('customers/data_request', () => {
    it('records and returns which reviews, questions and orders hold the customer, changing nothing', async () => {
      const shop = await installShop('data-request.myshopify.com');
      await addCustomerData(shop);
      const reviewIds = (await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(asc(reviews.id))).map((row) => row.id);
      const [questionId] = (await db().select({ id: questions.id }).from(questions).where(eq(questions.shopId, shop.id)).orderBy(asc(questions.id))).map((row) => row.id);

      const response = await deliver('customers/data_request', shop.domain, {
        shop_id: 954889,
        shop_domain: shop.domain,
        orders_requested: [1002],
        customer: { id: 191167, email: CUSTOMER_EMAIL, phone: '555-625-1199' },
        data_request: { id: 9999 },
      });
      expect(response.status).toBe(200);
      const outcome = {
        shop_found: true,
        data_request_id: '9999',
        customer_id: '191167',
        reviews: { count: 2, ids: reviewIds.slice(0, 2) },
        questions: { count: 1, ids: [questionId] },
        orders: { count: 2, ids: ['1002', 'gid://shopify/Order/1001'] },
        referral_friends: { count: 0, ids: [] },
        referral_conversions: { count: 0, ids: [] },
      };
      expect(response.json?.data.outcome).toEqual(outcome);
      expect((await deliveriesOf(shop.domain))[0]?.outcome).toEqual(outcome);
      expect((await reviewAuthors(shop)).map((row) => row.name)).toEqual(['Jane Doe', 'J. D.', 'Other Buyer']);
    });
  });

  describe('the referral programme’s rows', () => {
    /** Jane (customer 191167) as an advocate of Bo, and as a friend of advocate 555 ordering under her own code. */
    async function addReferralData(shop: AuthenticatedShop) {
      const friend = (advocateCustomerId: string, advocateEmail: string, friendEmail: string, friendEmailKey: string, code: string) => ({
        shopId: shop.id,
        advocateCustomerId,
        advocateEmail,
        advocateName: advocateEmail.split('@')[0]!,
        advocateAddressKey: `${advocateCustomerId} street`,
        advocateLocale: 'en',
        friendEmail,
        friendEmailKey,
        friendLanguage: 'en',
        consentedAt: NOW,
        code,
        discountType: 1,
        value: 10,
        currencyCode: 'EUR',
        currencySymbol: '€',
      });
      const [bo, jane] = await db()
        .insert(referralFriends)
        .values([
          friend('191167', 'jane.doe@example.com', 'bo@example.com', 'bo@example.com', 'FRIEND-BO'),
          friend('555', 'max@example.com', 'jane.doe+ref@example.com', 'jane.doe@example.com', 'FRIEND-SECOND'),
        ])
        .returning({ id: referralFriends.id });
      const conversion = (friendId: number, advocateCustomerId: string, friendEmail: string, buyer: { customerId: string; emailKey: string }, orderId: string) => ({
        shopId: shop.id,
        friendId,
        advocateCustomerId,
        friendEmail,
        orderId,
        buyerCustomerId: buyer.customerId,
        buyerEmailKey: buyer.emailKey,
        buyerAddressKey: `${buyer.customerId} road`,
        state: 'refused' as const,
        refusalReason: 'advocate_monthly_cap',
        rewardMonth: '2026-12',
      });
      return db()
        .insert(referralConversions)
        .values([
          conversion(bo!.id, '191167', 'bo@example.com', { customerId: '777', emailKey: 'bo@example.com' }, '5001'),
          conversion(jane!.id, '555', 'jane.doe+ref@example.com', { customerId: '191167', emailKey: 'jane.doe@example.com' }, '5002'),
        ])
        .returning({ id: referralConversions.id });
    }

    it('reports and blanks the customer as an advocate, a friend and a buyer, and nobody else', async () => {
      const shop = await installShop('redact-referrals.myshopify.com');
      const conversions = await addReferralData(shop);
      const friendIds = (await db().select({ id: referralFriends.id }).from(referralFriends).where(eq(referralFriends.shopId, shop.id)).orderBy(asc(referralFriends.id))).map((row) => row.id);

      const request = await deliver('customers/data_request', shop.domain, { shop_id: 954889, shop_domain: shop.domain, orders_requested: [], customer: { id: 191167, email: CUSTOMER_EMAIL }, data_request: { id: 1 } }, { eventId: eventId('-request') });
      expect(request.json?.data.outcome).toMatchObject({
        referral_friends: { count: 2, ids: friendIds },
        referral_conversions: { count: 2, ids: conversions.map((row) => row.id) },
      });

      const response = await deliver('customers/redact', shop.domain, redactPayload(shop.domain, []));
      expect(response.json?.data.outcome).toMatchObject({ referral_friends_redacted: 2, referral_conversions_redacted: 1 });
      const friends = await db().select().from(referralFriends).where(eq(referralFriends.shopId, shop.id)).orderBy(asc(referralFriends.id));
      expect(friends.map((row) => [row.code, row.advocateEmail, row.advocateName, row.advocateAddressKey, row.friendEmail])).toEqual([
        ['FRIEND-BO', '', '', '', 'bo@example.com'],
        ['FRIEND-SECOND', 'max@example.com', 'max', '555 street', ''],
      ]);
      expect(JSON.stringify(friends).toLowerCase()).not.toContain('jane');
      const rows = await db().select().from(referralConversions).where(eq(referralConversions.shopId, shop.id)).orderBy(asc(referralConversions.id));
      expect(rows.map((row) => [row.friendEmail, row.buyerCustomerId, row.buyerEmailKey, row.buyerAddressKey])).toEqual([
        ['bo@example.com', '777', 'bo@example.com', '777 road'],
        ['', '', '', ''],
      ]);
    });
  });

  describe('shop/redact', () => {
    it('deletes an uninstalled shop and everything it owns, and leaves other shops alone', async () => {
      const shop = await installShop('erase-me.myshopify.com');
      const neighbour = await installShop('keep-me.myshopify.com');
      await addCustomerData(shop);
      await addCustomerData(neighbour);
      await queueOutgoingWebhooks(shop);
      await deliver('app/uninstalled', shop.domain, { id: 1, myshopify_domain: shop.domain }, { eventId: eventId('-uninstall') });

      const response = await deliver('shop/redact', shop.domain, { shop_id: 954889, shop_domain: shop.domain });
      expect(response.status).toBe(200);
      expect(response.json?.data.outcome).toEqual({
        shop_found: true,
        erased: true,
        deleted: { products: 0, orders: 3, reviews: 3, questions: 2 },
      });
      expect(await ctx.server.shops.findByDomain(shop.domain)).toBeNull();
      expect(await db().select().from(reviews).where(eq(reviews.shopId, shop.id))).toHaveLength(0);
      expect(await db().select().from(orders).where(eq(orders.shopId, shop.id))).toHaveLength(0);
      // Its outgoing webhook deliveries, waiting or logged, go with its endpoints.
      expect(await outgoingDeliveriesOf(shop)).toHaveLength(0);
      expect(await reviewAuthors(neighbour)).toHaveLength(3);

      const retry = await deliver('shop/redact', shop.domain, { shop_id: 954889, shop_domain: shop.domain });
      expect(retry.json?.data).toMatchObject({ duplicate: true, outcome: { erased: true } });
    });

    it('keeps a shop that was installed again before the request arrived', async () => {
      const shop = await installShop('came-back.myshopify.com');
      await addCustomerData(shop);
      const response = await deliver('shop/redact', shop.domain, { shop_id: 954889, shop_domain: shop.domain });
      expect(response.status).toBe(200);
      expect(response.json?.data.outcome).toMatchObject({ shop_found: true, erased: false });
      expect(await reviewAuthors(shop)).toHaveLength(3);
    });
  });

  describe('orders', () => {
    const order = (overrides: Record<string, unknown> = {}) => ({
      id: 5_600_000_123_456,
      name: '#1009',
      email: 'Buyer@Example.com',
      customer_locale: 'de',
      total_price: '49.90',
      created_at: '2026-02-20T09:00:00+01:00',
      cancelled_at: null,
      customer: { first_name: 'Lena', last_name: 'Koch', email: 'buyer@example.com' },
      line_items: [
        { product_id: 632910392, title: 'Wool socks', quantity: 2 },
        { product_id: null, title: 'Gift wrap', quantity: 1 },
      ],
      fulfillments: [],
      ...overrides,
    });
    const orderId = 'gid://shopify/Order/5600000123456';
    const mailsOf = (shop: AuthenticatedShop) => db().select().from(collectMails).where(eq(collectMails.shopId, shop.id));

    it('keeps a created order with its products, and queues its request once it is fulfilled, once per event', async () => {
      const shop = await installShop('orders-flow.myshopify.com');
      const created = await deliver('orders/create', shop.domain, order());
      expect(created.status).toBe(200);
      expect(created.json?.data).toMatchObject({ duplicate: false, outcome: { order_id: orderId, request: 'not_fulfilled' } });
      const [stored] = await db().select().from(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, orderId)));
      expect(stored).toMatchObject({ name: '#1009', customerName: 'Lena Koch', customerEmail: 'buyer@example.com', customerLocale: 'de', fulfilledAt: null });
      // Custom line items carry no product: only the product is asked about.
      expect(await db().select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.shopId, shop.id))).toEqual([
        { productId: 'gid://shopify/Product/632910392', quantity: 2 },
      ]);
      expect(await mailsOf(shop)).toEqual([]);

      const fulfilled = order({ fulfillments: [{ created_at: '2026-02-28T10:00:00Z', status: 'success' }] });
      const first = await deliver('orders/fulfilled', shop.domain, fulfilled, { eventId: eventId('-fulfilled') });
      expect(first.json?.data).toMatchObject({ outcome: { request: 'scheduled' } });
      const again = await deliver('orders/fulfilled', shop.domain, fulfilled, { eventId: eventId('-fulfilled') });
      expect(again.json?.data).toMatchObject({ duplicate: true });
      const updated = await deliver('orders/updated', shop.domain, fulfilled, { eventId: eventId('-updated') });
      expect(updated.json?.data).toMatchObject({ duplicate: false, outcome: { request: 'already_queued' } });
      const mails = await mailsOf(shop);
      expect(mails).toHaveLength(1);
      // Seven days after fulfilment, inside the sending hours of the shop's zone (UTC here).
      expect(mails[0]).toMatchObject({ key: `order:${orderId}:1`, state: 'scheduled', recipient: 'buyer@example.com' });
      expect(mails[0]?.dueAt.toISOString()).toBe('2026-03-07T10:00:00.000Z');
    });

    it('skips the waiting request of an order Shopify cancels', async () => {
      const shop = await installShop('orders-cancel.myshopify.com');
      await deliver('orders/fulfilled', shop.domain, order({ fulfillments: [{ created_at: '2026-02-21T10:00:00Z', status: 'success' }] }));
      const cancelled = await deliver('orders/updated', shop.domain, order({ cancelled_at: '2026-02-22T08:00:00Z' }), { eventId: eventId('-cancel') });
      expect(cancelled.json?.data).toMatchObject({ outcome: { request: 'cancelled', emails_skipped: 1 } });
      expect(await mailsOf(shop)).toMatchObject([{ state: 'skipped', skipReason: 'cancelled' }]);
    });

    it('answers an order body that does not fit with 422 naming the field, and keeps nothing', async () => {
      const shop = await installShop('orders-bad.myshopify.com');
      const response = await deliver('orders/create', shop.domain, order({ line_items: 'socks' }));
      expect(response.status).toBe(422);
      expect(response.json?.message).toMatch(/^line_items: /);
      expect(await db().select().from(orders).where(eq(orders.shopId, shop.id))).toEqual([]);
    });
  });

  describe('input', () => {
    it.each([
      ['an unknown topic', { 'X-Shopify-Topic': 'products/create' }, /^X-Shopify-Topic: must be one of app\/uninstalled, /],
      ['no event id', { 'X-Shopify-Event-Id': '' }, /^X-Shopify-Event-Id: is required$/],
      ['a shop that is not a myshopify domain', { 'X-Shopify-Shop-Domain': 'evil.com' }, /^X-Shopify-Shop-Domain: must be a \*\.myshopify\.com domain$/],
    ])('answers a signed delivery with %s with 422 naming the header', async (_case, headers, message) => {
      const shop = await installShop('headers.myshopify.com');
      const response = await deliver('shop/redact', shop.domain, { shop_id: 1, shop_domain: shop.domain }, { headers });
      expect(response.status).toBe(422);
      expect(response.json?.message).toMatch(message);
      expect(await ctx.server.shops.findByDomain(shop.domain)).not.toBeNull();
    });

    it.each([
      ['customers/redact', { shop_domain: 'payload.myshopify.com', customer: { id: 1 } }, /^orders_to_redact: /],
      ['customers/redact', { shop_domain: 'payload.myshopify.com', customer: {}, orders_to_redact: [] }, /^customer: must carry an id or an email$/],
      ['customers/data_request', { shop_domain: 'payload.myshopify.com', customer: { id: 1 }, orders_requested: ['x'] }, /^orders_requested\.0: /],
      ['shop/redact', { shop_domain: 'payload.myshopify.com', customer: { id: 1 }, orders_to_redact: [1] }, /^customer: must be absent/],
      ['shop/redact', { shop_domain: 'other.myshopify.com' }, /^shop_domain: must match X-Shopify-Shop-Domain$/],
      ['app/uninstalled', { id: 1 }, /^myshopify_domain: /],
      ['app/uninstalled', '{"id": 1,', /^body: must be valid JSON$/],
    ])('answers a signed %s body that does not fit with 422 naming the field, and records nothing', async (topic, payload, message) => {
      const shop = await installShop('payload.myshopify.com');
      const response = await deliver(topic, shop.domain, payload);
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({ code: 42200, data: null });
      expect(response.json?.message).toMatch(message);
      expect(await deliveriesOf(shop.domain)).toHaveLength(0);
      expect(await ctx.server.shops.findByDomain(shop.domain)).toMatchObject({ uninstalledAt: null });
    });

    it('answers other methods on the webhook address with a 404 envelope', async () => {
      const response = await ctx.server.call('GET', '/webhooks');
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ code: 40400, data: null });
    });
  });
});

describe.each(TEST_DATABASES)('webhooks in development store mode on $name', (target) => {
  const ctx = useTestDatabase(target);

  it('has no webhook address: without an API secret nothing could be verified', async () => {
    const server = createTestServer(ctx.database.handle);
    const shop = await server.shops.install({ domain: 'dev.myshopify.com', name: 'Dev', pricingPlanId: 2 });
    const body = JSON.stringify({ id: 1, myshopify_domain: shop.domain });
    const response = await server.call('POST', '/webhooks', {
      body,
      headers: { 'X-Shopify-Topic': 'app/uninstalled', 'X-Shopify-Shop-Domain': shop.domain, 'X-Shopify-Event-Id': 'e1', 'X-Shopify-Hmac-Sha256': sign(body, '') },
    });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 40400, data: null });
    expect((await server.shops.findByDomain(shop.domain))?.uninstalledAt).toBeNull();
    expect(await ctx.database.handle.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.shopDomain, shop.domain)))).toHaveLength(0);
  });
});
