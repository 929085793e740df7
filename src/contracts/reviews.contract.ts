import { z } from 'zod';
import { type ReviewFilter } from '../domain/reviews/review-filter';
import { type ReviewItem, REVIEW_SORTS, type ReviewSort } from '../domain/reviews/review-item';
import { answer, encodeQuery, get, post } from './contract';
import { checkDateRange } from './date-range.fields';
import { one, oneOf, paging, recordId, text } from './fields';
import { REVIEW_FILTER_FIELDS, reviewFilterObject, reviewFilterQuery, toReviewFilter, toReviewFilterQuery } from './review-filter.contract';

/** The reviews admin API (docs/api/reviews.md, docs/product/reviews.md), under /api/v1/admin. */

export const DEFAULT_REVIEW_SORT: ReviewSort = 'commented_at_desc';
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 100;
export const MAX_REVIEW_PAGE = 999_999;
/** A bulk action names at most this many ids; more are selected by filter. */
export const MAX_SELECTED_IDS = 10_000;
export const MAX_REPLY_LENGTH = 5000;
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

const idQuery = z.object({ id: one(recordId) });

const reviewId = z
  .number({ error: 'must be a review id' })
  .int({ error: 'must be a review id' })
  .positive({ error: 'must be a review id' });

const reviewListQuery = z
  .object({
    ...REVIEW_FILTER_FIELDS,
    sort: one(oneOf(REVIEW_SORTS)).optional(),
    ...paging({ maxPage: MAX_REVIEW_PAGE, maxPageSize: MAX_REVIEW_PAGE_SIZE }),
  })
  .superRefine(checkDateRange)
  .transform(({ sort, page, page_size, ...fields }) => ({ filter: toReviewFilter(fields), sort, page, page_size }));

const REVIEW_FLAGS = ['published', 'featured', 'verified', 'top_review', 'in_shows'] as const;
const flag = z.boolean({ error: 'must be true or false' }).optional();

/** The flags a bulk update sets; at least one. */
const reviewChanges = z
  .strictObject(
    { published: flag, featured: flag, verified: flag, top_review: flag, in_shows: flag },
    { error: 'must be an object of flags' },
  )
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), `must change at least one of ${REVIEW_FLAGS.join(', ')}`);

export type ReviewChanges = z.output<typeof reviewChanges>;

const listedId = z
  .number({ error: 'must be review ids' })
  .int({ error: 'must be review ids' })
  .positive({ error: 'must be review ids' });

const selectionFields = {
  ids: z
    .array(listedId, { error: 'must be a list of review ids' })
    .min(1, { error: 'must name at least one review' })
    .max(MAX_SELECTED_IDS, { error: `at most ${MAX_SELECTED_IDS} ids; select by filter for more` })
    .optional(),
  filter: reviewFilterObject.optional(),
};

/** `ids` or `filter`, exactly one, as a selection. */
function withSelection<T extends { readonly ids?: readonly number[] | undefined; readonly filter?: ReviewFilter | undefined }>(
  { ids, filter, ...rest }: T,
  context: z.RefinementCtx,
) {
  const selection: BulkSelection | null =
    ids !== undefined && filter === undefined ? { kind: 'ids', ids } : filter !== undefined && ids === undefined ? { kind: 'filter', filter } : null;
  if (selection !== null) return { ...rest, selection };
  context.addIssue({ code: 'custom', path: ['ids'], message: ids === undefined ? 'give ids or filter' : 'give ids or filter, not both' });
  return z.NEVER;
}

/** GET get_reviews: a page of the filter's reviews, sorted; `sort`, `page`, `page_size` default to the constants above. */
export const getReviews = get('/api/v1/admin/get_reviews', reviewListQuery, answer<ReviewPage>(), {
  toQuery: ({ filter, sort, page, page_size }) => ({ ...toReviewFilterQuery(filter), ...encodeQuery({ sort, page, page_size }) }),
});

/** GET get_review_facets: the filter's counts per value. */
export const getReviewFacets = get('/api/v1/admin/get_review_facets', reviewFilterQuery, answer<ReviewFacets>(), { toQuery: toReviewFilterQuery });

/** GET get_review: one review; another shop's id is not found. */
export const getReview = get('/api/v1/admin/get_review', idQuery, answer<ReviewItem>());

/** POST update_reviews: set flags on listed reviews or on every review matching a filter. */
export const updateReviews = post(
  '/api/v1/admin/update_reviews',
  z.strictObject({ ...selectionFields, changes: reviewChanges }).transform(withSelection),
  answer<BulkActionAnswer>(),
);

/** POST delete_reviews: more than one at a time only when the shop allows batch delete. */
export const deleteReviews = post('/api/v1/admin/delete_reviews', z.strictObject(selectionFields).transform(withSelection), answer<BulkActionAnswer>());

/** GET get_bulk_job: a bulk action's progress and outcome. */
export const getBulkJob = get('/api/v1/admin/get_bulk_job', idQuery, answer<BulkJob>());

/** POST reply_review: creates or replaces the merchant's reply; `published` defaults to DEFAULT_REPLY_PUBLISHED. */
export const replyReview = post(
  '/api/v1/admin/reply_review',
  z.strictObject({ id: reviewId, body: text({ max: MAX_REPLY_LENGTH, min: 1 }), published: flag }),
  answer<ReviewItem>(),
);

/** POST delete_review_reply. */
export const deleteReviewReply = post('/api/v1/admin/delete_review_reply', z.strictObject({ id: reviewId }), answer<ReviewItem>());

/** GET get_reply_template: the shop's template filled for the review. */
export const getReplyTemplate = get('/api/v1/admin/get_reply_template', idQuery, answer<ReplyTemplate>());

/** GET export_reviews: the filter's reviews as a CSV attachment (not the JSON envelope). */
export const exportReviews = get('/api/v1/admin/export_reviews', reviewFilterQuery, answer<never>(), { toQuery: toReviewFilterQuery, raw: true });
