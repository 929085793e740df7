import { type QaSettings } from '../domain/questions/qa-settings';
import { type QuestionItem, type QuestionPage, type QuestionsDeleted, type QuestionsUpdated } from '../domain/questions/question-item';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./questions.schema'));

/** The Q&A calls of the admin API (docs/api/questions.md). */
const ADMIN = '/api/v1/admin';

/** get_questions' page size when none is asked for (the Manage Q&A table's); the largest is the schema's MAX_QUESTION_PAGE_SIZE. */
export const DEFAULT_QUESTION_PAGE_SIZE = 20;

/** GET get_questions: a page of the shop's questions for a filter, with the shop-wide counts. */
export const getQuestions = get(
  `${ADMIN}/get_questions`,
  schema('getQuestionsRequest'),
  answer<QuestionPage>(),
);

/**
 * POST answer_question: adds an answer (published unless `published: false`), or with
 * `answer_id` edits that answer of the question; answers the question as it now is.
 */
export const answerQuestion = post(
  `${ADMIN}/answer_question`,
  schema('answerQuestionRequest'),
  answer<QuestionItem>(),
);

/** POST delete_answer: answers the question the answer belonged to, as it now is. */
export const deleteAnswer = post(
  `${ADMIN}/delete_answer`,
  schema('deleteAnswerRequest'),
  answer<QuestionItem>(),
);

/** POST update_questions: publishes or unpublishes every named question, or (one not the shop's) none. */
export const updateQuestions = post(
  `${ADMIN}/update_questions`,
  schema('updateQuestionsRequest'),
  answer<QuestionsUpdated>(),
);

/** POST delete_questions: deletes every named question with its answers, or (one not the shop's) none. */
export const deleteQuestions = post(
  `${ADMIN}/delete_questions`,
  schema('deleteQuestionsRequest'),
  answer<QuestionsDeleted>(),
);

/** GET get_qa_settings: the Q&A widget's settings (defaults until the shop saves). */
export const getQaSettings = get(`${ADMIN}/get_qa_settings`, NO_PARAMS, answer<QaSettings>());

/**
 * POST set_qa_settings: a partial save, answering the whole object. `id` may be echoed back and
 * is ignored: the shop comes from the token.
 */
export const setQaSettings = post(
  `${ADMIN}/set_qa_settings`,
  schema('setQaSettingsRequest'),
  answer<QaSettings>(),
);
