import { inject, injectable } from 'inversify';
import { type QuestionCounts } from '../../domain/questions/question-item';
import { TOKENS } from '../tokens';
import { type QuestionsGateway } from './questions-gateway.port';

/** Publish, unpublish or delete questions: all of them or none (the server's transaction). */
@injectable()
export class ModerateQuestionsUseCase {
  constructor(@inject(TOKENS.QuestionsGateway) private readonly questions: QuestionsGateway) {}

  async setPublished(ids: readonly number[], published: boolean): Promise<QuestionCounts> {
    return (await this.questions.setPublished(ids, published)).counts;
  }

  async remove(ids: readonly number[]): Promise<QuestionCounts> {
    return (await this.questions.remove(ids)).counts;
  }
}
