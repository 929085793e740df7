import { describe, expect, it } from 'vitest';
import {
  KLAVIYO_PRIVATE_KEY_PATTERN,
  type KlaviyoReviewFacts,
  klaviyoEventRequestBody,
  klaviyoKeyLastFour,
  klaviyoSendVerdict,
  parseKlaviyoEvent,
  requestKlaviyoEvents,
  reviewKlaviyoEvents,
} from '../../../src/domain/klaviyo/klaviyo-events';

const AT = new Date('2026-03-10T12:00:00Z');
const ALL = ['review_request_sent', 'review_submitted', 'low_rating_review'] as const;
const review: KlaviyoReviewFacts = {
  shopId: 7,
  reviewId: 42,
  email: ' Jane@Example.com ',
  rating: 2,
  title: 'Meh',
  body: 'Leaks',
  productId: 'gid://shopify/Product/101',
  published: false,
  verified: true,
  at: AT,
};

describe('Klaviyo events of a review', () => {
  it('sends Review Submitted, and Low Rating Review at or under the threshold, keyed by the review', () => {
    const events = reviewKlaviyoEvents(review, 2, ALL);
    expect(events.map((event) => [event.kind, event.uniqueId])).toEqual([
      ['review_submitted', 'sr:7:review_submitted:review:42'],
      ['low_rating_review', 'sr:7:low_rating_review:review:42'],
    ]);
    expect(events[0]).toMatchObject({ email: 'jane@example.com', time: '2026-03-10T12:00:00.000Z', properties: { rating: 2, verified_buyer: true, product_id: 'gid://shopify/Product/101' } });
    expect(reviewKlaviyoEvents({ ...review, rating: 3 }, 2, ALL).map((event) => event.kind)).toEqual(['review_submitted']);
  });

  it('gives the same unique_id however often and whenever it is built', () => {
    const first = reviewKlaviyoEvents(review, 2, ALL).map((event) => event.uniqueId);
    const later = reviewKlaviyoEvents({ ...review, at: new Date('2027-01-01T00:00:00Z'), title: 'Edited' }, 2, ALL).map((event) => event.uniqueId);
    expect(later).toEqual(first);
    expect(reviewKlaviyoEvents({ ...review, reviewId: 43 }, 2, ALL)[0]!.uniqueId).not.toBe(first[0]);
    expect(reviewKlaviyoEvents({ ...review, shopId: 8 }, 2, ALL)[0]!.uniqueId).not.toBe(first[0]);
  });

  it('sends nothing switched off, and nothing for a review without a usable address', () => {
    expect(reviewKlaviyoEvents(review, 2, ['low_rating_review']).map((event) => event.kind)).toEqual(['low_rating_review']);
    expect(reviewKlaviyoEvents(review, 2, [])).toEqual([]);
    expect(reviewKlaviyoEvents({ ...review, email: '' }, 2, ALL)).toEqual([]);
    expect(reviewKlaviyoEvents({ ...review, email: 'not an address' }, 2, ALL)).toEqual([]);
  });
});

describe('Klaviyo events of a review request', () => {
  const request = { shopId: 7, mailKey: 'order:9001:2', email: 'ada@example.com', orderId: '9001', step: 2, at: AT };

  it('sends Review Request Sent keyed by the e-mail, a reminder marked as one', () => {
    expect(requestKlaviyoEvents(request, ALL)).toEqual([
      {
        kind: 'review_request_sent',
        uniqueId: 'sr:7:review_request_sent:mail:order:9001:2',
        time: '2026-03-10T12:00:00.000Z',
        email: 'ada@example.com',
        properties: { order_id: '9001', reminder: true, step: 2 },
        profileProperties: { starling_last_request_at: '2026-03-10T12:00:00.000Z' },
      },
    ]);
    expect(requestKlaviyoEvents(request, ['review_submitted'])).toEqual([]);
  });
});

describe('the Events API request', () => {
  it('is the JSON:API event with a namespaced metric, the profile and its properties, the unique_id and the time', () => {
    const [event] = reviewKlaviyoEvents(review, 2, ALL);
    expect(klaviyoEventRequestBody(event!, { reviewsCount: 3 })).toEqual({
      data: {
        type: 'event',
        attributes: {
          properties: { review_id: 42, rating: 2, title: 'Meh', body: 'Leaks', product_id: 'gid://shopify/Product/101', published: false, verified_buyer: true },
          metric: { data: { type: 'metric', attributes: { name: 'Starling Reviews: Review Submitted' } } },
          profile: {
            data: {
              type: 'profile',
              attributes: {
                email: 'jane@example.com',
                properties: { starling_last_review_rating: 2, starling_last_review_at: '2026-03-10T12:00:00.000Z', starling_reviews_count: 3 },
              },
            },
          },
          unique_id: 'sr:7:review_submitted:review:42',
          time: '2026-03-10T12:00:00.000Z',
        },
      },
    });
  });

  it('reads a queued event back as it was stored, and refuses anything else', () => {
    const [event] = reviewKlaviyoEvents(review, 2, ALL);
    expect(parseKlaviyoEvent(JSON.stringify(event))).toEqual(event);
    expect(parseKlaviyoEvent('not json')).toBeNull();
    expect(parseKlaviyoEvent('null')).toBeNull();
    expect(parseKlaviyoEvent(JSON.stringify({ ...event, kind: 'review_deleted' }))).toBeNull();
    expect(parseKlaviyoEvent(JSON.stringify({ ...event, properties: { nested: { a: 1 } } }))).toBeNull();
    expect(parseKlaviyoEvent(JSON.stringify({ ...event, profileProperties: [] }))).toBeNull();
  });
});

describe('Klaviyo answers and keys', () => {
  it('retries 429, 5xx and no answer; fails any other 4xx; takes 2xx', () => {
    expect([202, 200, 429, 500, 503, null, 400, 401, 403, 404, 409].map(klaviyoSendVerdict)).toEqual([
      'accepted', 'accepted', 'retry', 'retry', 'retry', 'retry', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected',
    ]);
    expect(klaviyoSendVerdict(301)).toBe('rejected');
  });

  it('takes private keys only, and shows their last four characters', () => {
    expect(KLAVIYO_PRIVATE_KEY_PATTERN.test('pk_0123456789abcdef0123456789abcdef01')).toBe(true);
    expect(KLAVIYO_PRIVATE_KEY_PATTERN.test('AbC123')).toBe(false);
    expect(KLAVIYO_PRIVATE_KEY_PATTERN.test('pk_short')).toBe(false);
    expect(KLAVIYO_PRIVATE_KEY_PATTERN.test('pk_has spaces in it')).toBe(false);
    expect(klaviyoKeyLastFour('pk_0123456789abcdefWXYZ')).toBe('WXYZ');
  });
});
