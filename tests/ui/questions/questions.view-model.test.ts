import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { UNANSWERED } from '../../../src/domain/questions/question-filter-codes';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { LIST_SEARCH_DEBOUNCE_MS as KEYWORD_DEBOUNCE_MS } from '../../../src/ui/kit/list-view-model';
import { QuestionsViewModel } from '../../../src/ui/questions/questions.view-model';
import { FakeApiClient, type FakeApiCall } from '../../fakes/fake-api-client';
import { createListKit } from '../../support/list-kit';
import { FakeTranslations } from '../../fakes/fake-translations';
import { GET_QUESTIONS, page, question } from './question-fixtures';
import { type QuestionItem } from '../../../src/domain/questions/question-item';

function setUp(list: readonly QuestionItem[] = [question(1), question(2), question(3)]) {
  const api = new FakeApiClient().onGet(GET_QUESTIONS, page(list));
  const { lists, navigator, toaster } = createListKit();
  const errorBanner = new ErrorBanner();
  const vm = new QuestionsViewModel(
    lists,
    new ApiContractClient(api),
    errorBanner,
    toaster,
    new FakeTranslations(),
  );
  return { api, navigator, toaster, errorBanner, vm };
}

/** Chooses a tab as a click on it does. */
function selectTab(vm: QuestionsViewModel, id: 'all' | 'unanswered' | 'unpublished'): void {
  vm.list.selectView(vm.list.views.tabs.findIndex((tab) => tab.id === id));
}

const selectedTab = (vm: QuestionsViewModel) => vm.list.views.tabs[vm.list.selectedViewIndex]?.id;

const lastListQuery = (api: FakeApiClient) => api.callsTo('GET', GET_QUESTIONS).at(-1)?.query;

