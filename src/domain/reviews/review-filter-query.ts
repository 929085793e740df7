import { ALL_TIME_RANGE, parseDateRangeQuery, toDateRangeQuery } from '../dates/date-range';
import { decodeQueryString, encodeQueryString, type QueryParams, type QueryParamValue } from './query-string';
import {
  normalizeProductIds,
  normalizeReviewFilter,
  normalizeReviewSearch,
  pickKnown,
  type ReviewFilter,
} from './review-filter';
import {
  DEFAULT_SEARCH_FIELD,
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SEARCH_FIELDS,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
} from './review-filter-codes';

/**
 * Query parameter names of the reviews filter. Arrays repeat the plain key (ratings=4&ratings=5),
 * never `ratings[]`. The date range uses the date module's date_range / start_date / end_date.
 */
export const PRODUCT_IDS_PARAM = 'product_ids';
export const RESOURCE_TYPES_PARAM = 'resource_types';
export const TAGS_PARAM = 'tags';
export const RATINGS_PARAM = 'ratings';
export const PUBLISHES_PARAM = 'publishes';
export const SOURCES_PARAM = 'sources';
export const SEARCH_FIELD_PARAM = 'search_field';
export const KEYWORD_PARAM = 'keyword';

/**
 * The filter as GET query parameters, normalised first. Empty categories, all time and no
 * search are left out, so the empty filter is the empty record; codes are decimal strings.
 */
export function toReviewFilterQuery(filter: ReviewFilter): QueryParams {
  const normalized = normalizeReviewFilter(filter);
  const params: Record<string, QueryParamValue> = {};
  const putAll = (key: string, values: readonly (string | number)[]): void => {
    if (values.length > 0) params[key] = values.map(String);
  };
  putAll(PRODUCT_IDS_PARAM, normalized.productIds);
  if (normalized.dateRange.kind === 'custom' || normalized.dateRange.code !== ALL_TIME_RANGE.code) {
    for (const [key, value] of Object.entries(toDateRangeQuery(normalized.dateRange))) {
      params[key] = String(value);
    }
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

function readAll(params: Readonly<Record<string, unknown>>, key: string): readonly unknown[] {
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly unknown[]) : [value];
}

/** Codes arrive as numbers (JSON) or canonical decimal strings (URL): '4' is read, '04' and '4.0' are not. */
function toCode(value: unknown): unknown {
  return typeof value === 'string' && String(Number(value)) === value ? Number(value) : value;
}

function readCodes<T extends number>(params: Readonly<Record<string, unknown>>, key: string, known: readonly T[]): T[] {
  return pickKnown(known, readAll(params, key).map(toCode));
}

function readProductId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? String(value) : null;
}

/**
 * Reads a filter back from query parameters (strings or arrays of strings from a URL, numbers
 * from JSON). Unknown parameters are ignored and invalid values dropped, never thrown: an
 * unusable date range becomes all time, an unknown search field the default field.
 */
export function parseReviewFilterQuery(params: Readonly<Record<string, unknown>>): ReviewFilter {
  const dateRange = parseDateRangeQuery(params);
  const rawField = readAll(params, SEARCH_FIELD_PARAM)[0];
  const field = REVIEW_SEARCH_FIELDS.find((known) => known === rawField) ?? DEFAULT_SEARCH_FIELD;
  const rawKeyword = readAll(params, KEYWORD_PARAM)[0];
  return {
    productIds: normalizeProductIds(
      readAll(params, PRODUCT_IDS_PARAM)
        .map(readProductId)
        .filter((id) => id !== null),
    ),
    dateRange: dateRange.ok ? dateRange.choice : ALL_TIME_RANGE,
    resourceTypes: readCodes(params, RESOURCE_TYPES_PARAM, RESOURCE_TYPE_CODES),
    tags: readCodes(params, TAGS_PARAM, REVIEW_TAG_CODES),
    ratings: readCodes(params, RATINGS_PARAM, RATING_VALUES),
    publishes: readCodes(params, PUBLISHES_PARAM, PUBLISH_STATUS_CODES),
    sources: pickKnown(REVIEW_SOURCES, readAll(params, SOURCES_PARAM)),
    search: typeof rawKeyword === 'string' ? normalizeReviewSearch({ field, keyword: rawKeyword }) : null,
  };
}

/** The filter as a URL search string without the leading '?' ('' for the empty filter). */
export function formatReviewFilterSearch(filter: ReviewFilter): string {
  return encodeQueryString(toReviewFilterQuery(filter));
}

/** Reads a filter from a URL search string (leading '?' optional); never throws. */
export function parseReviewFilterSearch(search: string): ReviewFilter {
  return parseReviewFilterQuery(decodeQueryString(search));
}
