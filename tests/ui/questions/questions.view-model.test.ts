import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AnswerQuestionUseCase } from '../../../src/application/questions/answer-question.use-case';
import { LoadQuestionsUseCase } from '../../../src/application/questions/load-questions.use-case';
import { ModerateQuestionsUseCase } from '../../../src/application/questions/moderate-questions.use-case';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { KEYWORD_DEBOUNCE_MS, QuestionsViewModel } from '../../../src/ui/questions/questions.view-model';
import { FakeApiClient, type FakeApiCall } from '../../fakes/fake-api-client';
import { FakeNavigator } from '../../fakes/fake-navigator';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';
import { GET_QUESTIONS, page, question } from './question-fixtures';
import { type QuestionItem } from '../../../src/domain/questions/question-item';

function setUp(list: readonly QuestionItem[] = [question(1), question(2), question(3)]) {
  const api = new FakeApiClient().onGet(GET_QUESTIONS, page(list));
  const navigator = new FakeNavigator();
  const toaster = new FakeToaster();
  const errorBanner = new ErrorBanner();
  const vm = new QuestionsViewModel(
    new LoadQuestionsUseCase(api),
    new ModerateQuestionsUseCase(api),
    new AnswerQuestionUseCase(api),
    errorBanner,
    navigator,
    toaster,
    new FakeTranslations(),
  );
  return { api, navigator, toaster, errorBanner, vm };
}

const lastListQuery = (api: FakeApiClient) => api.callsTo('GET', GET_QUESTIONS).at(-1)?.query;

