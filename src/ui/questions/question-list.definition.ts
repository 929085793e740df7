import { type ListDefinition, type ListFilterCodec, type ListShape, type ListView } from '../../application/lists/list-definition';
import {
  EMPTY_QUESTION_LIST_STATE,
  QUESTION_LIST_CODEC,
  QUESTION_PAGE_SIZE,
  type QuestionListState,
} from '../../application/questions/question-list-state';
import { UNANSWERED, UNPUBLISHED } from '../../domain/questions/question-filter-codes';
import { type QuestionCounts, type QuestionItem } from '../../domain/questions/question-item';

export const QUESTIONS_PATH = '/qa';

/** The Q&A table's filter: its address state but the page, which the list kit keeps. */
export type QuestionFilter = Omit<QuestionListState, 'page'>;

/** The types of the Manage Q&A list. */
export interface QuestionList extends ListShape {
  readonly filter: QuestionFilter;
  readonly sort: 'asked_at_desc';
  readonly item: QuestionItem;
  readonly id: number;
  /** Over all of the shop's questions: the tabs' badges. */
  readonly facets: QuestionCounts;
}

const withoutPage = ({ page, ...filter }: QuestionListState): QuestionFilter => {
  void page;
  return filter;
};

const QUESTION_FILTER_CODEC: ListFilterCodec<QuestionFilter> = {
  empty: withoutPage(EMPTY_QUESTION_LIST_STATE),
  parse: (search) => withoutPage(QUESTION_LIST_CODEC.parse(search)),
  format: (filter) => QUESTION_LIST_CODEC.format({ ...filter, page: 1 }),
};

/** A tab sets the answer and publish filters and keeps the products, dates and search. */
function stateTab(id: string, answered: QuestionFilter['answered'], published: QuestionFilter['published']): ListView<QuestionFilter> {
  return {
    id,
    apply: (current) => ({ ...current, answered, published }),
    matches: (filter) => filter.answered === answered && filter.published === published,
  };
}

/** /qa (docs/product/questions.md) in the list kit's terms. */
export const QUESTION_LIST: ListDefinition<QuestionList> = {
  path: QUESTIONS_PATH,
  pageSize: QUESTION_PAGE_SIZE,
  filter: QUESTION_FILTER_CODEC,
  sorts: ['asked_at_desc'],
  views: [stateTab('all', null, null), stateTab('unanswered', UNANSWERED, null), stateTab('unpublished', null, UNPUBLISHED)],
  savedViews: 'questions',
  search: { read: (filter) => ({ keyword: filter.keyword, scope: null }), write: (filter, { keyword }) => ({ ...filter, keyword: keyword.trim() }) },
  dateRange: { read: (filter) => filter.dateRange, write: (filter, dateRange) => ({ ...filter, dateRange }) },
  idOf: (question) => question.id,
  selectsAllMatching: false,
  focusFirstRow: false,
};
