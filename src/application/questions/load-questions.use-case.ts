import { inject, injectable } from 'inversify';
import { type QuestionPage } from '../../domain/questions/question-item';
import { TOKENS } from '../tokens';
import { type QuestionListState, toQuestionListRequest } from './question-list-state';
import { type QuestionsGateway } from './questions-gateway.port';

/** One page of the shop's questions for a filter, with the tab counts. */
@injectable()
export class LoadQuestionsUseCase {
  constructor(@inject(TOKENS.QuestionsGateway) private readonly questions: QuestionsGateway) {}

  execute(state: QuestionListState): Promise<QuestionPage> {
    return this.questions.list(toQuestionListRequest(state));
  }
}
