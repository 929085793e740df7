import { describe, expect, it } from 'vitest';
import { rotateReviewsApiKey } from '../../src/contracts/reviews-api-key.contract';

const request = await rotateReviewsApiKey.request();

describe('rotate_reviews_api_key', () => {
  it('is a POST under the admin API that takes an empty body', () => {
    expect(rotateReviewsApiKey).toMatchObject({ method: 'POST', path: '/api/v1/admin/rotate_reviews_api_key' });
    expect(request.parse({})).toEqual({});
  });

  it('refuses a key of the caller’s choosing, or any other field, naming it', () => {
    expect(request.safeParse({ reviews_api_key: 'my-own-key' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['reviews_api_key'] });
    expect(request.safeParse({ shop_id: 2 }).success).toBe(false);
    expect(request.safeParse([]).success).toBe(false);
  });
});
