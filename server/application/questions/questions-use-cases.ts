import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { AnswerQuestionUseCase } from './answer-question.use-case';
import { DeleteAnswerUseCase } from './delete-answer.use-case';
import { DeleteQuestionsUseCase } from './delete-questions.use-case';
import { GetQaSettingsUseCase } from './get-qa-settings.use-case';
import { ListQuestionsUseCase } from './list-questions.use-case';
import { type QuestionRepository } from './question-repository.port';
import { SetQaSettingsUseCase } from './set-qa-settings.use-case';
import { UpdateQuestionsUseCase } from './update-questions.use-case';

export interface QuestionsPorts {
  readonly questions: QuestionRepository;
  readonly shops: ShopRepository;
  readonly settings: SettingsRepository;
  readonly now: () => Date;
}

/** The Q&A calls of issue 5: questions, answers and the Q&A widget settings. */
export function createQuestionsUseCases({ questions, shops, settings, now }: QuestionsPorts) {
  const getQaSettings = new GetQaSettingsUseCase(settings);
  return {
    listQuestions: new ListQuestionsUseCase(questions, shops, now),
    answerQuestion: new AnswerQuestionUseCase(questions, shops, now),
    deleteAnswer: new DeleteAnswerUseCase(questions),
    updateQuestions: new UpdateQuestionsUseCase(questions),
    deleteQuestions: new DeleteQuestionsUseCase(questions),
    getQaSettings,
    setQaSettings: new SetQaSettingsUseCase(settings, getQaSettings),
  };
}

export type QuestionsUseCases = ReturnType<typeof createQuestionsUseCases>;
