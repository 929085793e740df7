import { z } from 'zod';
import {
  EARLIEST_MANUAL_REVIEW_DATE,
} from '../domain/import/import-apps';
import { MAX_IMPORTED_AUTHOR_LENGTH, MAX_IMPORTED_BODY_LENGTH, MAX_IMPORTED_REPLY_LENGTH, MAX_IMPORTED_TITLE_LENGTH } from '../domain/import/imported-review';
import { ANSWERED_CODES, PUBLISHED_CODES, QUESTION_SEARCH_FIELDS, QUESTION_SORTS } from '../domain/questions/question-filter-codes';
import { PUBLISH_STATUS_CODES, RATING_VALUES, RESOURCE_TYPE_CODES, REVIEW_SOURCES, REVIEW_TAG_CODES } from '../domain/reviews/review-filter-codes';
import { REVIEW_SORTS } from '../domain/reviews/review-item';
import { NEUTRAL_MODERATION_REASONS } from '../domain/reviews/moderation-reasons';
import { type PageCursor, readPageCursor } from '../domain/shared/page-cursor';
import { checkDateRange, dateRangeFields } from './date-range.fields';
import { flag, one, oneOf, optionalEmail, recordId, text, wholeNumber } from './fields';
import { MAX_COUNTRY_LENGTH } from './import-apps.schema';
import { MAX_FILTER_PRODUCT_IDS, MAX_KEYWORD_LENGTH, MAX_PRODUCT_ID_LENGTH, productIdsField } from './list-filter.fields';
import {
  DEFAULT_PUBLIC_PAGE_SIZE,
  MAX_PUBLIC_CREATED_REVIEWS,
  MAX_PUBLIC_PAGE_SIZE,
  MAX_RATED_PRODUCTS,
} from './public-api.constants';
import { questionListFields } from './questions.schema';
import { REVIEW_KEYWORD_FIELDS } from './review-filter.contract';
import { MAX_FILTER_PRODUCT_GROUPS, REVIEW_FILTER_FIELDS, toReviewFilter } from './review-filter.schema';
import { MAX_REPLY_LENGTH } from './reviews.constants';

/**
 * The request schemas of public-api.contract.ts, and the answers' shapes for the OpenAPI
 * document (docs/api/public-api.md). Fields that read text into values (ids, flags, codes) carry
 * their JSON Schema in `.meta()`, since a transform has none of its own.
 */

type JsonSchemaFragment = Readonly<Record<string, unknown>>;

/** What the reference says of a parameter: its JSON Schema (a field that reads text into values has none of its own) and a description. */
type ParameterDoc = JsonSchemaFragment & { readonly description: string };

/** The schema with what the OpenAPI document says of it. */
function documented<T extends z.ZodType>(schema: T, fragment: JsonSchemaFragment): T {
  return schema.meta(fragment as Record<string, unknown>);
}

const codes = (values: readonly (number | string)[], description: string): ParameterDoc => ({
  type: 'array',
  items: { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] },
  uniqueItems: true,
  description: `${description} Repeat the parameter for several.`,
});

const positiveId = (description: string): ParameterDoc => ({ type: 'integer', minimum: 1, description });
const booleanField = (description: string): JsonSchemaFragment => ({ type: 'boolean', description });

/** A `next_cursor` handed back as it came. */
const cursorField = documented(
  one(
    z.unknown().transform((raw, context): PageCursor => {
      const cursor = typeof raw === 'string' ? readPageCursor(raw) : null;
      if (cursor !== null && cursor.limit <= MAX_PUBLIC_PAGE_SIZE) return cursor;
      context.addIssue({ code: 'custom', message: 'must be a next_cursor this API answered' });
      return z.NEVER;
    }),
  ).optional(),
  { type: 'string', description: 'The `next_cursor` of the previous page, as it came; send the same filters with it.' },
);

const limitField = documented(one(wholeNumber(1, MAX_PUBLIC_PAGE_SIZE)).optional(), {
  type: 'integer',
  minimum: 1,
  maximum: MAX_PUBLIC_PAGE_SIZE,
  default: DEFAULT_PUBLIC_PAGE_SIZE,
  description: 'Items per page, on the first page; the cursor carries it after that.',
});

