import { decodeQueryString, encodeQueryString, type QueryParams } from '../../domain/reviews/query-string';
import {
  ALL_TIME_RANGE,
  DATE_RANGE_ALL_TIME,
  type DateRangeChoice,
  parseDateRangeQuery,
  toDateRangeQuery,
} from '../../domain/dates/date-range';
import { QUESTION_PAGE_SIZE } from './question-api';

/** Codes of the two-state filters, as get_questions reads them. */
export type PublishedCode = '1' | '2';
export type AnsweredCode = '1' | '2';
export const PUBLISHED = '1';
export const UNPUBLISHED = '2';
export const ANSWERED = '1';
export const UNANSWERED = '2';

/** What the Manage Q&A table shows; it lives in the page's address so links and back/forward work. */
export interface QuestionListState {
  readonly productIds: readonly string[];
  /** Empty, or one code: both codes select everything, so they are kept as none. */
  readonly published: PublishedCode | null;
  readonly answered: AnsweredCode | null;
  readonly dateRange: DateRangeChoice;
  /** Searched in the questioner's name. */
  readonly keyword: string;
  readonly page: number;
}

export const EMPTY_QUESTION_LIST_STATE: QuestionListState = {
  productIds: [],
  published: null,
  answered: null,
  dateRange: ALL_TIME_RANGE,
  keyword: '',
  page: 1,
};

const isTwoState = (value: string | undefined): value is '1' | '2' => value === '1' || value === '2';

/** One code kept; both or an unknown one mean "no filter". */
function readTwoState(values: readonly string[] | undefined): '1' | '2' | null {
  const known = [...new Set((values ?? []).filter(isTwoState))];
  return known.length === 1 ? (known[0] ?? null) : null;
}

function readPage(values: readonly string[] | undefined): number {
  const text = values?.[0];
  return text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** Reads the address's search string; anything unknown or malformed falls back to its default. */
export function parseQuestionListSearch(search: string): QuestionListState {
  const params = decodeQueryString(search);
  const range = parseDateRangeQuery(params);
  return {
    productIds: [...new Set((params.product_ids ?? []).map((id) => id.trim()).filter((id) => id !== ''))],
    published: readTwoState(params.publishes),
    answered: readTwoState(params.answered),
    dateRange: range.ok ? range.choice : ALL_TIME_RANGE,
    keyword: (params.keyword?.[0] ?? '').trim(),
    page: readPage(params.page),
  };
}

/** The filter as get_questions parameters (defaults left out). */
export function toQuestionFilterParams(state: QuestionListState): QueryParams {
  const params: Record<string, string | readonly string[]> = {};
  if (state.productIds.length > 0) params.product_ids = state.productIds;
  if (state.published) params.publishes = state.published;
  if (state.answered) params.answered = state.answered;
  if (!(state.dateRange.kind === 'preset' && state.dateRange.code === DATE_RANGE_ALL_TIME)) {
    for (const [key, value] of Object.entries(toDateRangeQuery(state.dateRange))) params[key] = String(value);
  }
  if (state.keyword !== '') params.keyword = state.keyword;
  return params;
}

/** The address's search string (no '?'), '' for the unfiltered first page. */
export function formatQuestionListSearch(state: QuestionListState): string {
  const params = { ...toQuestionFilterParams(state), ...(state.page > 1 ? { page: String(state.page) } : {}) };
  return encodeQueryString(params);
}

/** The get_questions query of a state. */
export function toQuestionListQuery(state: QuestionListState): QueryParams {
  return { ...toQuestionFilterParams(state), search_field: 'questioner', page: String(state.page), page_size: String(QUESTION_PAGE_SIZE) };
}

export function hasQuestionFilter(state: QuestionListState): boolean {
  return Object.keys(toQuestionFilterParams(state)).length > 0;
}
