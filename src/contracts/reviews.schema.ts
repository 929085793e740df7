import { z } from 'zod';
import { FILE_FORMAT_IDS } from '../domain/import/imported-review';
import { type ReviewFilter } from '../domain/reviews/review-filter';
import { REVIEW_SORTS } from '../domain/reviews/review-item';
import { NEUTRAL_MODERATION_REASONS } from '../domain/reviews/moderation-reasons';
import { checkDateRange } from './date-range.fields';
import { one, oneOf, paging, recordId, text } from './fields';
import { REVIEW_FILTER_FIELDS, reviewFilterObject, toReviewFilter } from './review-filter.schema';
import { DEFAULT_EXPORT_FORMAT, MAX_REPLY_LENGTH, MAX_MODERATION_EVENT_PAGE_SIZE, MAX_REVIEW_PAGE, MAX_REVIEW_PAGE_SIZE, MAX_SELECTED_IDS } from './reviews.constants';

/** The request schemas of reviews.contract.ts. */

const idQuery = z.object({ id: one(recordId) });

const reviewId = z
  .number({ error: 'must be a review id' })
  .int({ error: 'must be a review id' })
  .positive({ error: 'must be a review id' });

export const getReviewsRequest = z
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
  // The contract's BulkSelection: the server's handlers are typed by it.
  const selection =
    ids !== undefined && filter === undefined
      ? { kind: 'ids' as const, ids }
      : filter !== undefined && ids === undefined
        ? { kind: 'filter' as const, filter }
        : null;
  if (selection !== null) return { ...rest, selection };
  context.addIssue({ code: 'custom', path: ['ids'], message: ids === undefined ? 'give ids or filter' : 'give ids or filter, not both' });
  return z.NEVER;
}

/** export_reviews: the filter, and the file format (ours unless another is named). */
export const exportReviewsRequest = z
  .object({ ...REVIEW_FILTER_FIELDS, format: one(oneOf(FILE_FORMAT_IDS)).optional() })
  .superRefine(checkDateRange)
  .transform(({ format, ...fields }) => ({ filter: toReviewFilter(fields), format: format ?? DEFAULT_EXPORT_FORMAT }));

export const getReviewRequest = idQuery;
export const getBulkJobRequest = idQuery;
export const getReplyTemplateRequest = idQuery;

/** A neutral reason (docs/product/review-moderation.md): required to hide or delete. */
const moderationReason = oneOf(NEUTRAL_MODERATION_REASONS);

export const updateReviewsRequest = z
  .strictObject({ ...selectionFields, changes: reviewChanges, reason: moderationReason.optional() })
  .superRefine(({ changes, reason }, context) => {
    if (changes.published === false && reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: `is required to unpublish: one of ${NEUTRAL_MODERATION_REASONS.join(', ')}` });
    }
  })
  .transform(withSelection);

export const deleteReviewsRequest = z.strictObject({ ...selectionFields, reason: moderationReason }).transform(withSelection);

export const getReviewModerationEventsRequest = z.object({
  id: one(recordId),
  ...paging({ maxPage: MAX_REVIEW_PAGE, maxPageSize: MAX_MODERATION_EVENT_PAGE_SIZE }),
});

export const replyReviewRequest = z.strictObject({ id: reviewId, body: text({ max: MAX_REPLY_LENGTH, min: 1 }), published: flag });

export const deleteReviewReplyRequest = z.strictObject({ id: reviewId });