/** The page a list call asks for: the cursor's, else the first of `limit`. */
function pageOf(cursor: PageCursor | undefined, limit: number | undefined, context: z.RefinementCtx): PageCursor {
  if (cursor === undefined) return { page: 1, limit: limit ?? DEFAULT_PUBLIC_PAGE_SIZE };
  if (limit !== undefined && limit !== cursor.limit) {
    context.addIssue({ code: 'custom', path: ['limit'], message: `must be left out or ${cursor.limit} with this cursor` });
    return cursor;
  }
  return cursor;
}

/** Each field with what the reference says of it; `docs` names every field, so none goes undescribed. */
function documentedFields<F extends Readonly<Record<string, z.ZodType>>>(fields: F, docs: { readonly [K in keyof F]: ParameterDoc }): F {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, documented(field, docs[name as keyof F])])) as F;
}

const productIdsDoc: ParameterDoc = {
  type: 'array',
  items: { type: 'string', maxLength: MAX_PRODUCT_ID_LENGTH },
  maxItems: MAX_FILTER_PRODUCT_IDS,
  description: 'Only these products (Shopify product ids). Repeat the parameter for several.',
};

const productIdsParam = documented(productIdsField, productIdsDoc);

const dateParam = (description: string): ParameterDoc => ({ type: 'string', format: 'date', description });

const dateRangeDocs = {
  date_range: {
    type: 'integer',
    enum: [0, 1, 2, 3, 4, 5],
    description: 'A preset range in the shop’s time zone: 0 all time, 1 today, 2 last 7 days, 3 last 30 days, 4 last 90 days, 5 last 12 months.',
  },
  start_date: dateParam('First day (YYYY-MM-DD, the shop’s time zone); wins over date_range.'),
  end_date: dateParam('Last day (YYYY-MM-DD, the shop’s time zone); wins over date_range.'),
} satisfies Record<keyof typeof dateRangeFields, ParameterDoc>;

const keywordParam = (fields: readonly string[]): ParameterDoc => ({
  type: 'string',
  maxLength: MAX_KEYWORD_LENGTH,
  description: `Words to search for, in the field named by search_field (${fields.join(', ')}).`,
});

/**
 * What the reference says of each of the admin's review filters (REVIEW_FILTER_FIELDS, which
 * get_reviews, its facets, the export and the bulk actions read). GET /reviews takes every one of
 * them, so a filter added for the admin is a type error here until it is described. A filter the
 * API must not take is left out on purpose: omitted from the fields given below and from this map.
 */
const REVIEW_FILTER_DOCS = {
  product_ids: productIdsDoc,
  product_groups: {
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    maxItems: MAX_FILTER_PRODUCT_GROUPS,
    description: "Only reviews of products that belong to any of these product groups (the shop's group ids; another shop's matches nothing). Repeat the parameter for several.",
  },
  ...dateRangeDocs,
  resource_types: codes(RESOURCE_TYPE_CODES, 'Content: 0 empty, 1 text, 2 photo, 3 video.'),
  tags: codes(REVIEW_TAG_CODES, 'Marks: 1 featured, 2 not featured, 3 verified, 4 not verified, 5 top review, 6 in shows.'),
  ratings: codes(RATING_VALUES, 'Star ratings.'),
  publishes: codes(PUBLISH_STATUS_CODES, 'State: 1 published, 2 unpublished.'),
  sources: codes(REVIEW_SOURCES, 'Where the reviews came from.'),
  import: positiveId('Only the reviews one import added (its import_id).'),
  search_field: { type: 'string', enum: [...REVIEW_KEYWORD_FIELDS], description: 'Where keyword is searched.' },
  keyword: keywordParam(REVIEW_KEYWORD_FIELDS),
} satisfies Record<keyof typeof REVIEW_FILTER_FIELDS, ParameterDoc>;

/** GET /reviews: the admin's review filters, every one of them, a sort, and a page by cursor. */
export const listPublicReviewsRequest = z
  .object({
    ...documentedFields(REVIEW_FILTER_FIELDS, REVIEW_FILTER_DOCS),
    sort: documented(one(oneOf(REVIEW_SORTS)).optional(), { type: 'string', enum: [...REVIEW_SORTS], default: 'commented_at_desc', description: 'Order of the list.' }),
    cursor: cursorField,
    limit: limitField,
  })
  .superRefine(checkDateRange)
  .transform(({ sort, cursor, limit, ...fields }, context) => ({ filter: toReviewFilter(fields), sort, page: pageOf(cursor, limit, context) }));

