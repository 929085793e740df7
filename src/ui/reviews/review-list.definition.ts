import { formatListAddress, type ListAddress, parseListAddress, parsePositiveInteger } from '../../application/lists/list-address';
import { type ListDefinition, type ListShape } from '../../application/lists/list-definition';
import { filterView } from '../../application/lists/list-views';
import { REVIEW_PAGE_SIZE } from '../../application/reviews/load-reviews.use-case';
import { type ReviewChanges, type ReviewFacets } from '../../contracts/reviews.contract';
import { normalizeReviewSearch, type ReviewFilter } from '../../domain/reviews/review-filter';
import { DEFAULT_SEARCH_FIELD, REVIEW_SEARCH_FIELDS, SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE } from '../../domain/reviews/review-filter-codes';
import { reviewFilterCodec } from '../../contracts/review-filter.schema';
import { REVIEW_SORTS, type ReviewItem, type ReviewSort } from '../../domain/reviews/review-item';

export const REVIEW_LIST_PATH = '/reviewList';

/** The types of the reviews list. */
export interface ReviewList extends ListShape {
  readonly filter: ReviewFilter;
  readonly sort: ReviewSort;
  readonly item: ReviewItem;
  readonly id: number;
  readonly facets: ReviewFacets;
}

export type BulkAction = 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'verify' | 'unverify' | 'top' | 'delete';

export const BULK_CHANGES: Readonly<Record<Exclude<BulkAction, 'delete'>, ReviewChanges>> = {
  publish: { published: true },
  unpublish: { published: false },
  feature: { featured: true },
  unfeature: { featured: false },
  verify: { verified: true },
  unverify: { verified: false },
  top: { top_review: true },
};

/** /reviewList (docs/product/reviews.md): its filter, tabs, search and sorts, in the list kit's terms. */
export const REVIEW_LIST: ListDefinition<ReviewList> = {
  path: REVIEW_LIST_PATH,
  pageSize: REVIEW_PAGE_SIZE,
  filter: reviewFilterCodec,
  sorts: REVIEW_SORTS,
  views: [
    filterView(reviewFilterCodec, 'all', ''),
    filterView(reviewFilterCodec, 'unpublished', 'publishes=2'),
    filterView(reviewFilterCodec, 'photo', 'resource_types=2'),
    filterView(reviewFilterCodec, 'lowRating', 'ratings=1&ratings=2'),
    filterView(reviewFilterCodec, 'featured', 'tags=1'),
  ],
  savedViews: 'reviews',
  search: {
    read: (filter) => ({ keyword: filter.search?.keyword ?? '', scope: filter.search?.field ?? null }),
    write: (filter, { keyword, scope }) => ({
      ...filter,
      search: normalizeReviewSearch({ field: REVIEW_SEARCH_FIELDS.find((field) => field === scope) ?? DEFAULT_SEARCH_FIELD, keyword }),
    }),
  },
  searchScopes: [SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE],
  dateRange: { read: (filter) => filter.dateRange, write: (filter, dateRange) => ({ ...filter, dateRange }) },
  idOf: (review) => review.id,
  parseOpenId: parsePositiveInteger,
  selectsAllMatching: true,
  focusFirstRow: true,
};

export type ReviewListAddress = ListAddress<ReviewList>;

export const formatReviewListSearch = (address: ReviewListAddress): string => formatListAddress(REVIEW_LIST, address);
export const parseReviewListSearch = (search: string): ReviewListAddress => parseListAddress(REVIEW_LIST, search);
