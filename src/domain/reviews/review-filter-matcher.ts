import { isWithinInterval, resolveDateRange, type DateRangeContext } from '../dates/date-range-resolver';
import { normalizeReviewFilter, type ReviewFilter, type ReviewSearch } from './review-filter';
import { SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE, type ReviewSearchField } from './review-filter-codes';
import { reviewPublishStatus, reviewResourceTypes, reviewTags, type ReviewRecord } from './review-record';

export type ReviewPredicate = (review: ReviewRecord) => boolean;

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the search compares it: lower-cased, compatibility-decomposed and stripped of accents,
 * so 'José', 'JOSE' and 'jose' are equal and 'ﬁ' equals 'fi'.
 */
export function foldSearchText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '');
}

/** The review text a search field reads; a review has no questioner (that field searches Q&A questions). */
function searchedText(review: ReviewRecord, field: ReviewSearchField): string | null {
  if (field === SEARCH_FIELD_AUTHOR) return review.authorName;
  if (field === SEARCH_FIELD_TITLE) return review.title;
  return null;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text: runs of letters and digits. */
function foldedWords(text: string): string[] {
  return foldSearchText(text).match(WORD) ?? [];
}

/**
 * The `all` search: the author name contains the keyword, or every word of the keyword begins a
 * word of the title or text ("refund slow" finds "Slowly refunded"). The server runs this as
 * PostgreSQL full-text search, whose parser also keeps e-mails, URLs and hyphenated words whole,
 * so this is the rule for ordinary words rather than a byte-for-byte copy of the SQL.
 */
function matchesAllFields(review: ReviewRecord, foldedKeyword: string): boolean {
  if (foldSearchText(review.authorName).includes(foldedKeyword)) return true;
  const keywordWords = foldedWords(foldedKeyword);
  if (keywordWords.length === 0) return false;
  const reviewWords = foldedWords(`${review.title} ${review.body}`);
  return keywordWords.every((keywordWord) => reviewWords.some((word) => word.startsWith(keywordWord)));
}

function matchesSearch(review: ReviewRecord, search: ReviewSearch | null, foldedKeyword: string): boolean {
  if (search === null) return true;
  if (search.field === SEARCH_FIELD_ALL) return matchesAllFields(review, foldedKeyword);
  const text = searchedText(review, search.field);
  return text !== null && foldSearchText(text).includes(foldedKeyword);
}

/** An empty selection does not filter; otherwise at least one selected value must apply. */
function anySelected(selected: readonly unknown[], actual: readonly unknown[]): boolean {
  return selected.length === 0 || selected.some((value) => actual.includes(value));
}

/**
 * Resolves the filter once (normalised first, dates in the shop's zone) and returns the predicate.
 * Semantics: values within a category are OR-ed, categories AND-ed, an empty category does not
 * filter; the date range bounds commentedAt by [startMs, endMs); the search is case- and
 * accent-insensitive: a substring of the author name or title, or for `all` the name or the
 * beginnings of words in the title and text (matchesAllFields), and a questioner search
 * matches no review. When the date range cannot be resolved (unknown zone, invalid now) nothing
 * matches rather than silently ignoring the date.
 */
export function createReviewFilterMatcher(filter: ReviewFilter, context: DateRangeContext): ReviewPredicate {
  const normalized = normalizeReviewFilter(filter);
  const resolution = resolveDateRange(normalized.dateRange, context);
  if (!resolution.ok) return () => false;
  const { interval } = resolution;
  const foldedKeyword = normalized.search === null ? '' : foldSearchText(normalized.search.keyword);
  return (review) =>
    anySelected(normalized.productIds, [review.productId]) &&
    anySelected(normalized.productGroupIds, [review.productGroupId ?? null]) &&
    isWithinInterval(review.commentedAt, interval) &&
    anySelected(normalized.resourceTypes, reviewResourceTypes(review)) &&
    anySelected(normalized.tags, reviewTags(review)) &&
    anySelected(normalized.ratings, [review.rating]) &&
    anySelected(normalized.publishes, [reviewPublishStatus(review)]) &&
    anySelected(normalized.sources, [review.source]) &&
    (normalized.importId === null || review.importId === normalized.importId) &&
    matchesSearch(review, normalized.search, foldedKeyword);
}

/** Whether one review passes the filter; see createReviewFilterMatcher for the semantics. */
export function matchesReviewFilter(review: ReviewRecord, filter: ReviewFilter, context: DateRangeContext): boolean {
  return createReviewFilterMatcher(filter, context)(review);
}
