import { z } from 'zod';
import { type CalendarDate, parseIsoDate } from '../domain/dates/calendar-date';
import {
  ALL_TIME_RANGE,
  customDateRange,
  DATE_RANGE_PARAM,
  type DateRangeChoice,
  END_DATE_PARAM,
  PRESET_DATE_RANGE_CODES,
  presetDateRange,
  START_DATE_PARAM,
  toDateRangeQuery,
} from '../domain/dates/date-range';
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
import { one, parseLeniently, text } from './fields';

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

export const MAX_FILTER_PRODUCT_IDS = 250;
export const MAX_PRODUCT_ID_LENGTH = 255;
export const MAX_KEYWORD_LENGTH = 200;
/** The fields a review keyword searches (questioners are searched by get_questions). */
export const REVIEW_KEYWORD_FIELDS = [SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE] as const;

/** A value as a message quotes it: numbers and digit strings bare, other text in JSON quotes. */
const shown = (value: unknown): string => (typeof value === 'string' && !/^-?\d+$/.test(value) ? JSON.stringify(value) : String(value));

/** A number, or its canonical decimal text ('4'; '04' and '4.0' stay text and match no code). */
const asCode = (raw: unknown): unknown => (typeof raw === 'string' && String(Number(raw)) === raw ? Number(raw) : raw);

/**
 * A repeatable parameter (an array in JSON): every value read by `read`, the first one it cannot
 * read refused as `<value> is not <what>`. Null is the empty list (no filtering), as absent is.
 */
function listOf<T>(read: (raw: unknown) => T | undefined, what: string, limit?: { readonly max: number; readonly message: string }) {
  return z.unknown().transform((raw, context): T[] => {
    if (raw === null) return [];
    const values: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
    if (limit !== undefined && values.length > limit.max) {
      context.addIssue({ code: 'custom', message: limit.message });
      return z.NEVER;
    }
    const items: T[] = [];
    for (const value of values) {
      const item = read(value);
      if (item === undefined) {
        context.addIssue({ code: 'custom', message: `${shown(value)} is not ${what}` });
        return z.NEVER;
      }
      items.push(item);
    }
    return items;
  });
}

function codesOf<T extends number>(codes: readonly T[], range: string) {
  return listOf((raw) => codes.find((code) => code === asCode(raw)), `one of ${range}`);
}

function readProductId(raw: unknown): string | undefined {
  const id = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  return typeof id === 'string' && id.trim() !== '' && id.length <= MAX_PRODUCT_ID_LENGTH ? id : undefined;
}

const calendarDate = one(
  z.unknown().transform((raw, context): CalendarDate => {
    const date = typeof raw === 'string' ? parseIsoDate(raw) : null;
    if (date !== null) return date;
    context.addIssue({ code: 'custom', message: `${shown(raw)} is not a date (YYYY-MM-DD)` });
    return z.NEVER;
  }),
);

const SORTED_PRESET_CODES = [...PRESET_DATE_RANGE_CODES].sort((a, b) => a - b);

const presetCode = one(
  z.unknown().transform((raw, context) => {
    if (raw === '') return ALL_TIME_RANGE.code;
    const code = PRESET_DATE_RANGE_CODES.find((known) => known === asCode(raw));
    if (code !== undefined) return code;
    context.addIssue({ code: 'custom', message: `${shown(raw)} is not one of ${SORTED_PRESET_CODES.join(', ')}` });
    return z.NEVER;
  }),
);

/** Each filter parameter and its rule, by its wire name. */
export const REVIEW_FILTER_FIELDS = {
  [PRODUCT_IDS_PARAM]: listOf(readProductId, 'a product id', {
    max: MAX_FILTER_PRODUCT_IDS,
    message: `at most ${MAX_FILTER_PRODUCT_IDS} products`,
  }).optional(),
  [DATE_RANGE_PARAM]: presetCode.optional(),
  [START_DATE_PARAM]: calendarDate.optional(),
  [END_DATE_PARAM]: calendarDate.optional(),
  [RESOURCE_TYPES_PARAM]: codesOf(RESOURCE_TYPE_CODES, '0-3').optional(),
  [TAGS_PARAM]: codesOf(REVIEW_TAG_CODES, '1-6').optional(),
  [RATINGS_PARAM]: codesOf(RATING_VALUES, '1-5').optional(),
  [PUBLISHES_PARAM]: codesOf(PUBLISH_STATUS_CODES, '1, 2').optional(),
  [SOURCES_PARAM]: listOf((raw) => REVIEW_SOURCES.find((source) => source === raw), `one of ${REVIEW_SOURCES.join(', ')}`).optional(),
  [SEARCH_FIELD_PARAM]: one(
    z.enum(REVIEW_KEYWORD_FIELDS, { error: (issue) => `${shown(issue.input)} is not one of ${REVIEW_KEYWORD_FIELDS.join(', ')}` }),
  ).optional(),
  [KEYWORD_PARAM]: one(text({ max: MAX_KEYWORD_LENGTH })).optional(),
};

type FilterFields = z.output<z.ZodObject<typeof REVIEW_FILTER_FIELDS>>;

/** A custom range needs both dates, start on or before end; it wins over date_range. */
export function checkDateRange(fields: Pick<FilterFields, 'start_date' | 'end_date'>, context: z.RefinementCtx): void {
  const { start_date: start, end_date: end } = fields;
  if (start === undefined && end === undefined) return;
  if (start === undefined) context.addIssue({ code: 'custom', path: [START_DATE_PARAM], message: `is required with ${END_DATE_PARAM}` });
  else if (end === undefined) context.addIssue({ code: 'custom', path: [END_DATE_PARAM], message: `is required with ${START_DATE_PARAM}` });
  else if (customDateRange(start, end) === null) context.addIssue({ code: 'custom', path: [START_DATE_PARAM], message: `must not be after ${END_DATE_PARAM}` });
}

function dateRangeOf(fields: FilterFields): DateRangeChoice {
  const custom = fields.start_date && fields.end_date ? customDateRange(fields.start_date, fields.end_date) : null;
  return custom ?? presetDateRange(fields.date_range ?? ALL_TIME_RANGE.code);
}

/** The validated parameters as the domain's filter, normalised. */
export function toReviewFilter(fields: FilterFields): ReviewFilter {
  return normalizeReviewFilter({
    productIds: fields.product_ids ?? [],
    dateRange: dateRangeOf(fields),
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
