import { type QuestionsDeleted } from '../../../src/domain/questions/question-item';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { changedOrNotFound } from './bulk-outcome';
import { type QuestionRepository, type QuestionWrites } from './question-repository.port';

/** delete_questions: deletes every named question with its answers, or (one id not the shop's) none. */
export class DeleteQuestionsUseCase {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly transactions: Transactions<QuestionWrites>,
  ) {}

  async execute(shop: AuthenticatedShop, ids: readonly number[]): Promise<QuestionsDeleted> {
    const deleted = changedOrNotFound(await this.transactions.run(({ questions }) => questions.delete(shop, [...new Set(ids)])));
    return { deleted, counts: await this.questions.counts(shop) };
  }
}
