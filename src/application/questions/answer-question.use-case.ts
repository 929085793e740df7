import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { QUESTION_API } from './question-api';
import { type QuestionItem } from '../../domain/questions/question-item';

export interface AnswerDraft {
  readonly questionId: number;
  readonly body: string;
  readonly published: boolean;
  /** Set to edit that answer; absent adds a new one. */
  readonly answerId?: number;
}

/** Adds, edits and deletes a question's answers; each answers the question as it now is. */
@injectable()
export class AnswerQuestionUseCase {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  save(draft: AnswerDraft): Promise<QuestionItem> {
    return this.api.post<QuestionItem>(QUESTION_API.answer, {
      question_id: draft.questionId,
      body: draft.body,
      published: draft.published,
      ...(draft.answerId === undefined ? {} : { answer_id: draft.answerId }),
    });
  }

  remove(answerId: number): Promise<QuestionItem> {
    return this.api.post<QuestionItem>(QUESTION_API.deleteAnswer, { answer_id: answerId });
  }
}
