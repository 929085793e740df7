import { type QueryParams } from '../../domain/reviews/query-string';
import { type ReviewItem, type ReviewSort } from '../../domain/reviews/review-item';


/** The reviews admin API (docs/api/reviews.md). */
export const REVIEW_API = {
  list: '/api/v1/admin/get_reviews',
  facets: '/api/v1/admin/get_review_facets',
  one: '/api/v1/admin/get_review',
  update: '/api/v1/admin/update_reviews',
  remove: '/api/v1/admin/delete_reviews',
  job: '/api/v1/admin/get_bulk_job',
  reply: '/api/v1/admin/reply_review',
  deleteReply: '/api/v1/admin/delete_review_reply',
  replyTemplate: '/api/v1/admin/get_reply_template',
  exportCsv: '/api/v1/admin/export_reviews',
  shopConfigs: '/api/v1/admin/get_shop_configs',
} as const;

export interface ReviewPage {
  readonly list: readonly ReviewItem[];
  /** Counted up to 1,000 (or the end of the page asked for): exact unless `total_capped`. */
  readonly total: number;
  /** More reviews match than `total`; get_review_facets' `total` is the exact count. */
  readonly total_capped: boolean;
  readonly page: number;
  readonly page_size: number;
}

export interface ReviewFacets {
  readonly total: number;
  readonly ratings: Readonly<Record<string, number>>;
  readonly publishes: Readonly<Record<string, number>>;
  readonly resource_types: Readonly<Record<string, number>>;
  readonly tags: Readonly<Record<string, number>>;
  readonly sources: Readonly<Record<string, number>>;
}

export const DEFAULT_REVIEW_SORT: ReviewSort = 'commented_at_desc';
export const REVIEW_PAGE_SIZE = 20;

export interface ReviewListQuery {
  /** The filter as GET parameters (toReviewFilterQuery). */
  readonly filter: QueryParams;
  readonly sort: ReviewSort;
  readonly page: number;
}

/** Flags a bulk update can set. */
export interface ReviewChanges {
  readonly published?: boolean;
  readonly featured?: boolean;
  readonly verified?: boolean;
  readonly top_review?: boolean;
  readonly in_shows?: boolean;
}

/** Chosen rows, or "everything matching this filter" (resolved by the server when the action runs). */
export type ReviewSelection = { readonly kind: 'ids'; readonly ids: readonly number[] } | { readonly kind: 'filter'; readonly filter: QueryParams };

export interface BulkJob {
  readonly id: number;
  readonly action: 'update' | 'delete';
  readonly status: 'running' | 'succeeded' | 'failed';
  readonly processed: number;
  readonly total: number;
  readonly error?: string;
}

export interface BulkProgress {
  readonly processed: number;
  readonly total: number;
}
