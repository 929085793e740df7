import { ALL_TIME_RANGE, toDateRangeQuery } from '../domain/dates/date-range';
import { encodeQueryString, type QueryParams, type QueryParamValue } from '../domain/reviews/query-string';
import { normalizeReviewFilter, type ReviewFilter } from '../domain/reviews/review-filter';
import { SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE } from '../domain/reviews/review-filter-codes';

/**
 * The reviews filter as query parameters (docs/product/reviews.md): get_reviews,
 * get_review_facets, export_reviews and a bulk action's `filter` read it with one schema
 * (review-filter.schema.ts); the admin writes it with {@link toReviewFilterQuery} and reads its
 * address bar with `reviewFilterCodec` (review-filter.schema.ts), the same schema read leniently. Arrays repeat the
 * plain key (`ratings=4&ratings=5`), never `ratings[]`; codes are canonical decimals ('4', never '04').
 */
export const PRODUCT_IDS_PARAM = 'product_ids';
export const PRODUCT_GROUPS_PARAM = 'product_groups';
export const RESOURCE_TYPES_PARAM = 'resource_types';
export const TAGS_PARAM = 'tags';
export const RATINGS_PARAM = 'ratings';
export const PUBLISHES_PARAM = 'publishes';
export const SOURCES_PARAM = 'sources';
export const IMPORT_PARAM = 'import';
export const SEARCH_FIELD_PARAM = 'search_field';
export const KEYWORD_PARAM = 'keyword';

/** The fields a review keyword searches (questioners are searched by get_questions). */
export const REVIEW_KEYWORD_FIELDS = [SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE] as const;

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
  putAll(PRODUCT_GROUPS_PARAM, normalized.productGroupIds);
  if (normalized.dateRange.kind === 'custom' || normalized.dateRange.code !== ALL_TIME_RANGE.code) {
    for (const [key, value] of Object.entries(toDateRangeQuery(normalized.dateRange))) params[key] = String(value);
  }
  putAll(RESOURCE_TYPES_PARAM, normalized.resourceTypes);
  putAll(TAGS_PARAM, normalized.tags);
  putAll(RATINGS_PARAM, normalized.ratings);
  putAll(PUBLISHES_PARAM, normalized.publishes);
  putAll(SOURCES_PARAM, normalized.sources);
  if (normalized.importId !== null) params[IMPORT_PARAM] = String(normalized.importId);
  if (normalized.search !== null) {
    params[SEARCH_FIELD_PARAM] = normalized.search.field;
    params[KEYWORD_PARAM] = normalized.search.keyword;
  }
  return params;
}

/** The filter as a URL search string without the leading '?' ('' for the empty filter). */
export function formatReviewFilterSearch(filter: ReviewFilter): string {
  return encodeQueryString(toReviewFilterQuery(filter));
}
