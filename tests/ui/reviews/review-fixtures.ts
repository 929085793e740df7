import { type ReviewFacets, type ReviewPage } from '../../../src/contracts/reviews.contract';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';

export function reviewItem(id: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id,
    product_id: 'gid://shopify/Product/1',
    product_title: 'Linen shirt',
    product_image_url: null,
    author_name: `Author ${id}`,
    author_email: `a${id}@example.com`,
    rating: 5,
    title: `Title ${id}`,
    body: `Body ${id}`,
    source: 'Store front',
    verified: false,
    featured: false,
    top_review: false,
    in_shows: false,
    published: false,
    media: [],
    helpful_count: 0,
    country: 'US',
    original_language: 'en',
    reply: null,
    commented_at: '2026-11-01T10:00:00.000Z',
    imported_at: null,
    reviewer_verified: false,
    incentivized: false,
    provenance: null,
    ...overrides,
  };
}

export const FACETS: ReviewFacets = {
  total: 3,
  ratings: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 },
  publishes: { '1': 1, '2': 2 },
  resource_types: { '0': 0, '1': 2, '2': 1, '3': 0 },
  tags: { '1': 0, '2': 3, '3': 0, '4': 3, '5': 0, '6': 0 },
  sources: { 'Store front': 3 },
};

/** get_reviews' answer: the whole list on one page. */
export function reviewPage(list: readonly ReviewItem[], overrides: Partial<ReviewPage> = {}): ReviewPage {
  return { list, total: list.length, total_capped: false, page: 1, page_size: 20, ...overrides };
}
