import { describe, expect, expectTypeOf, it } from 'vitest';
import { type z } from 'zod';
import { type PublicImport } from '../../src/contracts/public-api.contract';
import {
  getPublicProductRatingsRequest,
  listPublicReviewsRequest,
  type publicImportSchema,
  type publicQuestionSchema,
  type publicReviewSchema,
  updatePublicReviewRequest,
} from '../../src/contracts/public-api.schema';
import { type QuestionItem } from '../../src/domain/questions/question-item';
import { type ReviewItem } from '../../src/domain/reviews/review-item';
import { writePageCursor } from '../../src/domain/shared/page-cursor';

const issuePath = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('the public API contracts', () => {
  it('document every field the answers carry (the OpenAPI document is built from these schemas)', () => {
    expectTypeOf<keyof z.output<typeof publicReviewSchema>>().toEqualTypeOf<keyof ReviewItem>();
    expectTypeOf<keyof z.output<typeof publicQuestionSchema>>().toEqualTypeOf<keyof QuestionItem>();
    expectTypeOf<keyof z.output<typeof publicImportSchema>>().toEqualTypeOf<keyof PublicImport>();
  });

  it('reads the first page from limit, and the next ones from the cursor alone', () => {
    expect(listPublicReviewsRequest.parse({}).page).toEqual({ page: 1, limit: 20 });
    expect(listPublicReviewsRequest.parse({ limit: '5' }).page).toEqual({ page: 1, limit: 5 });
    const cursor = writePageCursor({ page: 3, limit: 5 });
    expect(listPublicReviewsRequest.parse({ cursor }).page).toEqual({ page: 3, limit: 5 });
    expect(listPublicReviewsRequest.parse({ cursor, limit: '5' }).page).toEqual({ page: 3, limit: 5 });
    expect(issuePath(listPublicReviewsRequest.safeParse({ cursor, limit: '6' }))).toBe('limit');
    // A cursor of a page larger than the API serves was not written by it.
    expect(issuePath(listPublicReviewsRequest.safeParse({ cursor: writePageCursor({ page: 1, limit: 500 }) }))).toBe('cursor');
  });

  it('needs at least one change on an update, and one to fifty products for ratings', () => {
    expect(updatePublicReviewRequest.safeParse({ id: '4', featured: true }).success).toBe(true);
    expect(issuePath(updatePublicReviewRequest.safeParse({ id: '4' }))).toBe('published');
    expect(issuePath(getPublicProductRatingsRequest.safeParse({}))).toBe('product_ids');
    expect(issuePath(getPublicProductRatingsRequest.safeParse({ product_ids: Array.from({ length: 51 }, (_, index) => String(index + 1)) }))).toBe('product_ids');
    expect(getPublicProductRatingsRequest.parse({ product_ids: ['1', ' 2 '] }).product_ids).toEqual(['1', '2']);
  });
});
