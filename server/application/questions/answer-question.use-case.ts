import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { toQuestionItem } from './question-item';
import { type QuestionRepository, type QuestionWrites } from './question-repository.port';
import { type QuestionItem } from '../../../src/domain/questions/question-item';

export interface AnswerQuestionRequest {
  readonly questionId: number;
  /** Already trimmed and checked (1..ANSWER_BODY_MAX_LENGTH). */
  readonly body: string;
  /** New answers default to published; an edit without it keeps the answer's state. */
  readonly published?: boolean;
  /** Edits this answer of the question instead of adding one. */
  readonly answerId?: number;
}

/**
 * The shop answers (or edits its answer to) one of its questions; returns the question as it now
 * is. A published answer publishes its question too, in the same transaction: the storefront told
 * the shopper the question appears once answered (docs/product/questions.md#answering).
 */
export class AnswerQuestionUseCase {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly transactions: Transactions<QuestionWrites>,
    private readonly shops: ShopRepository,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: AnswerQuestionRequest): Promise<QuestionItem> {
    if (request.answerId === undefined) {
      const record = await this.shops.get(shop);
      if (!record) throw notFound('shop');
      const answer = { authorName: record.name, body: request.body, published: request.published ?? true, answeredAt: this.now() };
      const added = await this.transactions.run(async ({ questions, events }) => {
        if (!(await questions.addAnswer(shop, request.questionId, answer))) return false;
        if (answer.published) await questions.setPublished(shop, [request.questionId], true);
        await events.queueQuestionEvent(shop, 'question.answered', [request.questionId], answer.answeredAt);
        return true;
      });
      if (!added) throw notFound('question_id: the question');
    } else {
      const { answerId } = request;
      const changes = request.published === undefined ? { body: request.body } : { body: request.body, published: request.published };
      const updated = await this.transactions.run(async ({ questions }) => {
        if (!(await questions.updateAnswer(shop, request.questionId, answerId, changes))) return false;
        if (changes.published === true) await questions.setPublished(shop, [request.questionId], true);
        return true;
      });
      if (!updated) throw notFound('answer_id: the answer to this question');
    }
    const question = await this.questions.find(shop, request.questionId);
    if (!question) throw notFound('question_id: the question');
    return toQuestionItem(question);
  }
}
