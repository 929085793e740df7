import { z } from 'zod';
import { ALL_TIME_RANGE, DATE_RANGE_PARAM, END_DATE_PARAM, START_DATE_PARAM, toDateRangeQuery } from '../domain/dates/date-range';
import { decodeQueryString, encodeQueryString, type QueryParams, type QueryParamValue } from '../domain/reviews/query-string';
import { EMPTY_REVIEW_FILTER, normalizeReviewFilter, type ReviewFilter } from '../domain/reviews/review-filter';
import {
  DEFAULT_SEARCH_FIELD,
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  SEARCH_FIELD_AUTHOR,
  SEARCH_FIELD_TITLE,
} from '../domain/reviews/review-filter-codes';
import { checkDateRange, dateRangeChoiceOf, dateRangeFields } from './date-range.fields';
import { codeList, numericCode, one, oneOf, parseLeniently } from './fields';
import { keywordField, productIdsField } from './list-filter.fields';

/**
 * The reviews filter as query parameters (docs/product/reviews.md): get_reviews,
 * get_review_facets, export_reviews and a bulk action's `filter` read it with this one schema;
 * the admin writes it with {@link toReviewFilterQuery} and reads its address bar with
 * {@link parseReviewFilterSearch}, the same schema read leniently. Arrays repeat the plain key
 * (`ratings=4&ratings=5`), never `ratings[]`; codes are canonical decimals ('4', never '04').
 */
export const PRODUCT_IDS_PARAM = 'product_ids';
export const RESOURCE_TYPES_PARAM = 'resource_types';
export const TAGS_PARAM = 'tags';
export const RATINGS_PARAM = 'ratings';
export const PUBLISHES_PARAM = 'publishes';
export const SOURCES_PARAM = 'sources';
export const SEARCH_FIELD_PARAM = 'search_field';
export const KEYWORD_PARAM = 'keyword';

/** The fields a review keyword searches (questioners are searched by get_questions). */
export const REVIEW_KEYWORD_FIELDS = [SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE] as const;

/** Each filter parameter and its rule, by its wire name. */
export const REVIEW_FILTER_FIELDS = {
  [PRODUCT_IDS_PARAM]: productIdsField,
  ...dateRangeFields,
  [RESOURCE_TYPES_PARAM]: codeList(numericCode(RESOURCE_TYPE_CODES, '0 (empty), 1 (text), 2 (photo), 3 (video)')).optional(),
  [TAGS_PARAM]: codeList(numericCode(REVIEW_TAG_CODES, '1 (featured), 2 (unfeatured), 3 (verified), 4 (unverified), 5 (top review), 6 (in shows)')).optional(),
  [RATINGS_PARAM]: codeList(numericCode(RATING_VALUES, '1-5')).optional(),
  [PUBLISHES_PARAM]: codeList(numericCode(PUBLISH_STATUS_CODES, '1 (published), 2 (unpublished)')).optional(),
  [SOURCES_PARAM]: codeList(oneOf(REVIEW_SOURCES)).optional(),
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
 * The filter as query parameters, normalised first. Empty categories, all time and no search
 * are left out, so the empty filter is the empty record; codes are decimal text.
 */
export function toReviewFilterQuery(filter: ReviewFilter): QueryParams {
  const normalized = normalizeReviewFilter(filter);
  const params: Record<string, QueryParamValue> = {};
  const putAll = (key: string, values: readonly (string | number)[]): void => {
    if (values.length > 0) params[key] = values.map(String);
  };
  putAll(PRODUCT_IDS_PARAM, normalized.productIds);
  if (normalized.dateRange.kind === 'custom' || normalized.dateRange.code !== ALL_TIME_RANGE.code) {
    for (const [key, value] of Object.entries(toDateRangeQuery(normalized.dateRange))) params[key] = String(value);
  }
  putAll(RESOURCE_TYPES_PARAM, normalized.resourceTypes);
  putAll(TAGS_PARAM, normalized.tags);
  putAll(RATINGS_PARAM, normalized.ratings);
  putAll(PUBLISHES_PARAM, normalized.publishes);
  putAll(SOURCES_PARAM, normalized.sources);
  if (normalized.search !== null) {
    params[SEARCH_FIELD_PARAM] = normalized.search.field;
    params[KEYWORD_PARAM] = normalized.search.keyword;
  }
  return params;
}

const DATE_PARAMS: readonly string[] = [DATE_RANGE_PARAM, START_DATE_PARAM, END_DATE_PARAM];

/**
 * The filter schema read leniently (the admin's address bar, a saved view): a parameter at fault
 * is ignored instead of refused, and an unusable date range is all time. Never throws.
 */
export function readReviewFilterLeniently(params: Readonly<Record<string, unknown>>): ReviewFilter {
  const withoutDates = Object.fromEntries(Object.entries(params).filter(([key]) => !DATE_PARAMS.includes(key)));
  return parseLeniently(reviewFilterQuery, params) ?? parseLeniently(reviewFilterQuery, withoutDates) ?? EMPTY_REVIEW_FILTER;
}

/** The filter as a URL search string without the leading '?' ('' for the empty filter). */
export function formatReviewFilterSearch(filter: ReviewFilter): string {
  return encodeQueryString(toReviewFilterQuery(filter));
}

/** Reads a filter from a URL search string (leading '?' optional), leniently; never throws. */
export function parseReviewFilterSearch(search: string): ReviewFilter {
  // As the server reads a query: a key given once is its value, a repeated one the list of values.
  const params: Record<string, string | readonly string[]> = {};
  for (const [key, values] of Object.entries(decodeQueryString(search))) params[key] = values.length === 1 ? (values[0] ?? '') : values;
  return readReviewFilterLeniently(params);
}
