import { isValidCalendarDate, parseIsoDate } from '../../../src/domain/dates/calendar-date';
import {
  ALL_TIME_RANGE,
  customDateRange,
  DATE_RANGE_PARAM,
  END_DATE_PARAM,
  isPresetDateRangeCode,
  presetDateRange,
  PRESET_DATE_RANGE_CODES,
  START_DATE_PARAM,
  type DateRangeChoice,
} from '../../../src/domain/dates/date-range';
import { resolveDateRange } from '../../../src/domain/dates/date-range-resolver';
import { normalizeReviewFilter, type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  SEARCH_FIELD_AUTHOR,
  SEARCH_FIELD_TITLE,
  type ReviewSearchField,
} from '../../../src/domain/reviews/review-filter-codes';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import {
  KEYWORD_PARAM,
  PRODUCT_IDS_PARAM,
  PUBLISHES_PARAM,
  RATINGS_PARAM,
  RESOURCE_TYPES_PARAM,
  SEARCH_FIELD_PARAM,
  SOURCES_PARAM,
  TAGS_PARAM,
} from '../../../src/domain/reviews/review-filter-query';
import { invalidInput } from '../shared/app-error';
import { type ReviewCriteria } from './review-repository.port';

/** The filter keys get_reviews, get_review_facets, export_reviews and a bulk `filter` take. */
export const REVIEW_FILTER_KEYS = [
  PRODUCT_IDS_PARAM,
  DATE_RANGE_PARAM,
  START_DATE_PARAM,
  END_DATE_PARAM,
  RESOURCE_TYPES_PARAM,
  TAGS_PARAM,
  RATINGS_PARAM,
  PUBLISHES_PARAM,
  SOURCES_PARAM,
  SEARCH_FIELD_PARAM,
  KEYWORD_PARAM,
] as const;

export const MAX_FILTER_PRODUCT_IDS = 250;
export const MAX_PRODUCT_ID_LENGTH = 255;
export const MAX_KEYWORD_LENGTH = 200;
const SEARCHABLE_FIELDS: readonly ReviewSearchField[] = [SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE];

function valuesOf(params: Readonly<Record<string, unknown>>, key: string): readonly unknown[] {
  const value = params[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? (value as readonly unknown[]) : [value];
}

function single(params: Readonly<Record<string, unknown>>, key: string, field: string): unknown {
  const values = valuesOf(params, key);
  if (values.length > 1) throw invalidInput(field, 'must be given once');
  return values[0];
}

/** A value as an error message quotes it: numbers and digit strings bare, other text in JSON quotes. */
const shown = (value: unknown): string => (typeof value === 'string' && !/^-?\d+$/.test(value) ? JSON.stringify(value) : String(value));

/** Codes come as JSON numbers or canonical decimal strings ('4', never '04' or '4.0'). */
function readCodes<T extends number>(params: Readonly<Record<string, unknown>>, key: string, known: readonly T[], field: string, range: string): T[] {
  return valuesOf(params, key).map((value) => {
    const code = typeof value === 'string' && String(Number(value)) === value ? Number(value) : value;
    const match = known.find((candidate) => candidate === code);
    if (match === undefined) throw invalidInput(field, `${shown(value)} is not one of ${range}`);
    return match;
  });
}

function readProductIds(params: Readonly<Record<string, unknown>>, field: string): string[] {
  const values = valuesOf(params, PRODUCT_IDS_PARAM);
  if (values.length > MAX_FILTER_PRODUCT_IDS) throw invalidInput(field, `at most ${MAX_FILTER_PRODUCT_IDS} products`);
  return values.map((value) => {
    const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
    if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_PRODUCT_ID_LENGTH) {
      throw invalidInput(field, `${shown(value)} is not a product id`);
    }
    return id;
  });
}

function readCalendarDate(value: unknown, field: string) {
  const date = typeof value === 'string' ? parseIsoDate(value) : null;
  if (date === null || !isValidCalendarDate(date)) throw invalidInput(field, `${shown(value)} is not a date (YYYY-MM-DD)`);
  return date;
}

function readDateRange(params: Readonly<Record<string, unknown>>, prefix: string): DateRangeChoice {
  const start = single(params, START_DATE_PARAM, `${prefix}${START_DATE_PARAM}`);
  const end = single(params, END_DATE_PARAM, `${prefix}${END_DATE_PARAM}`);
  if (start !== undefined || end !== undefined) {
    if (start === undefined) throw invalidInput(`${prefix}${START_DATE_PARAM}`, 'is required with end_date');
    if (end === undefined) throw invalidInput(`${prefix}${END_DATE_PARAM}`, 'is required with start_date');
    const choice = customDateRange(readCalendarDate(start, `${prefix}${START_DATE_PARAM}`), readCalendarDate(end, `${prefix}${END_DATE_PARAM}`));
    if (choice === null) throw invalidInput(`${prefix}${START_DATE_PARAM}`, 'must not be after end_date');
    return choice;
  }
  const raw = single(params, DATE_RANGE_PARAM, `${prefix}${DATE_RANGE_PARAM}`);
  if (raw === undefined || raw === '') return ALL_TIME_RANGE;
  const code = typeof raw === 'string' && String(Number(raw)) === raw ? Number(raw) : raw;
  if (!isPresetDateRangeCode(code)) throw invalidInput(`${prefix}${DATE_RANGE_PARAM}`, `${shown(raw)} is not one of ${[...PRESET_DATE_RANGE_CODES].sort((a, b) => a - b).join(', ')}`);
  return presetDateRange(code);
}

