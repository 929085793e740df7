import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { toQuestionItem } from './question-item';
import { type QuestionRepository } from './question-repository.port';
import { type QuestionItem } from '../../../src/domain/questions/question-item';

/** Deletes one of the shop's answers; returns the question it answered, as it now is. */
export class DeleteAnswerUseCase {
  constructor(private readonly questions: QuestionRepository) {}

  async execute(shop: AuthenticatedShop, answerId: number): Promise<QuestionItem> {
    const questionId = await this.questions.deleteAnswer(shop, answerId);
    if (questionId === null) throw notFound('answer_id: the answer');
    const question = await this.questions.find(shop, questionId);
    if (!question) throw notFound('answer_id: the answer');
    return toQuestionItem(question);
  }
}
