import { describe, expect, it } from 'vitest';
import {
  FLOW_BODY_MAX_LENGTH,
  FLOW_LINE_MAX_LENGTH,
  flowReviewAdminPath,
  flowTriggerPayload,
  isFlowTrigger,
  type FlowReview,
} from '../../../src/domain/outgoing-webhooks/flow-triggers';

const review: FlowReview = {
  id: 7,
  productId: 'gid://shopify/Product/9007199254740993',
  customerId: '0',
  rating: 5,
  title: 'Lovely',
  body: 'Fits well.',
  authorName: 'Ann',
  verified: false,
  published: true,
};

describe('Shopify Flow triggers', () => {
  it('knows its triggers by their extensions\' handles', () => {
    expect(isFlowTrigger('review-published')).toBe(true);
    expect(isFlowTrigger('low-rating-received')).toBe(true);
    expect(isFlowTrigger('review.published')).toBe(false);
  });

  it('sends a reference only as a positive id Shopify can take as a number', () => {
    // Past Number.MAX_SAFE_INTEGER, and 0: no reference rather than a wrong one.
    const payload = flowTriggerPayload('review-published', review, 'https://x.test/r');
    expect(payload).not.toHaveProperty('product_id');
    expect(payload).not.toHaveProperty('customer_id');
    const linked = flowTriggerPayload('review-published', { ...review, productId: 'gid://shopify/Product/8123', customerId: '207119551' }, 'https://x.test/r');
    expect(linked).toMatchObject({ product_id: 8123, customer_id: 207119551 });
    expect(flowTriggerPayload('review-published', { ...review, customerId: 'x1' }, 'u')).not.toHaveProperty('customer_id');
  });

  it('says whether the review is published only in the low-rating trigger', () => {
    expect(flowTriggerPayload('review-published', review, 'u')).not.toHaveProperty('Published');
    expect(flowTriggerPayload('low-rating-received', { ...review, published: false }, 'u')).toMatchObject({ Published: false });
  });

  it('cuts a long body, title and name to what a trigger carries', () => {
    const payload = flowTriggerPayload('low-rating-received', { ...review, body: 'b'.repeat(FLOW_BODY_MAX_LENGTH + 1), title: 't'.repeat(300), authorName: 'n'.repeat(300) }, 'u');
    expect(String(payload['Review body'])).toHaveLength(FLOW_BODY_MAX_LENGTH);
    expect(String(payload['Review title'])).toHaveLength(FLOW_LINE_MAX_LENGTH);
    expect(String(payload['Reviewer name'])).toHaveLength(FLOW_LINE_MAX_LENGTH);
  });

  it('links the review in the admin', () => {
    expect(flowReviewAdminPath(12)).toBe('/reviewList?id=12');
  });
});
