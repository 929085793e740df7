import { isValidCalendarDate } from '../dates/calendar-date';
import { ALL_TIME_RANGE, customDateRange, isPresetDateRangeCode, type DateRangeChoice } from '../dates/date-range';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SEARCH_FIELDS,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  type PublishStatusCode,
  type RatingValue,
  type ResourceTypeCode,
  type ReviewSearchField,
  type ReviewSource,
  type ReviewTagCode,
} from './review-filter-codes';
import { toWellFormedText } from './query-string';

export interface ReviewSearch {
  readonly field: ReviewSearchField;
  /** Trimmed and non-empty in a normalised filter. */
  readonly keyword: string;
}

/**
 * The reviews list filter. Values within one category are OR-ed, categories are AND-ed, and an
 * empty category (or all time, or no search) does not filter.
 */
export interface ReviewFilter {
  readonly productIds: readonly string[];
  /** Product groups (their ids): a review matches when its product is a member of one of them. */
  readonly productGroupIds: readonly number[];
  readonly dateRange: DateRangeChoice;
  readonly resourceTypes: readonly ResourceTypeCode[];
  readonly tags: readonly ReviewTagCode[];
  readonly ratings: readonly RatingValue[];
  readonly publishes: readonly PublishStatusCode[];
  readonly sources: readonly ReviewSource[];
  /** One import's reviews (its job id, as the review's provenance names it); null does not filter. */
  readonly importId: number | null;
  readonly search: ReviewSearch | null;
}

export const EMPTY_REVIEW_FILTER: ReviewFilter = {
  productIds: [],
  productGroupIds: [],
  dateRange: ALL_TIME_RANGE,
  resourceTypes: [],
  tags: [],
  ratings: [],
  publishes: [],
  sources: [],
  importId: null,
  search: null,
};

/** Whether the filter narrows nothing (the "clear all" state). */
export function isEmptyReviewFilter(filter: ReviewFilter): boolean {
  return (
    filter.productIds.length === 0 &&
    filter.productGroupIds.length === 0 &&
    filter.dateRange.kind === 'preset' &&
    filter.dateRange.code === ALL_TIME_RANGE.code &&
    filter.resourceTypes.length === 0 &&
    filter.tags.length === 0 &&
    filter.ratings.length === 0 &&
    filter.publishes.length === 0 &&
    filter.sources.length === 0 &&
    filter.importId === null &&
    filter.search === null
  );
}

/** The known values among `values`, without duplicates, in the canonical order of `known`. */
export function pickKnown<T>(known: readonly T[], values: readonly unknown[]): T[] {
  return known.filter((value) => values.includes(value));
}

/** Product ids trimmed, blanks dropped, de-duplicated and sorted by code units. */
export function normalizeProductIds(ids: readonly string[]): string[] {
  const cleaned = ids.map((id) => toWellFormedText(id).trim()).filter((id) => id !== '');
  // The default sort compares UTF-16 code units: locale-independent, as a canonical order must be.
  return [...new Set(cleaned)].sort();
}

/** Whether a value is a record id: a positive safe integer. */
function isRecordId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1;
}

/** A record id or null. */
export function normalizeImportId(id: number | null): number | null {
  return id !== null && isRecordId(id) ? id : null;
}

/** Record ids de-duplicated in ascending order; any other value dropped. */
export function normalizeRecordIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isRecordId))].sort((a, b) => a - b);
}

/** The keyword trimmed; a blank keyword or an unknown field means no search. */
export function normalizeReviewSearch(search: ReviewSearch | null): ReviewSearch | null {
  if (search === null || !REVIEW_SEARCH_FIELDS.includes(search.field)) return null;
  const keyword = toWellFormedText(search.keyword).trim();
  return keyword === '' ? null : { field: search.field, keyword };
}

/** A custom range with an invalid date or start after end cannot be sent, so it becomes all time. */
export function normalizeDateRangeChoice(choice: DateRangeChoice): DateRangeChoice {
  if (choice.kind === 'preset') return isPresetDateRangeCode(choice.code) ? choice : ALL_TIME_RANGE;
  if (!isValidCalendarDate(choice.start) || !isValidCalendarDate(choice.end)) return ALL_TIME_RANGE;
  return customDateRange(choice.start, choice.end) ?? ALL_TIME_RANGE;
}

/**
 * The canonical form of a filter: codes de-duplicated in canonical order, unknown values dropped,
 * product ids and group ids sorted, keyword trimmed. Filters differing only in order, duplicates or invalid values
 * normalise to equal objects, and a normalised filter survives the URL round trip unchanged.
 */
export function normalizeReviewFilter(filter: ReviewFilter): ReviewFilter {
  return {
    productIds: normalizeProductIds(filter.productIds),
    productGroupIds: normalizeRecordIds(filter.productGroupIds),
    dateRange: normalizeDateRangeChoice(filter.dateRange),
    resourceTypes: pickKnown(RESOURCE_TYPE_CODES, filter.resourceTypes),
    tags: pickKnown(REVIEW_TAG_CODES, filter.tags),
    ratings: pickKnown(RATING_VALUES, filter.ratings),
    publishes: pickKnown(PUBLISH_STATUS_CODES, filter.publishes),
    sources: pickKnown(REVIEW_SOURCES, filter.sources),
    importId: normalizeImportId(filter.importId),
    search: normalizeReviewSearch(filter.search),
  };
}
