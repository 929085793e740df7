import { describe, expect, it } from 'vitest';
import { queryOf } from '../../src/contracts/contract';
import { exportReviews } from '../../src/contracts/reviews.contract';
import { exportReviewsRequest } from '../../src/contracts/reviews.schema';
import { EMPTY_REVIEW_FILTER } from '../../src/domain/reviews/review-filter';

describe('export_reviews request', () => {
  it('reads the filter and the format, ours when none is named', () => {
    expect(exportReviewsRequest.parse({ ratings: '1', format: 'loox' })).toEqual({ filter: { ...EMPTY_REVIEW_FILTER, ratings: [1] }, format: 'loox' });
    expect(exportReviewsRequest.parse({})).toEqual({ filter: EMPTY_REVIEW_FILTER, format: 'starling' });
  });

  it('refuses an unknown format, naming the parameter', () => {
    const result = exportReviewsRequest.safeParse({ format: 'stamped' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['format']);
  });

  it('writes the filter and the format into the query', () => {
    expect(queryOf(exportReviews, { filter: { ...EMPTY_REVIEW_FILTER, ratings: [4, 5] }, format: 'yotpo' })).toEqual({ ratings: ['4', '5'], format: 'yotpo' });
  });
});