/** GET /questions: the admin's question filters, a sort, and a page by cursor. */
export const listPublicQuestionsRequest = z
  .object({
    product_ids: productIdsParam,
    publishes: documented(questionListFields.shape.publishes, codes(PUBLISHED_CODES, 'State: 1 published, 2 unpublished.')),
    answered: documented(questionListFields.shape.answered, codes(ANSWERED_CODES, 'Answers: 1 answered, 2 unanswered.')),
    ...documentedFields(dateRangeFields, dateRangeDocs),
    search_field: documented(questionListFields.shape.search_field, { type: 'string', enum: [...QUESTION_SEARCH_FIELDS], description: 'Where keyword is searched.' }),
    keyword: documented(questionListFields.shape.keyword, keywordParam(QUESTION_SEARCH_FIELDS)),
    sort: documented(questionListFields.shape.sort, { type: 'string', enum: [...QUESTION_SORTS], default: 'asked_at_desc', description: 'Order of the list.' }),
    cursor: cursorField,
    limit: limitField,
  })
  .superRefine(checkDateRange)
  .transform(({ cursor, limit, ...fields }, context) => ({ ...fields, page: pageOf(cursor, limit, context) }));

/** The `{id}` of the address. */
const pathId = (what: string) => documented(one(recordId), positiveId(`The ${what}'s id.`));

export const getPublicReviewRequest = z.object({ id: pathId('review') });
export const getPublicQuestionRequest = z.object({ id: pathId('question') });

/** POST /reviews/{id}: publish or hide, feature or not; at least one. */
export const updatePublicReviewRequest = z
  .strictObject({
    id: pathId('review'),
    published: documented(flag.optional(), booleanField('Shown on the storefront.')),
    featured: documented(flag.optional(), booleanField('Featured (shown first where the widgets feature reviews).')),
    moderation_reason: documented(oneOf(NEUTRAL_MODERATION_REASONS).optional(), {
      type: 'string',
      enum: [...NEUTRAL_MODERATION_REASONS],
      description: 'Why the review is hidden (published false), one of the neutral reasons; kept in its moderation history. Ignored when publishing.',
    }),
  })
  .refine((changes) => changes.published !== undefined || changes.featured !== undefined, { message: 'give published, featured or both', path: ['published'] });

/** POST /reviews/{id}/reply: the shop's public answer to a review. */
export const replyPublicReviewRequest = z.strictObject({
  id: pathId('review'),
  body: text({ min: 1, max: MAX_REPLY_LENGTH }),
  published: documented(flag.optional(), booleanField('Shown on the storefront; true unless false.')),
});

/** An instant in ISO 8601 with its offset, not before the earliest review date. */
const reviewInstant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time with its offset (2026-03-01T10:00:00Z)' })
  .refine((value) => value.slice(0, 10) >= EARLIEST_MANUAL_REVIEW_DATE, `must be ${EARLIEST_MANUAL_REVIEW_DATE} or later`);

const newReview = z.strictObject({
  product_id: documented(text({ max: 200 }), { type: 'string', maxLength: 200, description: "The Shopify product id; '' for a review of the store." }),
  rating: documented(wholeNumber(1, 5), { type: 'integer', minimum: 1, maximum: 5 }),
  title: text({ max: MAX_IMPORTED_TITLE_LENGTH }).optional().default(''),
  body: text({ min: 1, max: MAX_IMPORTED_BODY_LENGTH }),
  author_name: text({ min: 1, max: MAX_IMPORTED_AUTHOR_LENGTH }),
  author_email: optionalEmail,
  commented_at: reviewInstant,
  country: text({ max: MAX_COUNTRY_LENGTH }).optional().default(''),
  order_id: text({ max: 100 }).optional().default(''),
  reply: text({ max: MAX_IMPORTED_REPLY_LENGTH }).optional().default(''),
  published: documented(flag.optional().default(true), booleanField('Shown on the storefront; true unless false.')),
  verified_purchase: documented(
    flag.optional().default(false),
    booleanField('Your system saw the purchase. The review is marked a verified buyer only when the order is found.'),
  ),
  incentivized: documented(flag.optional().default(false), booleanField('The reviewer was given something for the review; shown as a disclosure.')),
});

