import { ApiError } from '../../src/application/http/api-error';
import { type AnswerDraft, type QuestionListQuery, type QuestionsGateway } from '../../src/application/questions/questions-gateway.port';
import { DEFAULT_QUESTION_PAGE_SIZE } from '../../src/contracts/questions.contract';
import { type QaSettings, type QaSettingsChanges } from '../../src/domain/questions/qa-settings';
import { ANSWERED, PUBLISHED } from '../../src/domain/questions/question-filter-codes';
import {
  type QuestionCounts,
  type QuestionItem,
  type QuestionPage,
  type QuestionsDeleted,
  type QuestionsUpdated,
} from '../../src/domain/questions/question-item';

type Method = keyof QuestionsGateway;

/** One recorded call: the method and its arguments. */
export type FakeQuestionsCall = { [M in Method]: { readonly method: M; readonly args: Parameters<QuestionsGateway[M]> } }[Method];

/** The date every answer the fake adds is given. */
const ANSWERED_AT = '2025-01-12T00:00:00.000Z';

/**
 * The shop's questions in memory, kept in the order get_questions lists them. It filters by
 * product, publish and answer state and keyword (dates are not read), pages, counts, and
 * applies every change all or nothing, as the server does. Every call is recorded; `fail`
 * makes a method reject until `succeed`.
 */
export class FakeQuestionsGateway implements QuestionsGateway {
  readonly calls: FakeQuestionsCall[] = [];
  qaSettings: QaSettings = { id: 1, is_active: 1, color: '#1F2937' };
  private readonly failures = new Map<Method, Error>();
  private nextAnswerId = 1000;

  constructor(public questions: QuestionItem[] = []) {}

  fail(method: Method, error: Error | string): this {
    this.failures.set(method, typeof error === 'string' ? new ApiError('envelope', error, 1) : error);
    return this;
  }

  succeed(method: Method): this {
    this.failures.delete(method);
    return this;
  }

  callsTo<M extends Method>(method: M): Parameters<QuestionsGateway[M]>[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args as Parameters<QuestionsGateway[M]>);
  }

  list(query: QuestionListQuery): Promise<QuestionPage> {
    return this.run({ method: 'list', args: [query] }, () => {
      const selected = this.questions.filter((question) => matches(question, query));
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_QUESTION_PAGE_SIZE;
      const list = selected.slice((page - 1) * pageSize, page * pageSize);
      return structuredClone({ list, total: selected.length, page, page_size: pageSize, counts: this.counts() });
    });
  }

  answer(draft: AnswerDraft): Promise<QuestionItem> {
    return this.run({ method: 'answer', args: [draft] }, () => this.applyAnswer(draft));
  }

  private applyAnswer(draft: AnswerDraft): QuestionItem {
    const question = this.question(draft.questionId, 'question_id: the question');
    if (draft.answerId === undefined) {
      const added = { id: this.nextAnswerId++, author_name: 'Demo Store', body: draft.body, published: draft.published, answered_at: ANSWERED_AT };
      return this.replace({ ...question, answers: [...question.answers, added] });
    }
    if (!question.answers.some((answer) => answer.id === draft.answerId)) throw notFound('answer_id: the answer to this question');
    const answers = question.answers.map((answer) => (answer.id === draft.answerId ? { ...answer, body: draft.body, published: draft.published } : answer));
    return this.replace({ ...question, answers });
  }

  deleteAnswer(answerId: number): Promise<QuestionItem> {
    return this.run({ method: 'deleteAnswer', args: [answerId] }, () => {
      const question = this.questions.find((candidate) => candidate.answers.some((answer) => answer.id === answerId));
      if (!question) throw notFound('answer_id: the answer');
      return this.replace({ ...question, answers: question.answers.filter((answer) => answer.id !== answerId) });
    });
  }

  setPublished(ids: readonly number[], published: boolean): Promise<QuestionsUpdated> {
    return this.run({ method: 'setPublished', args: [ids, published] }, () => {
      this.checkAll(ids);
      this.questions = this.questions.map((question) => (ids.includes(question.id) ? { ...question, published } : question));
      return { updated: new Set(ids).size, counts: this.counts() };
    });
  }

  remove(ids: readonly number[]): Promise<QuestionsDeleted> {
    return this.run({ method: 'remove', args: [ids] }, () => {
      this.checkAll(ids);
      this.questions = this.questions.filter((question) => !ids.includes(question.id));
      return { deleted: new Set(ids).size, counts: this.counts() };
    });
  }

  settings(): Promise<QaSettings> {
    return this.run({ method: 'settings', args: [] }, () => ({ ...this.qaSettings }));
  }

  saveSettings(changes: QaSettingsChanges): Promise<QaSettings> {
    return this.run({ method: 'saveSettings', args: [changes] }, () => {
      this.qaSettings = { ...this.qaSettings, ...changes };
      return { ...this.qaSettings };
    });
  }

  counts(): QuestionCounts {
    return {
      unanswered: this.questions.filter((question) => question.answers.length === 0).length,
      unpublished: this.questions.filter((question) => !question.published).length,
    };
  }

  /** Records the call, then fails it (see fail) or answers with what `work` makes. */
  private run<T>(call: FakeQuestionsCall, work: () => T): Promise<T> {
    // A copy through JSON: the arguments may be MobX proxies, which structuredClone refuses.
    this.calls.push(JSON.parse(JSON.stringify(call)) as FakeQuestionsCall);
    const failure = this.failures.get(call.method);
    if (failure) return Promise.reject(failure);
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private question(id: number, missing: string): QuestionItem {
    const question = this.questions.find((candidate) => candidate.id === id);
    if (!question) throw notFound(missing);
    return question;
  }

  private replace(question: QuestionItem): QuestionItem {
    this.questions = this.questions.map((candidate) => (candidate.id === question.id ? question : candidate));
    return structuredClone(question);
  }

  private checkAll(ids: readonly number[]): void {
    const missing = ids.filter((id) => !this.questions.some((question) => question.id === id));
    if (missing.length > 0) throw new ApiError('envelope', `ids: no question ${missing.join(', ')} in this shop; nothing was changed`, 1);
  }
}

function notFound(message: string): ApiError {
  return new ApiError('envelope', `${message} was not found`, 1);
}

/** One code keeps that state; both or none keep every question. */
function twoState(codes: readonly number[] | undefined, yesCode: number, isYes: boolean): boolean {
  const unique = new Set(codes);
  return unique.size !== 1 || unique.has(yesCode) === isYes;
}

function matches(question: QuestionItem, query: QuestionListQuery): boolean {
  const keyword = query.keyword?.toLowerCase() ?? '';
  const searched = query.search_field === 'body' ? question.body : question.questioner_name;
  return (
    (query.product_ids === undefined || query.product_ids.length === 0 || query.product_ids.includes(question.product_id)) &&
    twoState(query.publishes, PUBLISHED, question.published) &&
    twoState(query.answered, ANSWERED, question.answers.length > 0) &&
    searched.toLowerCase().includes(keyword)
  );
}
