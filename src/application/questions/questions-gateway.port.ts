import { type RequestOf } from '../../contracts/contract';
import { type getQuestions } from '../../contracts/questions.contract';
import { type QaWidgetSettingsGateway } from '../settings/qa-widget-settings-gateway.port';
import { type QuestionItem, type QuestionPage, type QuestionsDeleted, type QuestionsUpdated } from '../../domain/questions/question-item';

/** get_questions' filter, page and sort, as typed values. */
export type QuestionListQuery = RequestOf<typeof getQuestions>;

export interface AnswerDraft {
  readonly questionId: number;
  /** Trimmed. */
  readonly body: string;
  readonly published: boolean;
  /** Set to edit that answer; absent adds a new one. */
  readonly answerId?: number;
}

/**
 * The shop's questions, their answers and the Q&A widget's settings. Every change is all or
 * nothing; a failure rejects with an ApiError whose message names the field at fault.
 */
export interface QuestionsGateway extends QaWidgetSettingsGateway {
  list(query: QuestionListQuery): Promise<QuestionPage>;
  /** Adds the answer, or edits the one the draft names; answers the question as it now is. */
  answer(draft: AnswerDraft): Promise<QuestionItem>;
  /** Answers the question the answer belonged to, as it now is. */
  deleteAnswer(answerId: number): Promise<QuestionItem>;
  setPublished(ids: readonly number[], published: boolean): Promise<QuestionsUpdated>;
  remove(ids: readonly number[]): Promise<QuestionsDeleted>;
}