/** POST /reviews: reviews from the merchant's own systems, imported as one batch. */
export const createPublicReviewsRequest = z.strictObject({
  reviews: z
    .array(newReview, { error: 'must be a list of reviews' })
    .min(1, 'must hold at least one review')
    .max(MAX_PUBLIC_CREATED_REVIEWS, `must hold at most ${MAX_PUBLIC_CREATED_REVIEWS} reviews`),
});

/** GET /products/ratings: the published reviews' rating of each product named. */
export const getPublicProductRatingsRequest = z
  .object({
    // Required: absent reads as no product, which the check below refuses.
    product_ids: documented(productIdsField.unwrap(), {
      type: 'array',
      items: { type: 'string', maxLength: MAX_PRODUCT_ID_LENGTH },
      minItems: 1,
      maxItems: MAX_RATED_PRODUCTS,
      description: 'The products (Shopify product ids). Repeat the parameter for several.',
    }),
  })
  .superRefine(({ product_ids }, context) => {
    const count = product_ids?.length ?? 0;
    if (count < 1 || count > MAX_RATED_PRODUCTS) context.addIssue({ code: 'custom', path: ['product_ids'], message: `must name 1 to ${MAX_RATED_PRODUCTS} products` });
  });

/* ---- Answers: what `data` holds (the envelope is {code, message, data}). ---- */

const instant = z.iso.datetime({ offset: true });

export const publicReviewSchema = z
  .object({
    id: z.int().positive(),
    product_id: z.string().meta({ description: "Shopify product id; '' for a review of the store." }),
    product_title: z.string(),
    product_image_url: z.string().nullable(),
    author_name: z.string(),
    author_email: z.string(),
    rating: z.int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    source: z.string(),
    verified: z.boolean().meta({ description: 'A verified buyer: the order was found.' }),
    featured: z.boolean(),
    top_review: z.boolean(),
    in_shows: z.boolean(),
    published: z.boolean(),
    media: z.array(z.object({ kind: z.enum(['photo', 'video']), url: z.string() })),
    helpful_count: z.int().min(0),
    country: z.string(),
    original_language: z.string(),
    reply: z.object({ body: z.string(), published: z.boolean(), replied_at: instant.nullable() }).nullable(),
    commented_at: instant,
    imported_at: instant.nullable(),
    reviewer_verified: z.boolean(),
    incentivized: z.boolean(),
    provenance: z
      .object({ origin: z.string(), label: z.string(), row: z.int().nullable(), import_id: z.int().nullable() })
      .nullable()
      .meta({ description: 'Where an imported review came from; null for reviews collected by the app.' }),
  })
  .meta({ id: 'Review' });

export const publicQuestionSchema = z
  .object({
    id: z.int().positive(),
    product_id: z.string(),
    product_title: z.string(),
    product_image_url: z.string().nullable(),
    questioner_name: z.string(),
    questioner_email: z.string(),
    body: z.string(),
    published: z.boolean(),
    asked_at: instant,
    answers: z.array(z.object({ id: z.int().positive(), author_name: z.string(), body: z.string(), published: z.boolean(), answered_at: instant })),
  })
  .meta({ id: 'Question' });

const nextCursor = z.string().nullable().meta({ description: 'Hand it back as `cursor` for the next page; null on the last page.' });

export const publicReviewPageSchema = z.object({ reviews: z.array(publicReviewSchema), next_cursor: nextCursor });
export const publicQuestionPageSchema = z.object({ questions: z.array(publicQuestionSchema), next_cursor: nextCursor });

export const publicImportSchema = z
  .object({
    import_id: z.int().positive().meta({ description: 'Filter the reviews list by it (`import`) once the import has run.' }),
    status: z.string(),
    reviews: z.int().min(1),
  })
  .meta({ id: 'Import' });

export const publicProductRatingSchema = z
  .object({
    product_id: z.string(),
    average: z.string().meta({ description: "One decimal ('4.6'); '' when the product has no published review." }),
    count: z.int().min(0),
    histogram: z.array(z.int().min(0)).length(5).meta({ description: 'Published reviews per rating: one star first, five stars last.' }),
  })
  .meta({ id: 'ProductRating' });

export const publicProductRatingsSchema = z.object({ products: z.array(publicProductRatingSchema) });
