import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { toQuestionListRequest } from '../../application/questions/question-list-state';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { ErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';
import { answerQuestion, deleteAnswer, deleteQuestions, getQuestions, updateQuestions } from '../../contracts/questions.contract';
import { ANSWER_BODY_MAX_LENGTH, type AnswerItem, type QuestionItem } from '../../domain/questions/question-item';
import { type ShortcutAction } from '../kit/keyboard-shortcuts';
import { errorMessage } from '../kit/list-notifier';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { QUESTION_LIST, type QuestionFilter, type QuestionList } from './question-list.definition';

/** The shortcuts this screen answers to, listed by its help overlay (no f: questions are not featured; no Enter: rows do not open). */
export const QUESTION_SHORTCUTS: readonly ShortcutAction[] = ['next', 'previous', 'publish', 'unpublish', 'reply', 'toggleSelect', 'help'];

export type AnswerError = 'answerRequired' | 'answerTooLong' | null;

/** Manage Q&A (/qa): the questions table on the list kit, moderation and answers. */
@injectable()
export class QuestionsViewModel {
  readonly list: ListViewModel<QuestionList>;
  pickerOpen = false;

  /** The question whose answer dialog is open. */
  answering: QuestionItem | null = null;
  answerDraft = '';
  answerPublished = true;
  editingAnswerId: number | null = null;
  answerError: AnswerError = null;
  answerServerError = '';
  savingAnswer = false;

  constructor(
    @inject(ListViewModelFactory) lists: ListViewModelFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(ErrorBanner) private readonly errorBanner: ErrorBanner,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    this.list = lists.create(QUESTION_LIST, {
      load: async ({ filter, page }) => {
        const answer = await client.call(getQuestions, toQuestionListRequest({ ...filter, page }));
        return { items: answer.list, total: { count: answer.total, exact: true }, facets: answer.counts };
      },
      onRowShortcut: (action, question) => this.rowShortcut(action, question),
      dialogOpen: () => this.answering !== null || this.pickerOpen,
    });
    makeAutoObservable<this, 'client' | 'errorBanner' | 'toaster' | 'translations'>(
      this,
      { list: false, client: false, errorBanner: false, toaster: false, translations: false },
      { autoBind: true },
    );
  }

  start(): Promise<void> {
    return this.list.start();
  }

  // ── Filters ──────────────────────────────────────────────────────────────────────────────

  setFilter(changes: Partial<QuestionFilter>): void {
    this.list.setFilter({ ...this.list.filter, ...changes });
  }

  setProductIds(ids: readonly string[]): void {
    this.pickerOpen = false;
    this.setFilter({ productIds: [...new Set(ids)] });
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  // ── Publish, unpublish, delete ───────────────────────────────────────────────────────────

  get busy(): boolean {
    return this.list.bulk.running;
  }

  /** p/u publish or unpublish the focused question, r answers it. */
  private rowShortcut(action: ShortcutAction, question: QuestionItem): boolean {
    if (action === 'publish' || action === 'unpublish') void this.setQuestionsPublished([question.id], action === 'publish');
    else if (action === 'reply') this.openAnswer(question);
    else return false;
    return true;
  }

  /** All of them or none (the server's transaction); a failure shows the error banner. */
  async setQuestionsPublished(ids: readonly number[], published: boolean): Promise<void> {
    if (ids.length === 0) return;
    const counts = await this.list.change(async () => (await this.client.call(updateQuestions, { ids: [...ids], published })).counts, (error) => this.errorBanner.showError(error));
    if (counts !== undefined) this.list.notify(published ? 'questions:toast.published' : 'questions:toast.unpublished', { count: ids.length });
  }

  /** Every delete asks first. */
  askDelete(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const chosen = [...ids];
    this.list.bulk.ask({ action: 'delete', count: chosen.length }, async () => {
      const counts = await this.list.change(async () => (await this.client.call(deleteQuestions, { ids: chosen })).counts, (error) => this.errorBanner.showError(error));
      if (counts !== undefined) this.list.notify('questions:toast.deleted', { count: chosen.length });
    });
  }

  // ── Answers ──────────────────────────────────────────────────────────────────────────────

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
      await this.client.call(answerQuestion, {
        question_id: question.id,
        body: this.answerDraft.trim(),
        published: this.answerPublished,
        ...(this.editingAnswerId === null ? {} : { answer_id: this.editingAnswerId }),
      });
      runInAction(() => {
        this.savingAnswer = false;
      });
      this.closeAnswer();
      this.list.notify('questions:toast.answerSaved');
      await this.list.refresh();
      return true;
    } catch (error) {
      runInAction(() => {
        this.savingAnswer = false;
        this.answerServerError = errorMessage(error);
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
      const question = await this.client.call(deleteAnswer, { answer_id: answerId });
      runInAction(() => {
        this.savingAnswer = false;
        this.answering = question;
        if (this.editingAnswerId === answerId) this.startNewAnswer();
      });
      this.toaster.show({
        content: this.translations.translate('questions:toast.answerDeleted'),
        ...(deleted ? { action: { content: this.translations.translate('questions:toast.undo'), onAction: () => void this.restoreAnswer(questionId, deleted) } } : {}),
      });
      await this.list.refresh();
    } catch (error) {
      runInAction(() => {
        this.savingAnswer = false;
        this.answerServerError = errorMessage(error);
      });
    }
  }

  private async restoreAnswer(questionId: number, answer: AnswerItem): Promise<void> {
    try {
      const question = await this.client.call(answerQuestion, { question_id: questionId, body: answer.body, published: answer.published });
      runInAction(() => {
        if (this.answering?.id === questionId) this.answering = question;
      });
      this.list.notify('questions:toast.answerRestored');
      await this.list.refresh();
    } catch (error) {
      this.errorBanner.showError(error);
    }
  }

  dispose(): void {
    this.list.dispose();
  }
}

function validateAnswer(text: string): AnswerError {
  const body = text.trim();
  if (body === '') return 'answerRequired';
  return body.length > ANSWER_BODY_MAX_LENGTH ? 'answerTooLong' : null;
}
