import { z } from 'zod';
import { DATE_RANGE_PARAM, END_DATE_PARAM, START_DATE_PARAM } from '../domain/dates/date-range';
import { decodeQueryString } from '../domain/reviews/query-string';
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
import { codeList, numericCode, one, oneOf, parseLeniently, recordId } from './fields';
import { keywordField, productIdsField } from './list-filter.fields';
import {
  IMPORT_PARAM,
  KEYWORD_PARAM,
  PRODUCT_IDS_PARAM,
  PUBLISHES_PARAM,
  RATINGS_PARAM,
  RESOURCE_TYPES_PARAM,
  REVIEW_KEYWORD_FIELDS,
  SEARCH_FIELD_PARAM,
  SOURCES_PARAM,
  TAGS_PARAM,
} from './review-filter.contract';

/** The reviews filter's schema (review-filter.contract.ts names its parameters and writes them). */

/** Each filter parameter and its rule, by its wire name. */
export const REVIEW_FILTER_FIELDS = {
  [PRODUCT_IDS_PARAM]: productIdsField,
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

const DATE_PARAMS: readonly string[] = [DATE_RANGE_PARAM, START_DATE_PARAM, END_DATE_PARAM];

/**
 * The filter schema read leniently (the admin's address bar, a saved view): a parameter at fault
 * is ignored instead of refused, and an unusable date range is all time. Never throws.
 */
export function readReviewFilterLeniently(params: Readonly<Record<string, unknown>>): ReviewFilter {
  const withoutDates = Object.fromEntries(Object.entries(params).filter(([key]) => !DATE_PARAMS.includes(key)));
  return parseLeniently(reviewFilterQuery, params) ?? parseLeniently(reviewFilterQuery, withoutDates) ?? EMPTY_REVIEW_FILTER;
}

/** Reads a filter from a URL search string (leading '?' optional), leniently; never throws. */
export function parseReviewFilterSearch(search: string): ReviewFilter {
  // As the server reads a query: a key given once is its value, a repeated one the list of values.
  const params: Record<string, string | readonly string[]> = {};
  for (const [key, values] of Object.entries(decodeQueryString(search))) params[key] = values.length === 1 ? (values[0] ?? '') : values;
  return readReviewFilterLeniently(params);
}