async function settle() {
  await vi.waitFor(() => Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('QuestionsViewModel', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the page the address names, with its filters, and shows the tab counts', async () => {
    const { api, vm } = setUp();
    vm.syncFromUrl('?answered=2&page=2&keyword=ann');
    await settle();
    expect(lastListQuery(api)).toMatchObject({ answered: '2', keyword: 'ann', page: '2', search_field: 'questioner' });
    expect(vm.status).toBe('ready');
    expect(vm.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(vm.counts).toEqual({ unanswered: 3, unpublished: 4 });
    expect(vm.selectedTab).toBe('unanswered');
    expect(vm.keywordInput).toBe('ann');
  });

  it('does not reload when the address comes back to the state it already shows', async () => {
    const { api, navigator, vm } = setUp();
    vm.syncFromUrl('');
    await settle();
    vm.selectTab('unpublished');
    expect(navigator.path).toBe('/qa?publishes=2');
    await settle();
    vm.syncFromUrl('?publishes=2');
    expect(api.callsTo('GET', GET_QUESTIONS)).toHaveLength(2);
  });

  it('tabs set the answer and publish filters and keep the others', () => {
    const { navigator, vm } = setUp();
    vm.syncFromUrl('?date_range=3');
    vm.selectTab('unanswered');
    expect(navigator.path).toBe('/qa?answered=2&date_range=3');
    vm.selectTab('unpublished');
    expect(navigator.path).toBe('/qa?publishes=2&date_range=3');
    vm.selectTab('all');
    expect(navigator.path).toBe('/qa?date_range=3');
  });

  it('searches by questioner 200 ms after the last key, from page 1', () => {
    vi.useFakeTimers();
    const { api, navigator, vm } = setUp();
    vm.syncFromUrl('?page=3');
    vm.setKeyword('Jo');
    vm.setKeyword(' José ');
    vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1);
    expect(navigator.paths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(navigator.path).toBe(`/qa?keyword=Jos%C3%A9`);
    expect(lastListQuery(api)).toMatchObject({ keyword: 'José', page: '1' });
  });

  it('refuses an invalid custom date range with the field messages and applies a valid one', () => {
    const { navigator, vm } = setUp();
    vm.syncFromUrl('');
    vm.customRange.setStart('2025-02-30');
    vm.customRange.setEnd('2025-01-01');
    expect(vm.applyCustomRange()).toBe(false);
    expect(vm.customRange.startError?.key).toBe('dateFormatError');
    vm.customRange.setStart('2025-02-01');
    expect(vm.applyCustomRange()).toBe(false);
    expect(vm.customRange.rangeError?.key).toBe('dateRangeOrderError');
    expect(navigator.paths).toEqual([]);
    vm.customRange.setEnd('2025-03-01');
    expect(vm.applyCustomRange()).toBe(true);
    expect(navigator.path).toBe('/qa?start_date=2025-02-01&end_date=2025-03-01');
    expect(vm.customRange.rangeError).toBeNull();
  });

  it('filters by the products chosen in the picker', () => {
    const { navigator, vm } = setUp();
    vm.syncFromUrl('');
    vm.setPickerOpen(true);
    vm.setProductIds(['a', 'b', 'a']);
    expect(vm.pickerOpen).toBe(false);
    expect(navigator.path).toBe('/qa?product_ids=a&product_ids=b');
  });

  it('tells "no questions yet" from "nothing matches"', async () => {
    const { api, vm } = setUp([]);
    vm.syncFromUrl('');
    await settle();
    expect(vm.emptyKind).toBe('noQuestions');
    vm.setAnswered('2');
    await settle();
    expect(vm.emptyKind).toBe('noMatch');
    expect(api.callsTo('GET', GET_QUESTIONS)).toHaveLength(2);
  });

  it('shows a failed load as an error that Retry clears', async () => {
    const { api, vm } = setUp();
    api.fail('GET', GET_QUESTIONS, 'page: must be a whole number');
    vm.syncFromUrl('');
    await settle();
    expect(vm.status).toBe('error');
    expect(vm.errorMessage).toBe('page: must be a whole number');
    api.onGet(GET_QUESTIONS, page([question(1)]));
    vm.retry();
    await settle();
    expect(vm.status).toBe('ready');
  });

  it('pages forward and back within the total', async () => {
    const { api, navigator, vm } = setUp();
    api.onGet(GET_QUESTIONS, page([question(1)], { total: 45 }));
    vm.syncFromUrl('');
    await settle();
    expect(vm.pageCount).toBe(3);
    expect(vm.hasPreviousPage).toBe(false);
    vm.nextPage();
    vm.nextPage();
    expect(vm.hasNextPage).toBe(false);
    vm.nextPage();
    expect(navigator.paths).toEqual(['/qa?page=2', '/qa?page=3']);
    vm.previousPage();
    expect(navigator.path).toBe('/qa?page=2');
  });

  it('publishes the selection, shows the new counts and reloads', async () => {
    const { api, toaster, vm } = setUp();
    api.onPost('/api/v1/admin/update_questions', { updated: 2, counts: { unanswered: 3, unpublished: 1 } });
    vm.syncFromUrl('');
    await settle();
    vm.setSelection([1, 3, 99]);
    expect(vm.selectedIds).toEqual([1, 3]);
    api.onGet(GET_QUESTIONS, page([question(1, { published: true })], { counts: { unanswered: 3, unpublished: 1 } }));
    await vm.setQuestionsPublished(vm.selectedIds, true);
    expect(api.callsTo('POST', '/api/v1/admin/update_questions')[0]?.body).toEqual({ ids: [1, 3], published: true });
    expect(vm.counts).toEqual({ unanswered: 3, unpublished: 1 });
    expect(vm.items[0]?.published).toBe(true);
    expect(toaster.contents).toEqual(['questions:toast.published {"count":2}']);
  });

  it('deletes only after the confirmation, and a failure changes nothing and shows the banner', async () => {
    const { api, errorBanner, toaster, vm } = setUp();
    vm.syncFromUrl('');
    await settle();
    api.fail('POST', '/api/v1/admin/delete_questions', new ApiError('envelope', 'ids: no question 2 in this shop; nothing was changed', 1));
    vm.askDelete([2]);
    expect(api.callsTo('POST', '/api/v1/admin/delete_questions')).toHaveLength(0);
    await vm.confirmDelete();
    expect(errorBanner.banner?.subtitle).toBe('ids: no question 2 in this shop; nothing was changed');
    expect(vm.pendingDelete).toBeNull();
    expect(toaster.contents).toEqual([]);

    api.onPost('/api/v1/admin/delete_questions', { deleted: 1, counts: { unanswered: 2, unpublished: 3 } });
    vm.askDelete([2]);
    vm.cancelDelete();
    expect(api.callsTo('POST', '/api/v1/admin/delete_questions')).toHaveLength(1);
    vm.askDelete([2]);
    await vm.confirmDelete();
    expect(toaster.contents).toEqual(['questions:toast.deleted {"count":1}']);
  });

  describe('answers', () => {
    let ctx: ReturnType<typeof setUp>;
    const answered = question(1, {
      answers: [{ id: 7, author_name: 'Shop', body: 'Old answer', published: false, answered_at: '2025-01-11T10:00:00.000Z' }],
    });

    beforeEach(async () => {
      ctx = setUp([answered]);
      ctx.api.onPost('/api/v1/admin/answer_question', (call: FakeApiCall) => ({ ...answered, body: JSON.stringify(call.body) }));
      ctx.vm.syncFromUrl('');
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
    vm.syncFromUrl('');
    await settle();
    expect(vm.focusedQuestion).toBeNull();
    expect(vm.handleShortcut('publish')).toBe(false);
    vm.handleShortcut('next');
    expect(vm.focusedQuestion?.id).toBe(1);
    vm.handleShortcut('next');
    vm.handleShortcut('next');
    vm.handleShortcut('next');
    expect(vm.focusedQuestion?.id).toBe(3);
    vm.handleShortcut('previous');
    expect(vm.focusedQuestion?.id).toBe(2);
    vm.handleShortcut('toggleSelect');
    expect(vm.selectedIds).toEqual([2]);
    vm.handleShortcut('publish');
    await settle();
    expect(api.callsTo('POST', '/api/v1/admin/update_questions')[0]?.body).toEqual({ ids: [2], published: true });
    expect(vm.handleShortcut('feature')).toBe(false);
    vm.handleShortcut('reply');
    expect(vm.answering?.id).toBe(2);
    expect(vm.isModalOpen).toBe(true);
  });

  it('? opens the shortcut help, which counts as an open dialog', () => {
    const { vm } = setUp();
    expect(vm.isModalOpen).toBe(false);
    expect(vm.handleShortcut('help')).toBe(true);
    expect(vm.helpOpen).toBe(true);
    expect(vm.isModalOpen).toBe(true);
    vm.setHelpOpen(false);
    expect(vm.isModalOpen).toBe(false);
  });
});
