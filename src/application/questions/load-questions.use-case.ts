import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { QUESTION_API, type QuestionPage } from './question-api';
import { type QuestionListState, toQuestionListQuery } from './question-list-state';

/** One page of the shop's questions for a filter, with the tab counts. */
@injectable()
export class LoadQuestionsUseCase {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  execute(state: QuestionListState): Promise<QuestionPage> {
    return this.api.get<QuestionPage>(QUESTION_API.list, toQuestionListQuery(state));
  }
}
