import { type QuestionsDeleted } from '../../../src/domain/questions/question-item';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { changedOrNotFound } from './bulk-outcome';
import { type QuestionRepository } from './question-repository.port';

/** delete_questions: deletes every named question with its answers, or (one id not the shop's) none. */
export class DeleteQuestionsUseCase {
  constructor(private readonly questions: QuestionRepository) {}

  async execute(shop: AuthenticatedShop, ids: readonly number[]): Promise<QuestionsDeleted> {
    const deleted = changedOrNotFound(await this.questions.delete(shop, [...new Set(ids)]));
    return { deleted, counts: await this.questions.counts(shop) };
  }
}
