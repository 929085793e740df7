import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasBodyText,
  reviewPublishStatus,
  reviewResourceTypes,
  reviewTags,
  type ReviewRecord,
} from '../../../src/domain/reviews/review-record';
import { reviewRecordArb, BASE_REVIEW } from './review-arbitraries';

describe('hasBodyText', () => {
  it('counts body text, not white space and not the title', () => {
    expect(hasBodyText(BASE_REVIEW)).toBe(true);
    expect(hasBodyText({ ...BASE_REVIEW, body: ' \n\t ' })).toBe(false);
    expect(hasBodyText({ ...BASE_REVIEW, body: '', title: 'Only a title' })).toBe(false);
  });
});

describe('reviewResourceTypes', () => {
  it.each<[string, Partial<ReviewRecord>, number[]]>([
    ['body text only is text', {}, [1]],
    ['one photo is photo, even with text', { photoCount: 1 }, [2]],
    ['one video is video', { videoCount: 1, body: '' }, [3]],
    ['photos and videos are both', { photoCount: 2, videoCount: 1 }, [2, 3]],
    ['no text and no media is empty', { body: '  ' }, [0]],
    ['a title alone is still empty', { body: '', title: 'Nice' }, [0]],
  ])('%s', (_label, change, types) => {
    expect(reviewResourceTypes({ ...BASE_REVIEW, ...change })).toEqual(types);
  });

  it('gives every review at least one type, and text or empty only without media', () => {
    fc.assert(
      fc.property(reviewRecordArb, (review) => {
        const types = reviewResourceTypes(review);
        expect(types.length).toBeGreaterThan(0);
        const hasMedia = review.photoCount > 0 || review.videoCount > 0;
        expect(types.includes(1) || types.includes(0)).toBe(!hasMedia);
      }),
    );
  });
});

describe('reviewTags', () => {
  it('tags unfeatured and unverified by default', () => {
    expect(reviewTags(BASE_REVIEW)).toEqual([2, 4]);
  });

  it('tags featured, verified, top review and in shows', () => {
    expect(reviewTags({ ...BASE_REVIEW, featured: true, verified: true, topReview: true, inShows: true })).toEqual([1, 3, 5, 6]);
  });
});

describe('reviewPublishStatus', () => {
  it('is 1 when published and 2 when not', () => {
    expect(reviewPublishStatus(BASE_REVIEW)).toBe(1);
    expect(reviewPublishStatus({ ...BASE_REVIEW, published: false })).toBe(2);
  });
});
