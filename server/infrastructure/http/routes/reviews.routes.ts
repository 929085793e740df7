import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { type BulkReviewActionsUseCase, type ReviewSelectionInput } from '../../../application/reviews/bulk-review-actions.use-case';
import { type ExportReviewsUseCase } from '../../../application/reviews/export-reviews.use-case';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  type GetReviewFacetsUseCase,
  type GetReviewUseCase,
  type ListReviewsUseCase,
  MAX_REVIEW_PAGE_SIZE,
} from '../../../application/reviews/list-reviews.use-case';
import { type GetReplyTemplateUseCase, MAX_REPLY_LENGTH, type ReplyReviewUseCase } from '../../../application/reviews/reply-review.use-case';
import { readReviewFilter } from '../../../application/reviews/review-filter-input';
import { invalidInput } from '../../../application/shared/app-error';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody, parseInput, queryInput } from '../request-input';
import { REVIEW_SORTS } from '../../../../src/domain/reviews/review-item';

export interface ReviewUseCases {
  readonly listReviews: ListReviewsUseCase;
  readonly getReviewFacets: GetReviewFacetsUseCase;
  readonly getReview: GetReviewUseCase;
  readonly bulkActions: BulkReviewActionsUseCase;
  readonly replyReview: ReplyReviewUseCase;
  readonly getReplyTemplate: GetReplyTemplateUseCase;
  readonly exportReviews: ExportReviewsUseCase;
}

export const MAX_SELECTED_IDS = 10_000;

const idQuery = z.object({
  id: z
    .string({ error: 'must be a review id' })
    .regex(/^[1-9]\d{0,15}$/, { error: 'must be a review id' })
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value), { error: 'must be a review id' }),
});

const listQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` }).default('commented_at_desc'),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'must be a whole number from 1' })
    .transform(Number)
    .default(1),
  page_size: z
    .string()
    .regex(/^\d{1,3}$/, { error: `must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_REVIEW_PAGE_SIZE, { error: `must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}` })
    .default(DEFAULT_REVIEW_PAGE_SIZE),
});

const selection = {
  ids: z
    .array(z.number({ error: 'must be review ids' }).int({ error: 'must be review ids' }).positive({ error: 'must be review ids' }), {
      error: 'must be a list of review ids',
    })
    .min(1, { error: 'must name at least one review' })
    .max(MAX_SELECTED_IDS, { error: `at most ${MAX_SELECTED_IDS} ids; select by filter for more` })
    .optional(),
  filter: z.record(z.string(), z.unknown(), { error: 'must be an object of filter fields' }).optional(),
};
const flag = z.boolean({ error: 'must be true or false' }).optional();
const updateBody = z.strictObject({
  ...selection,
  changes: z.strictObject(
    { published: flag, featured: flag, verified: flag, top_review: flag, in_shows: flag },
    { error: 'must be an object of flags' },
  ),
});
const deleteBody = z.strictObject(selection);
const replyBody = z.strictObject({
  id: z.number({ error: 'must be a review id' }).int({ error: 'must be a review id' }).positive({ error: 'must be a review id' }),
  body: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(MAX_REPLY_LENGTH, { error: `must be at most ${MAX_REPLY_LENGTH} characters` }),
  published: z.boolean({ error: 'must be true or false' }).default(true),
});
const deleteReplyBody = z.strictObject({ id: replyBody.shape.id });

function selectionInput(body: { ids?: number[] | undefined; filter?: Record<string, unknown> | undefined }): ReviewSelectionInput {
  if (body.ids !== undefined && body.filter !== undefined) throw invalidInput('ids', 'give ids or filter, not both');
  if (body.ids !== undefined) return { kind: 'ids', ids: body.ids };
  if (body.filter !== undefined) return { kind: 'filter', filter: readReviewFilter(body.filter, 'filter.', true) };
  throw invalidInput('ids', 'give ids or filter');
}

/** The reviews list, facets, detail, bulk actions and their jobs, replies and CSV export (issue 5). */
export function reviewRoutes(useCases: ReviewUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_reviews', async (c) => {
      const query = queryInput(c);
      const filter = readReviewFilter(query);
      const paging = parseInput(listQuery, query);
      return ok(c, await useCases.listReviews.execute(c.get('shop'), filter, paging.sort, paging.page, paging.page_size));
    })
    .get('/get_review_facets', async (c) => ok(c, await useCases.getReviewFacets.execute(c.get('shop'), readReviewFilter(queryInput(c)))))
    .get('/get_review', async (c) => ok(c, await useCases.getReview.execute(c.get('shop'), parseInput(idQuery, queryInput(c)).id)))
    .post('/update_reviews', async (c) => {
      const body = await parseBody(c, updateBody);
      return ok(c, await useCases.bulkActions.update(c.get('shop'), selectionInput(body), body.changes));
    })
    .post('/delete_reviews', async (c) => {
      const body = await parseBody(c, deleteBody);
      return ok(c, await useCases.bulkActions.delete(c.get('shop'), selectionInput(body)));
    })
    .get('/get_bulk_job', async (c) => ok(c, await useCases.bulkActions.job(c.get('shop'), parseInput(idQuery, queryInput(c)).id)))
    .post('/reply_review', async (c) => {
      const body = await parseBody(c, replyBody);
      return ok(c, await useCases.replyReview.reply(c.get('shop'), body.id, body.body, body.published));
    })
    .post('/delete_review_reply', async (c) => {
      const body = await parseBody(c, deleteReplyBody);
      return ok(c, await useCases.replyReview.deleteReply(c.get('shop'), body.id));
    })
    .get('/get_reply_template', async (c) =>
      ok(c, await useCases.getReplyTemplate.execute(c.get('shop'), parseInput(idQuery, queryInput(c)).id)),
    )
    .get('/export_reviews', async (c) => {
      const { fileName, chunks } = await useCases.exportReviews.execute(c.get('shop'), readReviewFilter(queryInput(c)));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (output) => {
        for await (const chunk of chunks) await output.write(chunk);
      });
    });
}
