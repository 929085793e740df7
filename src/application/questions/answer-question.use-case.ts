import { inject, injectable } from 'inversify';
import { type QuestionItem } from '../../domain/questions/question-item';
import { TOKENS } from '../tokens';
import { type AnswerDraft, type QuestionsGateway } from './questions-gateway.port';

/** Adds, edits and deletes a question's answers; each answers the question as it now is. */
@injectable()
export class AnswerQuestionUseCase {
  constructor(@inject(TOKENS.QuestionsGateway) private readonly questions: QuestionsGateway) {}

  save(draft: AnswerDraft): Promise<QuestionItem> {
    return this.questions.answer(draft);
  }

  remove(answerId: number): Promise<QuestionItem> {
    return this.questions.deleteAnswer(answerId);
  }
}
