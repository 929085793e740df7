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

/** The shop answers (or edits its answer to) one of its questions; returns the question as it now is. */
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
      const added = await this.transactions.run(({ questions }) => questions.addAnswer(shop, request.questionId, answer));
      if (!added) throw notFound('question_id: the question');
    } else {
      const changes = request.published === undefined ? { body: request.body } : { body: request.body, published: request.published };
      const updated = await this.questions.updateAnswer(shop, request.questionId, request.answerId, changes);
      if (!updated) throw notFound('answer_id: the answer to this question');
    }
    const question = await this.questions.find(shop, request.questionId);
    if (!question) throw notFound('question_id: the question');
    return toQuestionItem(question);
  }
}
