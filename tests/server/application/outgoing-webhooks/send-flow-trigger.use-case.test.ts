import { describe, expect, it } from 'vitest';
import { type ClaimedFlowTrigger, type FlowTriggerQueue } from '../../../../server/application/outgoing-webhooks/flow-trigger-queue.port';
import { SendFlowTriggerUseCase } from '../../../../server/application/outgoing-webhooks/send-flow-trigger.use-case';
import { AppError } from '../../../../server/application/shared/app-error';
import { type FlowPayload, type FlowReview } from '../../../../src/domain/outgoing-webhooks/flow-triggers';
import { WEBHOOK_GIVE_UP_AFTER_MS } from '../../../../src/domain/outgoing-webhooks/outgoing-webhooks';

const QUEUED = new Date('2026-03-10T12:00:00Z');
const REVIEW: FlowReview = { id: 9, productId: 'gid://shopify/Product/5', customerId: null, rating: 1, title: 'Bad', body: 'Broke', authorName: 'Ann', verified: false, published: false };

const claimed = (changes: Partial<ClaimedFlowTrigger> = {}): ClaimedFlowTrigger => ({
  shopId: 3,
  id: 70,
  shopDomain: 'acme.myshopify.com',
  shopUninstalled: false,
  handle: 'low-rating-received',
  reviewId: REVIEW.id,
  attempts: 1,
  createdAt: QUEUED,
  ...changes,
});

/** Records what the use-case tells the queue. */
class RecordingQueue implements FlowTriggerQueue {
  readonly outcomes: unknown[] = [];
  constructor(private readonly found: FlowReview | null = REVIEW) {}
  claimDue(): Promise<readonly ClaimedFlowTrigger[]> {
    return Promise.resolve([]);
  }
  review(): Promise<FlowReview | null> {
    return Promise.resolve(this.found);
  }
  sent(_trigger: ClaimedFlowTrigger, owner: string, payload: FlowPayload, at: Date): Promise<void> {
    this.outcomes.push({ sent: { owner, payload, at } });
    return Promise.resolve();
  }
  failed(_trigger: ClaimedFlowTrigger, owner: string, attempt: { readonly error: string; readonly retryAt: Date | null }): Promise<void> {
    this.outcomes.push({ failed: { owner, error: attempt.error, retryAt: attempt.retryAt } });
    return Promise.resolve();
  }
  skipped(_trigger: ClaimedFlowTrigger, owner: string, reason: string): Promise<void> {
    this.outcomes.push({ skipped: { owner, reason } });
    return Promise.resolve();
  }
}

function sendWith(queue: RecordingQueue, gateway: (trigger: string, payload: FlowPayload) => Promise<void>, at: Date) {
  const sent: string[] = [];
  const useCase = new SendFlowTriggerUseCase(
    queue,
    {
      sendFlowTrigger: (shop, trigger, payload) => {
        sent.push(`${shop.domain} ${trigger}`);
        return gateway(trigger, payload);
      },
    },
    (shop, path) => `https://${shop.domain}/admin/apps/key${path}`,
    () => at,
  );
  return { useCase, sent };
}

describe('sending a Shopify Flow trigger', () => {
  it('sends the review as it is now and records the payload that went', async () => {
    const queue = new RecordingQueue();
    const { useCase, sent } = sendWith(queue, () => Promise.resolve(), QUEUED);
    expect(await useCase.execute(claimed(), 'worker-1')).toBe(true);
    expect(sent).toEqual(['acme.myshopify.com low-rating-received']);
    expect(queue.outcomes).toEqual([
      { sent: { owner: 'worker-1', at: QUEUED, payload: expect.objectContaining({ product_id: 5, Rating: 1, Published: false, 'Review admin URL': 'https://acme.myshopify.com/admin/apps/key/reviewList?id=9' }) } },
    ]);
  });

  it('tries a failed trigger again after the back-off, and gives up once it has failed for a day', async () => {
    const refuse = () => Promise.reject(new AppError('upstreamFailure', 'shopify: Shopify Flow refused the trigger low-rating-received (Invalid handle)'));
    const queue = new RecordingQueue();
    expect(await sendWith(queue, refuse, QUEUED).useCase.execute(claimed({ attempts: 2 }), 'w')).toBe(false);
    const late = new Date(QUEUED.getTime() + WEBHOOK_GIVE_UP_AFTER_MS);
    await sendWith(queue, refuse, late).useCase.execute(claimed({ attempts: 30 }), 'w');
    expect(queue.outcomes).toEqual([
      { failed: { owner: 'w', error: 'shopify: Shopify Flow refused the trigger low-rating-received (Invalid handle)', retryAt: new Date(QUEUED.getTime() + 60_000) } },
      { failed: { owner: 'w', error: 'shopify: Shopify Flow refused the trigger low-rating-received (Invalid handle)', retryAt: null } },
    ]);
  });

  it('skips, without calling Shopify, a trigger of an uninstalled shop, of a review that is gone, or of a handle it does not know', async () => {
    const queue = new RecordingQueue();
    const { useCase, sent } = sendWith(queue, () => Promise.resolve(), QUEUED);
    await useCase.execute(claimed({ shopUninstalled: true }), 'w');
    await useCase.execute(claimed({ handle: 'review-liked' }), 'w');
    const gone = new RecordingQueue(null);
    await sendWith(gone, () => Promise.resolve(), QUEUED).useCase.execute(claimed(), 'w');
    expect(sent).toEqual([]);
    expect([...queue.outcomes, ...gone.outcomes]).toEqual([
      { skipped: { owner: 'w', reason: 'the shop is not installed' } },
      { skipped: { owner: 'w', reason: 'no trigger is called review-liked' } },
      { skipped: { owner: 'w', reason: 'the review is gone' } },
    ]);
  });
});