async function settle() {
  await vi.waitFor(() => Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('QuestionsViewModel', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the page the address names, with its filters, and shows the tab counts', async () => {
    const { api, vm } = setUp();
    vm.list.syncFromUrl('?answered=2&page=2&keyword=ann');
    await settle();
    expect(lastListQuery(api)).toMatchObject({ answered: ['2'], keyword: 'ann', page: '2', search_field: 'questioner' });
    expect(vm.list.status).toBe('ready');
    expect(vm.list.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(vm.list.facets).toEqual({ unanswered: 3, unpublished: 4 });
    expect(selectedTab(vm)).toBe('unanswered');
    expect(vm.list.keywordInput).toBe('ann');
  });

  it('does not reload when the address comes back to the state it already shows', async () => {
    const { api, navigator, vm } = setUp();
    vm.list.syncFromUrl('');
    await settle();
    selectTab(vm, 'unpublished');
    expect(navigator.path).toBe('/qa?publishes=2');
    await settle();
    vm.list.syncFromUrl('?publishes=2');
    expect(api.callsTo('GET', GET_QUESTIONS)).toHaveLength(2);
  });

  it('tabs set the answer and publish filters and keep the others', () => {
    const { navigator, vm } = setUp();
    vm.list.syncFromUrl('?date_range=3');
    selectTab(vm, 'unanswered');
    expect(navigator.path).toBe('/qa?answered=2&date_range=3');
    selectTab(vm, 'unpublished');
    expect(navigator.path).toBe('/qa?publishes=2&date_range=3');
    selectTab(vm, 'all');
    expect(navigator.path).toBe('/qa?date_range=3');
  });

  it('searches by questioner 200 ms after the last key, from page 1', () => {
    vi.useFakeTimers();
    const { api, navigator, vm } = setUp();
    vm.list.syncFromUrl('?page=3');
    vm.list.setKeyword('Jo');
    vm.list.setKeyword(' José ');
    vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1);
    expect(navigator.paths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(navigator.path).toBe(`/qa?keyword=Jos%C3%A9`);
    expect(lastListQuery(api)).toMatchObject({ keyword: 'José', page: '1' });
  });

  it('refuses an invalid custom date range with the field messages and applies a valid one', () => {
    const { navigator, vm } = setUp();
    vm.list.syncFromUrl('');
    vm.list.customRange.setStart('2025-02-30');
    vm.list.customRange.setEnd('2025-01-01');
    expect(vm.list.applyCustomRange()).toBe(false);
    expect(vm.list.customRange.startError?.key).toBe('dateFormatError');
    vm.list.customRange.setStart('2025-02-01');
    expect(vm.list.applyCustomRange()).toBe(false);
    expect(vm.list.customRange.rangeError?.key).toBe('dateRangeOrderError');
    expect(navigator.paths).toEqual([]);
    vm.list.customRange.setEnd('2025-03-01');
    expect(vm.list.applyCustomRange()).toBe(true);
    expect(navigator.path).toBe('/qa?start_date=2025-02-01&end_date=2025-03-01');
    expect(vm.list.customRange.rangeError).toBeNull();
  });

  it('filters by the products chosen in the picker', () => {
    const { navigator, vm } = setUp();
    vm.list.syncFromUrl('');
    vm.setPickerOpen(true);
    vm.setProductIds(['a', 'b', 'a']);
    expect(vm.pickerOpen).toBe(false);
    expect(navigator.path).toBe('/qa?product_ids=a&product_ids=b');
  });

  it('tells "no questions yet" from "nothing matches"', async () => {
    const { api, vm } = setUp([]);
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.emptyKind).toBe('noItems');
    vm.setFilter({ answered: UNANSWERED });
    await settle();
    expect(vm.list.emptyKind).toBe('noMatch');
    expect(api.callsTo('GET', GET_QUESTIONS)).toHaveLength(2);
  });

  it('shows a failed load as an error that Retry clears', async () => {
    const { api, vm } = setUp();
    api.fail('GET', GET_QUESTIONS, 'page: must be a whole number');
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.status).toBe('error');
    expect(vm.list.errorMessage).toBe('page: must be a whole number');
    api.onGet(GET_QUESTIONS, page([question(1)]));
    vm.list.retry();
    await settle();
    expect(vm.list.status).toBe('ready');
  });

  it('pages forward and back within the total', async () => {
    const { api, navigator, vm } = setUp();
    api.onGet(GET_QUESTIONS, page([question(1)], { total: 45 }));
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.pageCount).toBe(3);
    expect(vm.list.hasPreviousPage).toBe(false);
    vm.list.nextPage();
    vm.list.nextPage();
    expect(vm.list.hasNextPage).toBe(false);
    vm.list.nextPage();
    expect(navigator.paths).toEqual(['/qa?page=2', '/qa?page=3']);
    vm.list.previousPage();
    expect(navigator.path).toBe('/qa?page=2');
  });

  it('publishes the selection, shows the new counts and reloads', async () => {
    const { api, toaster, vm } = setUp();
    api.onPost('/api/v1/admin/update_questions', { updated: 2, counts: { unanswered: 3, unpublished: 1 } });
    vm.list.syncFromUrl('');
    await settle();
    vm.list.selection.setRows([1, 3, 99], true);
    expect(vm.list.selection.ids).toEqual([1, 3]);
    api.onGet(GET_QUESTIONS, page([question(1, { published: true })], { counts: { unanswered: 3, unpublished: 1 } }));
    await vm.setQuestionsPublished(vm.list.selection.ids, true);
    expect(api.callsTo('POST', '/api/v1/admin/update_questions')[0]?.body).toEqual({ ids: [1, 3], published: true });
    expect(vm.list.facets).toEqual({ unanswered: 3, unpublished: 1 });
    expect(vm.list.items[0]?.published).toBe(true);
    expect(toaster.contents).toEqual(['questions:toast.published {"count":2}']);
  });

  it('deletes only after the confirmation; a refusal changes nothing and shows in the still open confirmation', async () => {
    const { api, errorBanner, toaster, vm } = setUp();
    vm.list.syncFromUrl('');
    await settle();
    api.fail('POST', '/api/v1/admin/delete_questions', new ApiError('envelope', 'ids: no question 2 in this shop; nothing was changed', 1));
    vm.askDelete([2]);
    expect(api.callsTo('POST', '/api/v1/admin/delete_questions')).toHaveLength(0);
    const confirmed = vm.list.bulk.confirm();
    // It cannot be dismissed while the delete runs.
    vm.list.bulk.cancel();
    expect(vm.list.bulk.pending).not.toBeNull();
    await confirmed;
    expect(vm.list.bulk.confirmation.failure).toBe('ids: no question 2 in this shop; nothing was changed');
    expect(vm.list.bulk.pending).not.toBeNull();
    expect(errorBanner.banner).toBeNull();
    expect(toaster.contents).toEqual([]);

    api.onPost('/api/v1/admin/delete_questions', { deleted: 1, counts: { unanswered: 2, unpublished: 3 } });
    vm.list.bulk.cancel();
    expect(vm.list.bulk.pending).toBeNull();
    vm.askDelete([2]);
    expect(vm.list.bulk.confirmation.failure).toBeNull();
    vm.list.bulk.cancel();
    expect(api.callsTo('POST', '/api/v1/admin/delete_questions')).toHaveLength(1);
    vm.askDelete([2]);
    await vm.list.bulk.confirm();
    expect(toaster.contents).toEqual(['questions:toast.deleted {"count":1}']);
    expect(vm.list.bulk.pending).toBeNull();
  });

  describe('answers', () => {
    let ctx: ReturnType<typeof setUp>;
    const answered = question(1, {
      answers: [{ id: 7, author_name: 'Shop', body: 'Old answer', published: false, answered_at: '2025-01-11T10:00:00.000Z' }],
    });

    beforeEach(async () => {
      ctx = setUp([answered]);
      ctx.api.onPost('/api/v1/admin/answer_question', (call: FakeApiCall) => ({ ...answered, body: JSON.stringify(call.body) }));
      ctx.vm.list.syncFromUrl('');
      await settle();
    });

    it('refuses a blank or too long answer before calling the server', async () => {
      ctx.vm.openAnswer(answered);
      ctx.vm.setAnswerDraft('   ');
      expect(await ctx.vm.saveAnswer()).toBe(false);
      expect(ctx.vm.answerError).toBe('answerRequired');
      ctx.vm.setAnswerDraft('x'.repeat(5001));
      expect(ctx.vm.answerError).toBe('answerTooLong');
      expect(ctx.api.callsTo('POST', '/api/v1/admin/answer_question')).toHaveLength(0);
    });

    it('adds a trimmed answer, closes the dialog, toasts and reloads the counts', async () => {
      ctx.vm.openAnswer(answered);
      ctx.vm.setAnswerDraft('  Yes, it is waterproof.  ');
      ctx.vm.setAnswerPublished(false);
      expect(await ctx.vm.saveAnswer()).toBe(true);
      expect(ctx.api.callsTo('POST', '/api/v1/admin/answer_question')[0]?.body).toEqual({
        question_id: 1,
        body: 'Yes, it is waterproof.',
        published: false,
      });
      expect(ctx.vm.answering).toBeNull();
      expect(ctx.toaster.contents).toEqual(['questions:toast.answerSaved']);
      expect(ctx.api.callsTo('GET', GET_QUESTIONS)).toHaveLength(2);
    });

    it('edits an existing answer with its id and state', async () => {
      ctx.vm.openAnswer(answered);
      ctx.vm.editAnswer(answered.answers[0]!);
      expect(ctx.vm.answerDraft).toBe('Old answer');
      expect(ctx.vm.answerPublished).toBe(false);
      ctx.vm.setAnswerDraft('New answer');
      ctx.vm.setAnswerPublished(true);
      await ctx.vm.saveAnswer();
      expect(ctx.api.callsTo('POST', '/api/v1/admin/answer_question')[0]?.body).toEqual({
        question_id: 1,
        body: 'New answer',
        published: true,
        answer_id: 7,
      });
    });

    it('keeps the dialog and the draft open with the server message when saving fails', async () => {
      ctx.api.fail('POST', '/api/v1/admin/answer_question', 'body: must be at most 5000 characters');
      ctx.vm.openAnswer(answered);
      ctx.vm.setAnswerDraft('Hello');
      expect(await ctx.vm.saveAnswer()).toBe(false);
      expect(ctx.vm.answering?.id).toBe(1);
      expect(ctx.vm.answerDraft).toBe('Hello');
      expect(ctx.vm.answerServerError).toBe('body: must be at most 5000 characters');
    });

    it('deletes an answer and shows the question as it now is', async () => {
      ctx.api.onPost('/api/v1/admin/delete_answer', { ...answered, answers: [] });
      ctx.vm.openAnswer(answered);
      ctx.vm.editAnswer(answered.answers[0]!);
      await ctx.vm.deleteAnswer(7);
      expect(ctx.api.callsTo('POST', '/api/v1/admin/delete_answer')[0]?.body).toEqual({ answer_id: 7 });
      expect(ctx.vm.answering?.answers).toEqual([]);
      expect(ctx.vm.editingAnswerId).toBeNull();
      expect(ctx.toaster.contents).toEqual(['questions:toast.answerDeleted']);
      // Undo saves the deleted answer again, as it was.
      ctx.api.onPost('/api/v1/admin/answer_question', answered);
      ctx.toaster.shown[0]?.action?.onAction();
      await settle();
      expect(ctx.api.callsTo('POST', '/api/v1/admin/answer_question')[0]?.body).toEqual({
        question_id: answered.id,
        body: answered.answers[0]!.body,
        published: answered.answers[0]!.published,
      });
      expect(ctx.vm.answering?.answers).toEqual(answered.answers);
      expect(ctx.toaster.contents.at(-1)).toBe('questions:toast.answerRestored');
    });
  });

  it('moves the focus with j/k and acts on the focused row with p/u/x/r', async () => {
    const { api, vm } = setUp();
    api.onPost('/api/v1/admin/update_questions', { updated: 1, counts: { unanswered: 3, unpublished: 3 } });
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.focusedItem).toBeNull();
    expect(vm.list.handleShortcut('publish')).toBe(false);
    vm.list.handleShortcut('next');
    expect(vm.list.focusedItem?.id).toBe(1);
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('next');
    expect(vm.list.focusedItem?.id).toBe(3);
    vm.list.handleShortcut('previous');
    expect(vm.list.focusedItem?.id).toBe(2);
    vm.list.handleShortcut('toggleSelect');
    expect(vm.list.selection.ids).toEqual([2]);
    vm.list.handleShortcut('publish');
    await settle();
    expect(api.callsTo('POST', '/api/v1/admin/update_questions')[0]?.body).toEqual({ ids: [2], published: true });
    expect(vm.list.handleShortcut('feature')).toBe(false);
    vm.list.handleShortcut('reply');
    expect(vm.answering?.id).toBe(2);
    expect(vm.list.dialogOpen).toBe(true);
  });

  it('? opens the shortcut help, which counts as an open dialog', () => {
    const { vm } = setUp();
    expect(vm.list.dialogOpen).toBe(false);
    expect(vm.list.handleShortcut('help')).toBe(true);
    expect(vm.list.helpOpen).toBe(true);
    expect(vm.list.dialogOpen).toBe(true);
    vm.list.setHelpOpen(false);
    expect(vm.list.dialogOpen).toBe(false);
  });
});
