import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isCanceled } from '../../application/http/api-error';
import { type Translations } from '../../application/i18n/translations.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { AnswerQuestionUseCase } from '../../application/questions/answer-question.use-case';
import { LoadQuestionsUseCase } from '../../application/questions/load-questions.use-case';
import { ModerateQuestionsUseCase } from '../../application/questions/moderate-questions.use-case';
import { QUESTION_PAGE_SIZE, type QuestionCounts } from '../../application/questions/question-api';
import { ANSWER_BODY_MAX_LENGTH } from '../../domain/questions/question-item';
import {
  type AnsweredCode,
  EMPTY_QUESTION_LIST_STATE,
  formatQuestionListSearch,
  hasQuestionFilter,
  parseQuestionListSearch,
  type PublishedCode,
  type QuestionListState,
  UNANSWERED,
  UNPUBLISHED,
} from '../../application/questions/question-list-state';
import { ErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';
import { type DateRangeChoice } from '../../domain/dates/date-range';
import { CustomDateRangeFields } from '../kit/custom-date-range-fields';
import { type ShortcutAction } from '../kit/keyboard-shortcuts';
import { type AnswerItem, type QuestionItem } from '../../domain/questions/question-item';

export const QUESTIONS_PATH = '/qa';
export const KEYWORD_DEBOUNCE_MS = 200;

/** The shortcuts this screen answers to, listed by its help overlay (no f: questions are not featured). */
export const QUESTION_SHORTCUTS: readonly ShortcutAction[] = ['next', 'previous', 'publish', 'unpublish', 'reply', 'toggleSelect', 'help'];

/** The tabs, in order: each is a publish/answer state over the other filters. */
export const QUESTION_TABS = ['all', 'unanswered', 'unpublished'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];

export type ListStatus = 'loading' | 'ready' | 'error';
/** Why the table is empty: the shop has no questions yet, or none match the filters. */
export type EmptyKind = 'noQuestions' | 'noMatch' | null;
export type AnswerError = 'answerRequired' | 'answerTooLong' | null;

/** A delete waiting for its confirmation. */
export interface PendingDelete {
  readonly ids: readonly number[];
}

/** Manage Q&A (/qa): the questions table, its filters in the address, moderation and answers. */
@injectable()
export class QuestionsViewModel {
  state: QuestionListState = EMPTY_QUESTION_LIST_STATE;
  keywordInput = '';

  items: readonly QuestionItem[] = [];
  total = 0;
  counts: QuestionCounts | null = null;
  status: ListStatus = 'loading';
  errorMessage = '';

  selectedIds: readonly number[] = [];
  focusedIndex = -1;
  busy = false;
  pendingDelete: PendingDelete | null = null;

  /** The question whose answer dialog is open. */
  answering: QuestionItem | null = null;
  answerDraft = '';
  answerPublished = true;
  editingAnswerId: number | null = null;
  answerError: AnswerError = null;
  answerServerError = '';
  savingAnswer = false;

  pickerOpen = false;
  /** The "?" keyboard shortcut overlay. */
  helpOpen = false;
  readonly customRange = new CustomDateRangeFields();

  private lastSearch: string | null = null;
  private loadSeq = 0;
  private keywordTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadQuestionsUseCase) private readonly questions: LoadQuestionsUseCase,
    @inject(ModerateQuestionsUseCase) private readonly moderation: ModerateQuestionsUseCase,
    @inject(AnswerQuestionUseCase) private readonly answers: AnswerQuestionUseCase,
    @inject(ErrorBanner) private readonly errorBanner: ErrorBanner,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    makeAutoObservable<this, 'questions' | 'moderation' | 'answers' | 'errorBanner' | 'navigator' | 'toaster' | 'translations'>(
      this,
      { customRange: false, questions: false, moderation: false, answers: false, errorBanner: false, navigator: false, toaster: false, translations: false },
      { autoBind: true },
    );
  }

  // ── The address ─────────────────────────────────────────────────────────────────────────

  get search(): string {
    return formatQuestionListSearch(this.state);
  }

  /** The address changed (first visit, back/forward, a shared link): adopt its state and load. */
  syncFromUrl(search: string): void {
    const state = parseQuestionListSearch(search);
    const canonical = formatQuestionListSearch(state);
    if (canonical === this.lastSearch) return;
    this.lastSearch = canonical;
    this.state = state;
    this.keywordInput = state.keyword;
    this.customRange.show(state.dateRange);
    this.selectedIds = [];
    void this.load();
  }

  /** A change made on the page: the new state, one history entry, then the data. */
  private commit(changes: Partial<QuestionListState>): void {
    this.state = { ...this.state, ...changes };
    this.selectedIds = [];
    const search = this.search;
    if (search === this.lastSearch) return;
    this.lastSearch = search;
    this.navigator.navigate(search === '' ? QUESTIONS_PATH : `${QUESTIONS_PATH}?${search}`);
    void this.load();
  }

  // ── Loading ─────────────────────────────────────────────────────────────────────────────

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.status = 'loading';
    try {
      const page = await this.questions.execute(this.state);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.items = page.list;
        this.total = page.total;
        this.counts = page.counts;
        this.status = 'ready';
        // No row is focused until j or k is pressed; a shorter page pulls the focus onto its last row.
        this.focusedIndex = Math.min(this.focusedIndex, page.list.length - 1);
        // A row that left the page (deleted, or filtered out) is no longer selected.
        this.selectedIds = this.selectedIds.filter((id) => page.list.some((item) => item.id === id));
      });
    } catch (error) {
      if (seq !== this.loadSeq || isCanceled(error)) return;
      runInAction(() => {
        this.status = 'error';
        this.errorMessage = error instanceof Error ? error.message : String(error);
      });
    }
  }

  retry(): void {
    void this.load();
  }

  get emptyKind(): EmptyKind {
    if (this.status !== 'ready' || this.items.length > 0) return null;
    return this.total === 0 && !hasQuestionFilter(this.state) ? 'noQuestions' : 'noMatch';
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / QUESTION_PAGE_SIZE));
  }

  get hasNextPage(): boolean {
    return this.state.page < this.pageCount;
  }

  get hasPreviousPage(): boolean {
    return this.state.page > 1;
  }

  nextPage(): void {
    if (this.hasNextPage) this.commit({ page: this.state.page + 1 });
  }

  previousPage(): void {
    if (this.hasPreviousPage) this.commit({ page: this.state.page - 1 });
  }

  // ── Tabs and filters ────────────────────────────────────────────────────────────────────

  get selectedTab(): QuestionTab {
    if (this.state.answered === UNANSWERED && this.state.published === null) return 'unanswered';
    if (this.state.published === UNPUBLISHED && this.state.answered === null) return 'unpublished';
    return 'all';
  }

  /** A tab sets the publish and answer filters; products, dates and the search stay. */
  selectTab(tab: QuestionTab): void {
    this.commit({
      answered: tab === 'unanswered' ? UNANSWERED : null,
      published: tab === 'unpublished' ? UNPUBLISHED : null,
      page: 1,
    });
  }

  setPublished(code: PublishedCode | null): void {
    this.commit({ published: code, page: 1 });
  }

  setAnswered(code: AnsweredCode | null): void {
    this.commit({ answered: code, page: 1 });
  }

  setProductIds(ids: readonly string[]): void {
    this.pickerOpen = false;
    this.commit({ productIds: [...new Set(ids)], page: 1 });
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  setDateRange(range: DateRangeChoice): void {
    this.customRange.clearErrors();
    this.commit({ dateRange: range, page: 1 });
  }

  /** Validates the custom dates (format, real date, order); the range applies only when valid. */
  applyCustomRange(): boolean {
    const range = this.customRange.validate();
    if (range === null) return false;
    this.setDateRange(range);
    return true;
  }

  /** The questioner search, applied 200 ms after the last key. */
  setKeyword(text: string): void {
    this.keywordInput = text;
    clearTimeout(this.keywordTimer);
    this.keywordTimer = setTimeout(() => this.applyKeyword(), KEYWORD_DEBOUNCE_MS);
  }

  private applyKeyword(): void {
    const keyword = this.keywordInput.trim();
    if (keyword !== this.state.keyword) this.commit({ keyword, page: 1 });
  }

  clearAll(): void {
    clearTimeout(this.keywordTimer);
    this.keywordInput = '';
    this.customRange.reset();
    this.commit(EMPTY_QUESTION_LIST_STATE);
  }

  // ── Selection and the focused row ───────────────────────────────────────────────────────

  setSelection(ids: readonly number[]): void {
    this.selectedIds = ids.filter((id) => this.items.some((item) => item.id === id));
  }

  toggleSelected(id: number): void {
    this.setSelection(this.selectedIds.includes(id) ? this.selectedIds.filter((other) => other !== id) : [...this.selectedIds, id]);
  }

  get focusedQuestion(): QuestionItem | null {
    return this.items[this.focusedIndex] ?? null;
  }

  get isModalOpen(): boolean {
    return this.answering !== null || this.pendingDelete !== null || this.pickerOpen || this.helpOpen;
  }

  setHelpOpen(open: boolean): void {
    this.helpOpen = open;
  }

  /** j/k move, p publish, u unpublish, x select, r answer, ? help (the reviews list's keys, without f). */
  handleShortcut(action: ShortcutAction): boolean {
    const focused = this.focusedQuestion;
    switch (action) {
      case 'next':
        if (this.items.length > 0) this.focusedIndex = Math.min(this.focusedIndex + 1, this.items.length - 1);
        return this.items.length > 0;
      case 'previous':
        if (this.items.length > 0) this.focusedIndex = Math.max(this.focusedIndex - 1, 0);
        return this.items.length > 0;
      case 'publish':
      case 'unpublish':
        if (focused) void this.setQuestionsPublished([focused.id], action === 'publish');
        return focused !== null;
      case 'toggleSelect':
        if (focused) this.toggleSelected(focused.id);
        return focused !== null;
      case 'reply':
        if (focused) this.openAnswer(focused);
        return focused !== null;
      case 'help':
        this.helpOpen = true;
        return true;
      default:
        return false;
    }
  }

  // ── Publish, unpublish, delete ──────────────────────────────────────────────────────────

  async setQuestionsPublished(ids: readonly number[], published: boolean): Promise<void> {
    if (ids.length === 0 || this.busy) return;
    const done = await this.mutate(() => this.moderation.setPublished(ids, published));
    if (done) {
      this.toast(published ? 'questions:toast.published' : 'questions:toast.unpublished', ids.length);
    }
  }

  askDelete(ids: readonly number[]): void {
    if (ids.length > 0) this.pendingDelete = { ids: [...ids] };
  }

  cancelDelete(): void {
    this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const pending = this.pendingDelete;
    if (!pending || this.busy) return;
    const done = await this.mutate(() => this.moderation.remove(pending.ids));
    runInAction(() => {
      this.pendingDelete = null;
    });
    if (done) this.toast('questions:toast.deleted', pending.ids.length);
  }

  /** Runs a change, then shows the new counts and reloads the page; failures go to the error banner. */
  private async mutate(change: () => Promise<QuestionCounts>): Promise<boolean> {
    this.busy = true;
    try {
      const counts = await change();
      runInAction(() => {
        this.counts = counts;
      });
      await this.load();
      return true;
    } catch (error) {
      this.errorBanner.showError(error);
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private toast(key: string, count: number): void {
    this.toaster.show({ content: this.translations.translate(key, { count }) });
  }

  // ── Answers ─────────────────────────────────────────────────────────────────────────────

  openAnswer(question: QuestionItem): void {
    this.answering = question;
    this.startNewAnswer();
  }

  closeAnswer(): void {
    if (this.savingAnswer) return;
    this.answering = null;
    this.startNewAnswer();
  }

  /** Back to writing a new answer (leaves an edit). */
  startNewAnswer(): void {
    this.editingAnswerId = null;
    this.answerDraft = '';
    this.answerPublished = true;
    this.answerError = null;
    this.answerServerError = '';
  }

  editAnswer(answer: AnswerItem): void {
    this.editingAnswerId = answer.id;
    this.answerDraft = answer.body;
    this.answerPublished = answer.published;
    this.answerError = null;
    this.answerServerError = '';
  }

  setAnswerDraft(text: string): void {
    this.answerDraft = text;
    if (this.answerError !== null) this.answerError = validateAnswer(text);
  }

  setAnswerPublished(published: boolean): void {
    this.answerPublished = published;
  }

  /** Saves the new or edited answer; the dialog closes and the list (and its counts) reloads. */
  async saveAnswer(): Promise<boolean> {
    const question = this.answering;
    if (!question || this.savingAnswer) return false;
    this.answerError = validateAnswer(this.answerDraft);
    if (this.answerError !== null) return false;
    this.savingAnswer = true;
    this.answerServerError = '';
    try {
      await this.answers.save({
        questionId: question.id,
        body: this.answerDraft.trim(),
        published: this.answerPublished,
        ...(this.editingAnswerId === null ? {} : { answerId: this.editingAnswerId }),
      });
      runInAction(() => {
        this.savingAnswer = false;
      });
      this.closeAnswer();
      this.toaster.show({ content: this.translations.translate('questions:toast.answerSaved') });
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        this.savingAnswer = false;
        this.answerServerError = error instanceof Error ? error.message : String(error);
      });
      return false;
    }
  }

  /** Deletes an answer (the dialog has asked first); the toast's Undo saves the same text and visibility again. */
  async deleteAnswer(answerId: number): Promise<void> {
    if (!this.answering || this.savingAnswer) return;
    const questionId = this.answering.id;
    const deleted = this.answering.answers.find((answer) => answer.id === answerId);
    this.savingAnswer = true;
    this.answerServerError = '';
    try {
      const question = await this.answers.remove(answerId);
      runInAction(() => {
        this.savingAnswer = false;
        this.answering = question;
        if (this.editingAnswerId === answerId) this.startNewAnswer();
      });
      this.toaster.show({
        content: this.translations.translate('questions:toast.answerDeleted'),
        ...(deleted ? { action: { content: this.translations.translate('questions:toast.undo'), onAction: () => void this.restoreAnswer(questionId, deleted) } } : {}),
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        this.savingAnswer = false;
        this.answerServerError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  private async restoreAnswer(questionId: number, answer: AnswerItem): Promise<void> {
    try {
      const question = await this.answers.save({ questionId, body: answer.body, published: answer.published });
      runInAction(() => {
        if (this.answering?.id === questionId) this.answering = question;
      });
      this.toaster.show({ content: this.translations.translate('questions:toast.answerRestored') });
      await this.load();
    } catch (error) {
      this.errorBanner.showError(error);
    }
  }

  dispose(): void {
    clearTimeout(this.keywordTimer);
    this.loadSeq += 1;
  }
}

function validateAnswer(text: string): AnswerError {
  const body = text.trim();
  if (body === '') return 'answerRequired';
  return body.length > ANSWER_BODY_MAX_LENGTH ? 'answerTooLong' : null;
}
