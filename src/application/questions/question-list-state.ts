import { queryOf, type RequestOf } from '../../contracts/contract';
import { dateRangeChoiceOf, dateRangeValuesOf } from '../../contracts/date-range.fields';
import { listCodec } from '../../contracts/list-codec';
import { DEFAULT_QUESTION_PAGE_SIZE, getQuestions } from '../../contracts/questions.contract';
import { questionListFields } from '../../contracts/questions.schema';
import { ALL_TIME_RANGE, type DateRangeChoice } from '../../domain/dates/date-range';
import { type AnsweredCode, type PublishedCode } from '../../domain/questions/question-filter-codes';
import { type QueryParams } from '../../domain/reviews/query-string';

/** get_questions' filter, page and sort, as typed values. */
export type QuestionListQuery = RequestOf<typeof getQuestions>;

/** Rows per page of the Manage Q&A table: get_questions' default. */
export const QUESTION_PAGE_SIZE = DEFAULT_QUESTION_PAGE_SIZE;

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

/** One code kept; both (or none) mean "no filter". */
function oneCode<C extends number>(codes: readonly C[] | undefined): C | null {
  const known = [...new Set(codes)];
  return known.length === 1 ? (known[0] ?? null) : null;
}

/** The filter as get_questions values (defaults left out), in the address's order. */
function toFilterValues(state: QuestionListState): QuestionListQuery {
  return {
    ...(state.productIds.length > 0 ? { product_ids: [...state.productIds] } : {}),
    ...(state.published === null ? {} : { publishes: [state.published] }),
    ...(state.answered === null ? {} : { answered: [state.answered] }),
    ...dateRangeValuesOf(state.dateRange),
    ...(state.keyword === '' ? {} : { keyword: state.keyword }),
  };
}

/**
 * The address's state: get_questions' own fields, read leniently (a field the server would refuse:
 * unknown code, malformed date, page out of range, falls back to its default); '' for the
 * unfiltered first page.
 */
export const QUESTION_LIST_CODEC = listCodec({
  fields: questionListFields,
  empty: EMPTY_QUESTION_LIST_STATE,
  read: (values): QuestionListState => ({
    productIds: [...new Set(values.product_ids)],
    published: oneCode(values.publishes),
    answered: oneCode(values.answered),
    dateRange: dateRangeChoiceOf(values),
    keyword: values.keyword ?? '',
    page: values.page ?? 1,
  }),
  write: (state) => ({ ...toFilterValues(state), ...(state.page > 1 ? { page: state.page } : {}) }),
});

/** The get_questions request of a state: the questioner search, the page and the table's page size. */
export function toQuestionListRequest(state: QuestionListState): QuestionListQuery {
  return { ...toFilterValues(state), search_field: 'questioner', page: state.page, page_size: QUESTION_PAGE_SIZE };
}

/** The get_questions query parameters of a state. */
export function toQuestionListQuery(state: QuestionListState): QueryParams {
  return queryOf(getQuestions, toQuestionListRequest(state));
}

export function hasQuestionFilter(state: QuestionListState): boolean {
  return Object.keys(toFilterValues(state)).length > 0;
}
