import { type StorefrontReviewPage } from './storefront-review';

/**
 * The reviews part of a product's schema.org JSON-LD (docs/product/storefront.md#search-engines):
 * AggregateRating with ratingValue, reviewCount, bestRating and worstRating, and one Review per
 * review shown on the page (author, reviewRating, datePublished, name, reviewBody), so the markup
 * matches what shoppers see. The theme's Liquid adds the product's name and address.
 */
export interface ReviewJsonLd {
  readonly aggregateRating?: {
    readonly '@type': 'AggregateRating';
    readonly ratingValue: string;
    readonly reviewCount: number;
    readonly bestRating: '5';
    readonly worstRating: '1';
  };
  readonly review?: readonly {
    readonly '@type': 'Review';
    readonly author: { readonly '@type': 'Person'; readonly name: string };
    readonly reviewRating: { readonly '@type': 'Rating'; readonly ratingValue: number; readonly bestRating: '5'; readonly worstRating: '1' };
    readonly datePublished: string;
    readonly name?: string;
    readonly reviewBody?: string;
  }[];
}

/** Search engines want an author's name under 100 characters. */
export const JSON_LD_AUTHOR_MAX_LENGTH = 99;

/** Nothing when the product has no review: an empty AggregateRating is an error to search engines. */
export function reviewJsonLd(page: Pick<StorefrontReviewPage, 'summary' | 'reviews'>): ReviewJsonLd {
  if (page.summary.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: page.summary.average, reviewCount: page.summary.count, bestRating: '5', worstRating: '1' },
    // A Review needs a named author; a nameless one (an import may have none) still counts in the aggregate.
    review: page.reviews.filter((review) => review.author.trim() !== '').map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: Array.from(review.author).slice(0, JSON_LD_AUTHOR_MAX_LENGTH).join('') },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: '5', worstRating: '1' },
      datePublished: review.date_published,
      ...(review.title === '' ? {} : { name: review.title }),
      ...(review.body === '' ? {} : { reviewBody: review.body }),
    })),
  };
}