/**
 * Reads a review filter as parseReviewFilterQuery does (repeated keys or arrays, codes as numbers or
 * decimal strings, start_date/end_date winning over date_range), except that an invalid value is
 * refused with a 422 naming the field (`ratings: 7 is not one of 1-5`) instead of being dropped.
 * `prefix` names the object in error messages ('filter.' for a bulk action's body).
 * With `strict`, keys that are not filter keys are refused too.
 */
export function readReviewFilter(params: Readonly<Record<string, unknown>>, prefix = '', strict = false): ReviewFilter {
  if (strict) {
    const unknown = Object.keys(params).find((key) => !(REVIEW_FILTER_KEYS as readonly string[]).includes(key));
    if (unknown !== undefined) throw invalidInput(`${prefix}${unknown}`, 'is not a known field');
  }
  const fieldValue = single(params, SEARCH_FIELD_PARAM, `${prefix}${SEARCH_FIELD_PARAM}`) ?? SEARCH_FIELD_AUTHOR;
  const field = SEARCHABLE_FIELDS.find((known) => known === fieldValue);
  if (field === undefined) throw invalidInput(`${prefix}${SEARCH_FIELD_PARAM}`, `${shown(fieldValue)} is not one of author, title`);
  const keyword = single(params, KEYWORD_PARAM, `${prefix}${KEYWORD_PARAM}`) ?? '';
  if (typeof keyword !== 'string') throw invalidInput(`${prefix}${KEYWORD_PARAM}`, 'must be text');
  if (keyword.length > MAX_KEYWORD_LENGTH) throw invalidInput(`${prefix}${KEYWORD_PARAM}`, `must be at most ${MAX_KEYWORD_LENGTH} characters`);
  const sources = valuesOf(params, SOURCES_PARAM).map((value) => {
    const source = REVIEW_SOURCES.find((known) => known === value);
    if (source === undefined) throw invalidInput(`${prefix}${SOURCES_PARAM}`, `${shown(value)} is not one of ${REVIEW_SOURCES.join(', ')}`);
    return source;
  });
  return normalizeReviewFilter({
    productIds: readProductIds(params, `${prefix}${PRODUCT_IDS_PARAM}`),
    dateRange: readDateRange(params, prefix),
    resourceTypes: readCodes(params, RESOURCE_TYPES_PARAM, RESOURCE_TYPE_CODES, `${prefix}${RESOURCE_TYPES_PARAM}`, '0-3'),
    tags: readCodes(params, TAGS_PARAM, REVIEW_TAG_CODES, `${prefix}${TAGS_PARAM}`, '1-6'),
    ratings: readCodes(params, RATINGS_PARAM, RATING_VALUES, `${prefix}${RATINGS_PARAM}`, '1-5'),
    publishes: readCodes(params, PUBLISHES_PARAM, PUBLISH_STATUS_CODES, `${prefix}${PUBLISHES_PARAM}`, '1, 2'),
    sources,
    search: { field, keyword },
  });
}

/** Whether the filter needs the shop's time zone (any range but all time). */
export function needsTimeZone(filter: ReviewFilter): boolean {
  return filter.dateRange.kind === 'custom' || filter.dateRange.code !== ALL_TIME_RANGE.code;
}

/**
 * The filter as SQL criteria: the date range resolved to [from, before) instants in the shop's
 * zone at `now` (spec: ranges are shop-local days), the keyword folded as foldSearchText does.
 */
export function toReviewCriteria(filter: ReviewFilter, timeZone: string, now: Date): ReviewCriteria {
  const resolution = resolveDateRange(filter.dateRange, { now, timeZone });
  if (!resolution.ok) throw invalidInput(DATE_RANGE_PARAM, `cannot be resolved in the shop's time zone (${resolution.error})`);
  const { interval } = resolution;
  const search = filter.search;
  return {
    productIds: filter.productIds,
    commentedFrom: interval.bounded ? new Date(interval.startMs) : null,
    commentedBefore: interval.bounded ? new Date(interval.endMs) : null,
    resourceTypes: filter.resourceTypes,
    tags: filter.tags,
    ratings: filter.ratings,
    publishes: filter.publishes,
    sources: filter.sources,
    search:
      search === null || (search.field !== SEARCH_FIELD_AUTHOR && search.field !== SEARCH_FIELD_TITLE)
        ? null
        : { field: search.field, foldedKeyword: foldSearchText(search.keyword) },
  };
}
