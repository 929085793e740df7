import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUESTION_LIST_STATE,
  hasQuestionFilter,
  QUESTION_LIST_CODEC,
  toQuestionListQuery,
  toQuestionListRequest,
} from '../../../src/application/questions/question-list-state';
import { customDateRange, presetDateRange } from '../../../src/domain/dates/date-range';
import { ANSWERED, UNANSWERED, UNPUBLISHED } from '../../../src/domain/questions/question-filter-codes';

describe('the Manage Q&A address', () => {
  it('is empty for the unfiltered first page', () => {
    expect(QUESTION_LIST_CODEC.format(EMPTY_QUESTION_LIST_STATE)).toBe('');
    expect(QUESTION_LIST_CODEC.parse('')).toEqual(EMPTY_QUESTION_LIST_STATE);
    expect(hasQuestionFilter(EMPTY_QUESTION_LIST_STATE)).toBe(false);
  });

  it('round-trips every filter, the search and the page', () => {
    const state = {
      productIds: ['gid://shopify/Product/1', 'gid://shopify/Product/2'],
      published: UNPUBLISHED,
      answered: ANSWERED,
      dateRange: customDateRange({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 2, day: 3 })!,
      keyword: 'Zoë & co',
      page: 3,
    } as const;
    const search = QUESTION_LIST_CODEC.format(state);
    expect(search).toContain('product_ids=gid%3A%2F%2Fshopify%2FProduct%2F1&product_ids=gid%3A%2F%2Fshopify%2FProduct%2F2');
    expect(search).toContain('publishes=2&answered=1&start_date=2025-01-02&end_date=2025-02-03');
    expect(QUESTION_LIST_CODEC.parse(search)).toEqual(state);
    expect(QUESTION_LIST_CODEC.parse(`?${search}`)).toEqual(state);
  });

  it('keeps a preset date range as its code and the first page out of the address', () => {
    expect(QUESTION_LIST_CODEC.format({ ...EMPTY_QUESTION_LIST_STATE, dateRange: presetDateRange(3), page: 1 })).toBe('date_range=3');
  });

  it('reads a malformed or unknown value as its default, never as an error', () => {
    expect(QUESTION_LIST_CODEC.parse('publishes=9&answered=1&answered=2&date_range=77&page=-4&start_date=2025-13-01&end_date=x')).toEqual(
      EMPTY_QUESTION_LIST_STATE,
    );
    expect(QUESTION_LIST_CODEC.parse('page=abc&keyword=%20%20').page).toBe(1);
    expect(QUESTION_LIST_CODEC.parse('product_ids=&product_ids=%20a%20&product_ids=a').productIds).toEqual(['a']);
  });

  it('reads the filters with get_questions’ own rules: a repeated single value or an out-of-range page is dropped', () => {
    expect(QUESTION_LIST_CODEC.parse('keyword=a&keyword=b&page=2&page=3&answered=2')).toEqual({ ...EMPTY_QUESTION_LIST_STATE, answered: UNANSWERED });
    expect(QUESTION_LIST_CODEC.parse('page=100001').page).toBe(1);
    expect(QUESTION_LIST_CODEC.parse(`keyword=${'x'.repeat(201)}`).keyword).toBe('');
  });

  it('keeps the other filters when the custom range is incomplete or reversed, reading it as all time', () => {
    expect(QUESTION_LIST_CODEC.parse('answered=2&start_date=2025-01-01')).toEqual({ ...EMPTY_QUESTION_LIST_STATE, answered: UNANSWERED });
    expect(QUESTION_LIST_CODEC.parse('date_range=3&start_date=2025-02-01&end_date=2025-01-01').dateRange).toEqual(EMPTY_QUESTION_LIST_STATE.dateRange);
    expect(QUESTION_LIST_CODEC.parse('date_range=3&keyword=ann')).toEqual({ ...EMPTY_QUESTION_LIST_STATE, dateRange: presetDateRange(3), keyword: 'ann' });
  });

  it('asks get_questions for the questioner search, the page and the page size', () => {
    expect(toQuestionListQuery({ ...EMPTY_QUESTION_LIST_STATE, answered: UNANSWERED, keyword: 'ann', page: 2 })).toEqual({
      answered: ['2'],
      keyword: 'ann',
      search_field: 'questioner',
      page: '2',
      page_size: '20',
    });
    expect(toQuestionListRequest({ ...EMPTY_QUESTION_LIST_STATE, answered: UNANSWERED, keyword: 'asker', page: 1 })).toEqual({
      answered: [2],
      keyword: 'asker',
      search_field: 'questioner',
      page: 1,
      page_size: 20,
    });
  });
});
