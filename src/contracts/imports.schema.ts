import { z } from 'zod';
import { type ColumnMapping, DATE_ORDERS } from '../domain/import/import-job';
import { one, oneOf, paging, recordId, text } from './fields';

/** The request schemas of imports.contract.ts. */

export const IMPORT_LIST_PAGE_SIZE = 20;
export const IMPORT_ISSUES_MAX_PAGE_SIZE = 5000;
/** A header row has at most this many columns we map. */
export const MAX_IMPORT_COLUMNS = 200;
export const MAX_PRODUCT_CHOICES = 500;

/** The multipart form's fields besides the file (none today); the route checks the file itself. */
export const uploadReviewFileRequest = z.object({});

export const jobIdRequest = z.strictObject({ job_id: recordId });
export const jobIdQuery = z.object({ job_id: one(recordId) });

const columnIndex = z.number({ error: 'must be a column number' }).int().min(0).max(MAX_IMPORT_COLUMNS - 1);

const column = columnIndex.optional();

/** Which column feeds which field (MAPPABLE_FIELDS); photos and videos may take several columns. */
export const columnMapping = z.strictObject({
  product_id: column,
  product_handle: column,
  rating: column,
  title: column,
  body: column,
  author_name: column,
  author_email: column,
  commented_at: column,
  published: column,
  featured: column,
  verified_purchase: column,
  incentivized: column,
  order_id: column,
  country: column,
  reply: column,
  replied_at: column,
  photo_urls: z.array(columnIndex).max(20).optional(),
  video_urls: z.array(columnIndex).max(5).optional(),
}) satisfies z.ZodType<ColumnMapping>;

export const updateReviewImportRequest = z.strictObject({
  job_id: recordId,
  mapping: columnMapping.optional(),
  date_order: oneOf(DATE_ORDERS).optional(),
  /** A product for a handle or id the catalog does not know; product_id '' makes its rows store reviews. */
  product_choices: z
    .array(z.strictObject({ reference: text({ min: 1, max: 500 }), product_id: text({ max: 200 }) }))
    .max(MAX_PRODUCT_CHOICES)
    .optional(),
  publish: z.boolean({ error: 'must be true or false' }).optional(),
});

export const importListQuery = z.object({ ...paging({ maxPage: 10_000, maxPageSize: IMPORT_LIST_PAGE_SIZE * 5 }) });

export const importIssuesQuery = z.object({
  job_id: one(recordId),
  ...paging({ maxPage: 10_000, maxPageSize: IMPORT_ISSUES_MAX_PAGE_SIZE }),
});
