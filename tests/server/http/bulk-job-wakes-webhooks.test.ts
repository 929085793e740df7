import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS } from '../../../server/application/outgoing-webhooks/outgoing-webhook-worker';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { insertManyReviews } from '../support/review-fixtures';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const ADMIN = '/api/v1/admin';
const CHUNK = 500;
const ROWS = 1_001; // above the bulk actions' sync limit: a job of 3 chunks

describe.each(TEST_DATABASES)('a bulk job and the webhook worker on $name', (target) => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  // A worker that would look again only in an hour: only a wake can send the job's deliveries.
  const ctx = useTestServer(target, { bulkChunkSize: CHUNK, outgoingWebhookWorker: { ...DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS, pollMs: 3_600_000 } });

  it('sends the webhooks of a bulk publish as its chunks commit, without waiting for the worker to look again', async () => {
    const shop = await signInShop(ctx.server, `bulk-wakes-webhooks-${target.name}.myshopify.com`);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await insertManyReviews(ctx.database.handle, shop, ROWS);
    const created = await ctx.server.call('POST', `${ADMIN}/create_webhook_endpoint`, { token: shop.token, body: { url: receiver.url, events: ['review.published'] } });
    expect(created.status, created.text).toBe(200);
    ctx.server.outgoingWebhookWorker.start();
    try {
      const started = await ctx.server.call('POST', `${ADMIN}/update_reviews`, { token: shop.token, body: { filter: {}, changes: { published: true } } });
      expect(started.json?.data.job_id, started.text).toEqual(expect.any(Number));
      await ctx.server.bulkJobs.idle();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(ROWS);
      expect(new Set(receiver.received.map((delivery) => delivery.headers['x-starling-event']))).toEqual(new Set(['review.published']));
    } finally {
      await ctx.server.outgoingWebhookWorker.stop();
    }
  });
});
