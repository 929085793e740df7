import { type ContractClient } from '../../application/http/contract-client.port';
import { type AnswerDraft, type QuestionListQuery, type QuestionsGateway } from '../../application/questions/questions-gateway.port';
import {
  answerQuestion,
  deleteAnswer,
  deleteQuestions,
  getQaSettings,
  getQuestions,
  setQaSettings,
  updateQuestions,
} from '../../contracts/questions.contract';
import { type QaSettings, type QaSettingsChanges } from '../../domain/questions/qa-settings';
import { type QuestionItem, type QuestionPage, type QuestionsDeleted, type QuestionsUpdated } from '../../domain/questions/question-item';

/** The Q&A calls of the admin API, through their contracts. */
export class HttpQuestionsGateway implements QuestionsGateway {
  constructor(private readonly client: ContractClient) {}

  list(query: QuestionListQuery): Promise<QuestionPage> {
    return this.client.call(getQuestions, query);
  }

  answer(draft: AnswerDraft): Promise<QuestionItem> {
    return this.client.call(answerQuestion, {
      question_id: draft.questionId,
      body: draft.body,
      published: draft.published,
      ...(draft.answerId === undefined ? {} : { answer_id: draft.answerId }),
    });
  }

  deleteAnswer(answerId: number): Promise<QuestionItem> {
    return this.client.call(deleteAnswer, { answer_id: answerId });
  }

  setPublished(ids: readonly number[], published: boolean): Promise<QuestionsUpdated> {
    return this.client.call(updateQuestions, { ids: [...ids], published });
  }

  remove(ids: readonly number[]): Promise<QuestionsDeleted> {
    return this.client.call(deleteQuestions, { ids: [...ids] });
  }

  settings(): Promise<QaSettings> {
    return this.client.call(getQaSettings, {});
  }

  saveSettings(changes: QaSettingsChanges): Promise<QaSettings> {
    return this.client.call(setQaSettings, changes);
  }
}
