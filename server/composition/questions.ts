import { DrizzleOutgoingEventQueue } from '../infrastructure/db/drizzle-outgoing-event-queue';
import { createQuestionsUseCases } from '../application/questions/questions-use-cases';
import { DrizzleQuestionRepository } from '../infrastructure/db/drizzle-question-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { questionsRoutes } from '../infrastructure/http/routes/questions.routes';
import { type Platform } from './platform';

/** get_questions, answers, update/delete_questions and the Q&A settings (docs/product/questions.md). */
export function composeQuestions({ db, shops, settings, widgetSettingsSaver, now }: Platform): AreaRoutes {
  const questions = createQuestionsUseCases({
    questions: new DrizzleQuestionRepository(db),
    questionTransactions: new DrizzleTransactions(db, (tx) => ({ questions: new DrizzleQuestionRepository(tx), events: new DrizzleOutgoingEventQueue(tx) })),
    shops,
    settings,
    widgetSettings: widgetSettingsSaver,
    now,
  });
  return { admin: [questionsRoutes(questions)] };
}
