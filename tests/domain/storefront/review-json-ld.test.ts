import { describe, expect, it } from 'vitest';
import { JSON_LD_AUTHOR_MAX_LENGTH, reviewJsonLd } from '../../../src/domain/storefront/review-json-ld';
import { ratingSummary, type StorefrontReview } from '../../../src/domain/storefront/storefront-review';

const review = (overrides: Partial<StorefrontReview>): StorefrontReview => ({
  id: 1,
  author: 'Jane D.',
  rating: 5,
  title: 'Lovely',
  body: 'Works well',
  date: '2026-03-01T10:00:00.000Z',
  date_text: '03/01/2026',
  date_published: '2026-03-01',
  verified: false,
  reviewer_verified: false,
  incentivized: false,
  photos: [],
  videos: [],
  reply: null,
  helpful: 0,
  language: 'en',
  ...overrides,
});

describe('the reviews JSON-LD', () => {
  it('gives the aggregate and one Review per review shown, with the properties search engines require', () => {
    const markup = reviewJsonLd({ summary: ratingSummary([0, 0, 0, 1, 1]), reviews: [review({}), review({ id: 2, rating: 4, title: '', body: '' })] });
    expect(markup.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: '5', worstRating: '1' });
    expect(markup.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Jane D.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: '5', worstRating: '1' },
        datePublished: '2026-03-01',
        name: 'Lovely',
        reviewBody: 'Works well',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Jane D.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: '5', worstRating: '1' },
        datePublished: '2026-03-01',
      },
    ]);
  });

  it('says nothing for a product without reviews (an empty rating is an error to search engines)', () => {
    expect(reviewJsonLd({ summary: ratingSummary([0, 0, 0, 0, 0]), reviews: [] })).toEqual({});
  });

  it('leaves out a review without an author name, which search engines would refuse', () => {
    const markup = reviewJsonLd({ summary: ratingSummary([0, 0, 0, 0, 2]), reviews: [review({ author: '' }), review({ id: 2 })] });
    expect(markup.review).toHaveLength(1);
    expect(markup.aggregateRating?.reviewCount).toBe(2);
  });

  it('keeps an author name under 100 characters', () => {
    const [only] = reviewJsonLd({ summary: ratingSummary([0, 0, 0, 0, 1]), reviews: [review({ author: 'x'.repeat(300) })] }).review!;
    expect(only!.author.name).toHaveLength(JSON_LD_AUTHOR_MAX_LENGTH);
  });
});
