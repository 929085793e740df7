import { type QuestionItem } from '../../../src/domain/questions/question-item';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { toQuestionItem } from './question-item';
import { type QuestionRepository } from './question-repository.port';

/** One of the shop's questions with its answers; another shop's id is simply not found. */
export class GetQuestionUseCase {
  constructor(private readonly questions: QuestionRepository) {}

  async execute(shop: AuthenticatedShop, id: number): Promise<QuestionItem> {
    const question = await this.questions.find(shop, id);
    if (question === null) throw notFound(`question ${id}`);
    return toQuestionItem(question);
  }
}
