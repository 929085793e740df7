import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebhookDelivery } from '../../../src/contracts/outgoing-webhooks.contract';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { MAX_WEBHOOK_ENDPOINTS } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { addQuestions } from '../support/question-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhook-receiver';

const ADMIN = '/api/v1/admin';
const START = new Date('2026-03-10T12:00:00Z');
const validReview = { product_id: '101', rating: 5, title: 'Great', body: 'Works well', name: 'Jane Doe', email: 'jane@example.com' };

/** What a receiver checks (docs/api/webhooks.md#signature): the HMAC of "<t>.<raw body>" with the endpoint's secret. */
function verifies(delivery: ReceivedWebhook, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.headers['x-starling-signature'] ?? '');
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest('hex') === match[2];
}

const eventsOf = (received: readonly ReceivedWebhook[]) => received.map((delivery) => delivery.headers['x-starling-event']);

describe.each(TEST_DATABASES)('outgoing webhooks on $name', (target) => {
  let receiver: WebhookReceiver;
  let now = START;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const ctx = useTestServer(target, () => ({ now: () => now }));
  const admin = (shop: SignedInShop, path: string, body?: unknown) => ctx.server.call(body === undefined ? 'GET' : 'POST', `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const deliverAll = () => ctx.server.outgoingWebhookWorker.drain();
  const shopWithEndpoint = async (domain: string, events: readonly string[]) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    const created = await admin(shop, 'create_webhook_endpoint', { url: receiver.url, events });
    expect(created.status, created.text).toBe(200);
    return { shop, secret: created.json?.data.secret as string, endpointId: created.json?.data.endpoint.id as number };
  };
  const deliveriesOf = async (shop: SignedInShop) => (await admin(shop, 'get_webhooks')).json?.data.deliveries as WebhookDelivery[];
  const fresh = () => {
    receiver.received.length = 0;
    receiver.answerAlways(null);
    now = START;
  };

  it('delivers a review written on the storefront to the registered receiver, signed, and logs it', async () => {
    fresh();
    const { shop, secret } = await shopWithEndpoint('hooks-storefront.myshopify.com', ['review.created', 'review.published']);
    const submitted = await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: validReview });
    expect(submitted.json?.data).toEqual({ status: 'published' });
    await deliverAll();
    expect(eventsOf(receiver.received)).toEqual(['review.created', 'review.published']);
    for (const delivery of receiver.received) {
      expect(verifies(delivery, secret)).toBe(true);
      expect(verifies(delivery, 'whsec_someone-else')).toBe(false);
      expect(delivery.headers['x-starling-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const body = JSON.parse(receiver.received[0]!.body);
    expect(body).toMatchObject({ event: 'review.created', shop: shop.domain, data: { review: { product_id: 'gid://shopify/Product/101', rating: 5, title: 'Great', author_name: 'Jane Doe' } } });
    const settings = await admin(shop, 'get_webhooks');
    expect(settings.text).not.toContain(secret);
    expect((await deliveriesOf(shop)).map((delivery) => [delivery.event, delivery.state, delivery.attempts, delivery.last_status])).toEqual([
      ['review.published', 'delivered', 1, 200],
      ['review.created', 'delivered', 1, 200],
    ]);
  });

  it('retries a failed delivery after its back-off, keeping the review\'s later events behind it, and resends with the same delivery id', async () => {
    fresh();
    const { shop } = await shopWithEndpoint('hooks-retry.myshopify.com', ['review.created', 'review.published']);
    receiver.answerNext(500);
    await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: validReview });
    await deliverAll();
    // The created event failed; the published one waits for it.
    expect(eventsOf(receiver.received)).toEqual(['review.created']);
    expect((await deliveriesOf(shop)).map((delivery) => [delivery.event, delivery.state, delivery.last_status])).toEqual([
      ['review.published', 'pending', null],
      ['review.created', 'pending', 500],
    ]);
    now = new Date(START.getTime() + 29_000);
    await deliverAll();
    expect(receiver.received).toHaveLength(1);
    now = new Date(START.getTime() + 30_000);
    await deliverAll();
    expect(eventsOf(receiver.received)).toEqual(['review.created', 'review.created', 'review.published']);
    expect(receiver.received[1]!.headers['x-starling-delivery-id']).toBe(receiver.received[0]!.headers['x-starling-delivery-id']);

    const created = (await deliveriesOf(shop))[1]!;
    const resent = await admin(shop, 'resend_webhook_delivery', { id: created.id });
    expect(resent.json?.data).toMatchObject({ state: 'pending', delivery_id: created.delivery_id });
    await deliverAll();
    expect(receiver.received.at(-1)!.headers['x-starling-delivery-id']).toBe(created.delivery_id);
  });

  it('gives up after a day of failures, switches the endpoint off and tells the merchant with a queued service notice', async () => {
    fresh();
    const { shop } = await shopWithEndpoint('hooks-give-up.myshopify.com', ['review.created']);
    await updateShop(ctx.database.handle, shop, { email: 'owner@hooks-give-up.example', name: 'Give Up' });
    receiver.answerAlways(503);
    await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: validReview });
    for (let hour = 0; hour <= 25; hour += 1) {
      now = new Date(START.getTime() + hour * 3_600_000);
      await deliverAll();
    }
    // The notice is queued with the switch-off, not sent on the webhook worker's path: the notification worker sends it.
    const notices = () => ctx.server.mailTransport.sent.filter((mail) => mail.shopId === shop.id && mail.subject.includes('webhook'));
    expect(notices()).toEqual([]);
    await ctx.server.notificationWorker.drain();
    const mails = notices();
    expect(mails.map((mail) => mail.subject)).toEqual(['Your webhook endpoint for Give Up was switched off']);
    expect(mails[0]).toMatchObject({ to: 'owner@hooks-give-up.example' });
    expect(mails[0]!.text).toContain(`Every delivery to your webhook endpoint ${receiver.url} has failed since`);
    expect(mails[0]!.text).toContain('/settings/api');
    // A service notice cannot be stopped: no unsubscribe link.
    expect(mails[0]!.unsubscribeUrl).toBeUndefined();
    // Back to the start: the shop's session token is the test's clock's.
    now = START;
    const settings = (await admin(shop, 'get_webhooks')).json?.data;
    expect(settings.endpoints[0]).toMatchObject({ enabled: false });
    expect(settings.endpoints[0].disabled_at).not.toBeNull();
    expect(settings.deliveries[0]).toMatchObject({ state: 'failed', last_status: 503 });
    // Switched off: a new review is not sent, nor e-mailed again.
    const before = receiver.received.length;
    await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { at: now, body: validReview, address: '198.51.100.9' });
    await deliverAll();
    await ctx.server.notificationWorker.drain();
    expect(receiver.received).toHaveLength(before);
    expect(notices()).toHaveLength(1);
    // Switched on again: it takes new events.
    receiver.answerAlways(null);
    expect((await admin(shop, 'set_webhook_endpoint_enabled', { id: settings.endpoints[0].id, enabled: true })).json?.data).toMatchObject({ enabled: true, disabled_at: null, failing_since: null });
  });

  it('queues deletions with the review as it was, and questions asked and answered', async () => {
    fresh();
    const { shop } = await shopWithEndpoint('hooks-admin-writes.myshopify.com', ['review.deleted', 'question.created', 'question.answered']);
    const [reviewId] = await insertReviews(ctx.database.handle, shop, [{ productId: 'gid://shopify/Product/101', title: 'Going away' }]);
    expect((await admin(shop, 'delete_reviews', { ids: [reviewId], reason: 'spam' })).status).toBe(200);
    await proxyCall(ctx.server, shop.domain, 'POST', 'ask_question', { at: now, body: { product_id: '101', name: 'Sam', email: 'sam@example.com', body: 'Does it fit?' } });
    const [questionId] = await addQuestions(ctx.database.handle, shop, [{ productId: 'gid://shopify/Product/101', questionerName: 'Kim', body: 'Is it warm?', askedAt: START }]);
    expect((await admin(shop, 'answer_question', { question_id: questionId, body: 'Very warm.' })).status).toBe(200);
    await deliverAll();
    const bodies = receiver.received.map((delivery) => JSON.parse(delivery.body) as { event: string; data: Record<string, Record<string, unknown>> });
    expect(bodies.map((body) => body.event)).toEqual(['review.deleted', 'question.created', 'question.answered']);
    expect(bodies[0]!.data.review).toMatchObject({ id: reviewId, title: 'Going away' });
    expect(bodies[1]!.data.question).toMatchObject({ body: 'Does it fit?', questioner_name: 'Sam' });
    expect(bodies[2]!.data.question!.answers).toMatchObject([{ body: 'Very warm.' }]);
  });

  it('refuses a bad endpoint with a 422 naming the field, and more than the limit', async () => {
    fresh();
    const shop = await signInShop(ctx.server, 'hooks-refusals.myshopify.com');
    for (const [body, message] of [
      [{ url: 'ftp://example.com/hooks', events: ['review.created'] }, 'url: must be an https:// address'],
      [{ url: 'https://example.com/hooks', events: [] }, 'events: must name at least one event'],
      [{ url: 'https://example.com/hooks', events: ['review.liked'] }, 'events.0: "review.liked" is not one of review.created, review.published, review.updated, review.deleted, question.created, question.answered'],
    ] as const) {
      const refused = await admin(shop, 'create_webhook_endpoint', body);
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json?.message).toBe(message);
    }
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index += 1) {
      expect((await admin(shop, 'create_webhook_endpoint', { url: `https://example.com/hooks/${index}`, events: ['review.created'] })).status).toBe(200);
    }
    const over = await admin(shop, 'create_webhook_endpoint', { url: 'https://example.com/one-more', events: ['review.created'] });
    expect(over.status).toBe(422);
    expect(over.json?.message).toBe(`url: a shop keeps at most ${MAX_WEBHOOK_ENDPOINTS} endpoints; remove one first`);
    expect((await admin(shop, 'get_webhooks')).json?.data.endpoints).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });
});
