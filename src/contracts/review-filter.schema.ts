import { z } from 'zod';
import { PRODUCT_GROUP_LIST_MAX_PAGE_SIZE } from '../domain/product-groups/product-group';
import { EMPTY_REVIEW_FILTER, normalizeReviewFilter, type ReviewFilter } from '../domain/reviews/review-filter';
import {
  DEFAULT_SEARCH_FIELD,
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
} from '../domain/reviews/review-filter-codes';
import { checkDateRange, dateRangeChoiceOf, dateRangeFields } from './date-range.fields';
import { codeList, many, numericCode, one, oneOf, recordId } from './fields';
import { listCodec } from './list-codec';
import { keywordField, productIdsField } from './list-filter.fields';
import {
  IMPORT_PARAM,
  KEYWORD_PARAM,
  PRODUCT_GROUPS_PARAM,
  PRODUCT_IDS_PARAM,
  PUBLISHES_PARAM,
  RATINGS_PARAM,
  RESOURCE_TYPES_PARAM,
  REVIEW_KEYWORD_FIELDS,
  SEARCH_FIELD_PARAM,
  SOURCES_PARAM,
  TAGS_PARAM,
  toReviewFilterQuery,
} from './review-filter.contract';

/** The reviews filter's schema (review-filter.contract.ts names its parameters and writes them). */

/** How many product groups one filter may name: as many as the filter bar lists (a page of get_product_groups at its largest). */
export const MAX_FILTER_PRODUCT_GROUPS = PRODUCT_GROUP_LIST_MAX_PAGE_SIZE;

/** Each filter parameter and its rule, by its wire name. */
export const REVIEW_FILTER_FIELDS = {
  [PRODUCT_IDS_PARAM]: productIdsField,
  [PRODUCT_GROUPS_PARAM]: many(recordId, { max: MAX_FILTER_PRODUCT_GROUPS, what: 'product groups' }).optional(),
  ...dateRangeFields,
  [RESOURCE_TYPES_PARAM]: codeList(numericCode(RESOURCE_TYPE_CODES, '0 (empty), 1 (text), 2 (photo), 3 (video)')).optional(),
  [TAGS_PARAM]: codeList(numericCode(REVIEW_TAG_CODES, '1 (featured), 2 (unfeatured), 3 (verified), 4 (unverified), 5 (top review), 6 (in shows)')).optional(),
  [RATINGS_PARAM]: codeList(numericCode(RATING_VALUES, '1-5')).optional(),
  [PUBLISHES_PARAM]: codeList(numericCode(PUBLISH_STATUS_CODES, '1 (published), 2 (unpublished)')).optional(),
  [SOURCES_PARAM]: codeList(oneOf(REVIEW_SOURCES)).optional(),
  [IMPORT_PARAM]: one(recordId).optional(),
  [SEARCH_FIELD_PARAM]: one(oneOf(REVIEW_KEYWORD_FIELDS)).optional(),
  [KEYWORD_PARAM]: keywordField,
};

type FilterFields = z.output<z.ZodObject<typeof REVIEW_FILTER_FIELDS>>;

/** The validated parameters as the domain's filter, normalised. */
export function toReviewFilter(fields: FilterFields): ReviewFilter {
  return normalizeReviewFilter({
    productIds: fields.product_ids ?? [],
    productGroupIds: fields.product_groups ?? [],
    dateRange: dateRangeChoiceOf(fields),
    resourceTypes: fields.resource_types ?? [],
    tags: fields.tags ?? [],
    ratings: fields.ratings ?? [],
    publishes: fields.publishes ?? [],
    sources: fields.sources ?? [],
    importId: fields.import ?? null,
    search: fields.keyword === undefined ? null : { field: fields.search_field ?? DEFAULT_SEARCH_FIELD, keyword: fields.keyword },
  });
}

/** The filter in a query (unknown parameters ignored), read as a ReviewFilter. */
export const reviewFilterQuery = z.object(REVIEW_FILTER_FIELDS).superRefine(checkDateRange).transform(toReviewFilter);

/** The filter as a JSON object (a bulk action's `filter`): the same rules, unknown keys refused. */
export const reviewFilterObject = z
  .strictObject(REVIEW_FILTER_FIELDS, { error: 'must be an object of filter fields' })
  .superRefine(checkDateRange)
  .transform(toReviewFilter);

/**
 * The filter in the admin's address and in its saved views: the same fields, read leniently (a
 * parameter at fault is ignored, an unusable date range is all time), written by the contract's
 * {@link toReviewFilterQuery}.
 */
export const reviewFilterCodec = listCodec({
  fields: z.object(REVIEW_FILTER_FIELDS),
  empty: EMPTY_REVIEW_FILTER,
  read: toReviewFilter,
  write: toReviewFilterQuery,
});
