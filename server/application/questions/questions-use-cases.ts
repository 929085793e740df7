import { type SettingsRepository } from '../settings/settings-repository.port';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type WidgetSettingsSaver } from '../shared/widget-settings-saver.port';
import { AnswerQuestionUseCase } from './answer-question.use-case';
import { DeleteAnswerUseCase } from './delete-answer.use-case';
import { DeleteQuestionsUseCase } from './delete-questions.use-case';
import { GetQaSettingsUseCase } from './get-qa-settings.use-case';
import { ListQuestionsUseCase } from './list-questions.use-case';
import { type QuestionRepository, type QuestionWrites } from './question-repository.port';
import { SetQaSettingsUseCase } from './set-qa-settings.use-case';
import { UpdateQuestionsUseCase } from './update-questions.use-case';

export interface QuestionsPorts {
  readonly questions: QuestionRepository;
  readonly questionTransactions: Transactions<QuestionWrites>;
  readonly shops: ShopRepository;
  readonly settings: SettingsRepository;
  /** The Q&A widget's settings are saved as the other widgets' are (its switch counts against the plan's allowance). */
  readonly widgetSettings: WidgetSettingsSaver;
  readonly now: () => Date;
}

/** The Q&A calls (docs/product/questions.md): questions, answers and the Q&A widget settings. */
export function createQuestionsUseCases({ questions, questionTransactions, shops, settings, widgetSettings, now }: QuestionsPorts) {
  const getQaSettings = new GetQaSettingsUseCase(settings);
  return {
    listQuestions: new ListQuestionsUseCase(questions, shops, now),
    answerQuestion: new AnswerQuestionUseCase(questions, questionTransactions, shops, now),
    deleteAnswer: new DeleteAnswerUseCase(questions),
    updateQuestions: new UpdateQuestionsUseCase(questions, questionTransactions),
    deleteQuestions: new DeleteQuestionsUseCase(questions, questionTransactions),
    getQaSettings,
    setQaSettings: new SetQaSettingsUseCase(widgetSettings, getQaSettings),
  };
}

export type QuestionsUseCases = ReturnType<typeof createQuestionsUseCases>;
