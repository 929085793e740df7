import { type ReviewFilter } from '../domain/reviews/review-filter';
import { type ReviewItem, type ReviewSort } from '../domain/reviews/review-item';
import { type ModerationAction, type NeutralModerationReason } from '../domain/reviews/moderation-reasons';
import { answer, encodeQuery, get, post, schemasOf, type ValidRequestOf } from './contract';
import { toReviewFilterQuery } from './review-filter.contract';

const schema = schemasOf(() => import('./reviews.schema'));
/** get_review_facets reads the filter alone. */
const filterSchema = schemasOf(() => import('./review-filter.schema'))('reviewFilterQuery');

/** The reviews admin API (docs/api/reviews.md, docs/product/reviews.md), under /api/v1/admin. */

export const DEFAULT_REVIEW_SORT: ReviewSort = 'commented_at_desc';
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
/** A reply is shown on the storefront unless the merchant says otherwise. */
export const DEFAULT_REPLY_PUBLISHED = true;

/** get_reviews' answer. */
export interface ReviewPage {
  readonly list: readonly ReviewItem[];
  /** Counted up to 1,000 (or the end of the page asked for): exact unless `total_capped`. */
  readonly total: number;
  /** More reviews match than `total`; get_review_facets' `total` is the exact count. */
  readonly total_capped: boolean;
  readonly page: number;
  readonly page_size: number;
}

/** Per-value counts of each filter dimension (keyed by code, or by source), each under every other active one. */
export interface ReviewFacets {
  readonly total: number;
  readonly ratings: Readonly<Record<string, number>>;
  readonly publishes: Readonly<Record<string, number>>;
  readonly resource_types: Readonly<Record<string, number>>;
  readonly tags: Readonly<Record<string, number>>;
  readonly sources: Readonly<Record<string, number>>;
}

/** A bulk action's answer: done at once (how many rows changed), or started as a job. */
export type BulkActionAnswer = { readonly updated: number } | { readonly deleted: number } | { readonly job_id: number };

export interface BulkJob {
  readonly id: number;
  readonly action: 'update' | 'delete';
  readonly status: 'running' | 'succeeded' | 'failed';
  readonly processed: number;
  readonly total: number;
  /** Why a failed job changed nothing. */
  readonly error?: string;
}

/** The shop's reply template filled for one review; '' when the shop has none. */
export interface ReplyTemplate {
  readonly template: string;
}

/** Which reviews a bulk action takes: listed ids, or everything matching a filter when it runs. */
export type BulkSelection = { readonly kind: 'ids'; readonly ids: readonly number[] } | { readonly kind: 'filter'; readonly filter: ReviewFilter };

/** GET get_reviews: a page of the filter's reviews, sorted; `sort`, `page`, `page_size` default to the constants above. */
export const getReviews = get('/api/v1/admin/get_reviews', schema('getReviewsRequest'), answer<ReviewPage>(), {
  toQuery: ({ filter, sort, page, page_size }) => ({ ...toReviewFilterQuery(filter), ...encodeQuery({ sort, page, page_size }) }),
});

/** GET get_review_facets: the filter's counts per value. */
export const getReviewFacets = get(
  '/api/v1/admin/get_review_facets',
  filterSchema,
  answer<ReviewFacets>(),
  { toQuery: toReviewFilterQuery },
);

/** GET get_review: one review; another shop's id is not found. */
export const getReview = get('/api/v1/admin/get_review', schema('getReviewRequest'), answer<ReviewItem>());

/** POST update_reviews: set flags on listed reviews or on every review matching a filter. */
export const updateReviews = post(
  '/api/v1/admin/update_reviews',
  schema('updateReviewsRequest'),
  answer<BulkActionAnswer>(),
);

/** POST delete_reviews: more than one at a time only when the shop allows batch delete. */
export const deleteReviews = post(
  '/api/v1/admin/delete_reviews',
  schema('deleteReviewsRequest'),
  answer<BulkActionAnswer>(),
);

/** One entry of a review's moderation history (docs/product/review-moderation.md). */
export interface ReviewModerationEvent {
  readonly id: number;
  readonly action: ModerationAction;
  /** The neutral reason given; null for a publish, or a hide made without one (the public API, before reasons were asked). */
  readonly reason: NeutralModerationReason | null;
  /** The review's rating when it happened. */
  readonly rating: number;
  /** 'merchant' (the admin), 'support' (a super-admin session) or 'api' (the public API). */
  readonly actor: string;
  /** ISO 8601. */
  readonly at: string;
}

/** get_review_moderation_events' answer: newest first. */
export interface ReviewModerationEventPage {
  readonly list: readonly ReviewModerationEvent[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** GET get_review_moderation_events: a review's moderation history, also after it was deleted. */
export const getReviewModerationEvents = get(
  '/api/v1/admin/get_review_moderation_events',
  schema('getReviewModerationEventsRequest'),
  answer<ReviewModerationEventPage>(),
);

/** GET get_bulk_job: a bulk action's progress and outcome. */
export const getBulkJob = get('/api/v1/admin/get_bulk_job', schema('getBulkJobRequest'), answer<BulkJob>());

/** POST reply_review: creates or replaces the merchant's reply; `published` defaults to DEFAULT_REPLY_PUBLISHED. */
export const replyReview = post(
  '/api/v1/admin/reply_review',
  schema('replyReviewRequest'),
  answer<ReviewItem>(),
);

/** POST delete_review_reply. */
export const deleteReviewReply = post(
  '/api/v1/admin/delete_review_reply',
  schema('deleteReviewReplyRequest'),
  answer<ReviewItem>(),
);

/** GET get_reply_template: the shop's template filled for the review. */
export const getReplyTemplate = get(
  '/api/v1/admin/get_reply_template',
  schema('getReplyTemplateRequest'),
  answer<ReplyTemplate>(),
);

/** GET export_reviews: the filter's reviews as a CSV attachment (not the JSON envelope), in one of FILE_FORMAT_IDS. */
export const exportReviews = get('/api/v1/admin/export_reviews', schema('exportReviewsRequest'), answer<never>(), {
  toQuery: ({ filter, format }) => ({ ...toReviewFilterQuery(filter), ...encodeQuery({ format }) }),
  raw: true,
});

/** The flags a bulk update sets; at least one. */
export type ReviewChanges = ValidRequestOf<typeof updateReviews>['changes'];
