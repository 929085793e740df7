import { type QuestionsUpdated } from '../../../src/domain/questions/question-item';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { changedOrNotFound } from './bulk-outcome';
import { type QuestionRepository, type QuestionWrites } from './question-repository.port';

/** update_questions: publishes or unpublishes every named question, or (one id not the shop's) none. */
export class UpdateQuestionsUseCase {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly transactions: Transactions<QuestionWrites>,
  ) {}

  async execute(shop: AuthenticatedShop, ids: readonly number[], published: boolean): Promise<QuestionsUpdated> {
    const updated = changedOrNotFound(await this.transactions.run(({ questions }) => questions.setPublished(shop, [...new Set(ids)], published)));
    return { updated, counts: await this.questions.counts(shop) };
  }
}
