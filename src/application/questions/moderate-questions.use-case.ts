import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { QUESTION_API, type QuestionCounts } from './question-api';

/** Publish, unpublish or delete questions: all of them or none (the server's transaction). */
@injectable()
export class ModerateQuestionsUseCase {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async setPublished(ids: readonly number[], published: boolean): Promise<QuestionCounts> {
    return (await this.api.post<{ updated: number; counts: QuestionCounts }>(QUESTION_API.update, { ids: [...ids], published })).counts;
  }

  async remove(ids: readonly number[]): Promise<QuestionCounts> {
    return (await this.api.post<{ deleted: number; counts: QuestionCounts }>(QUESTION_API.remove, { ids: [...ids] })).counts;
  }
}
