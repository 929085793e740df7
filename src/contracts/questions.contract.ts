import { z } from 'zod';
import { QA_ACTIVE_CODES, QA_COLOR_PATTERN, type QaSettings } from '../domain/questions/qa-settings';
import {
  ANSWERED_CODES,
  PUBLISHED_CODES,
  QUESTION_SEARCH_FIELDS,
  QUESTION_SORTS,
} from '../domain/questions/question-filter-codes';
import {
  ANSWER_BODY_MAX_LENGTH,
  type QuestionItem,
  type QuestionPage,
  type QuestionsDeleted,
  type QuestionsUpdated,
} from '../domain/questions/question-item';
import { answer, get, post } from './contract';
import { checkDateRange, dateRangeFields } from './date-range.fields';
import { codeList, flag, numericCode, one, oneOf, paging, recordId, text } from './fields';
import { keywordField, productIdsField } from './list-filter.fields';

/** The Q&A calls of the admin API (docs/api/questions.md). */
const ADMIN = '/api/v1/admin';

/** get_questions' page size when none is asked for (the Manage Q&A table's), and the largest it serves. */
export const DEFAULT_QUESTION_PAGE_SIZE = 20;
export const MAX_QUESTION_PAGE_SIZE = 100;
/** The deepest page get_questions serves (offsets beyond are never a real screen). */
export const QUESTION_MAX_PAGE = 100_000;
/** How many questions one update_questions or delete_questions call may name. */
export const MAX_BULK_QUESTION_IDS = 500;

/**
 * get_questions' fields, each read on its own. Not strict: a query may carry parameters this
 * call does not read. The admin's address bar reads the same fields leniently.
 */
export const questionListFields = z.object({
  product_ids: productIdsField,
  publishes: codeList(numericCode(PUBLISHED_CODES, '1 (published), 2 (unpublished)')).optional(),
  answered: codeList(numericCode(ANSWERED_CODES, '1 (answered), 2 (unanswered)')).optional(),
  ...dateRangeFields,
  keyword: keywordField,
  search_field: one(oneOf(QUESTION_SEARCH_FIELDS)).optional(),
  sort: one(oneOf(QUESTION_SORTS)).optional(),
  ...paging({ maxPage: QUESTION_MAX_PAGE, maxPageSize: MAX_QUESTION_PAGE_SIZE }),
});

/** GET get_questions: a page of the shop's questions for a filter, with the shop-wide counts. */
export const getQuestions = get(`${ADMIN}/get_questions`, questionListFields.superRefine(checkDateRange), answer<QuestionPage>());

const questionIds = z
  .array(recordId, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of question ids') })
  .min(1, 'must name at least one question')
  .max(MAX_BULK_QUESTION_IDS, `must name at most ${MAX_BULK_QUESTION_IDS} questions`);

/**
 * POST answer_question: adds an answer (published unless `published: false`), or with
 * `answer_id` edits that answer of the question; answers the question as it now is.
 */
export const answerQuestion = post(
  `${ADMIN}/answer_question`,
  z.strictObject({
    question_id: recordId,
    body: text({ min: 1, max: ANSWER_BODY_MAX_LENGTH }),
    published: flag.optional(),
    answer_id: recordId.optional(),
  }),
  answer<QuestionItem>(),
);

/** POST delete_answer: answers the question the answer belonged to, as it now is. */
export const deleteAnswer = post(`${ADMIN}/delete_answer`, z.strictObject({ answer_id: recordId }), answer<QuestionItem>());

/** POST update_questions: publishes or unpublishes every named question, or (one not the shop's) none. */
export const updateQuestions = post(`${ADMIN}/update_questions`, z.strictObject({ ids: questionIds, published: flag }), answer<QuestionsUpdated>());

/** POST delete_questions: deletes every named question with its answers, or (one not the shop's) none. */
export const deleteQuestions = post(`${ADMIN}/delete_questions`, z.strictObject({ ids: questionIds }), answer<QuestionsDeleted>());

/** GET get_qa_settings: the Q&A widget's settings (defaults until the shop saves). */
export const getQaSettings = get(`${ADMIN}/get_qa_settings`, z.object({}), answer<QaSettings>());

const qaColor = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(QA_COLOR_PATTERN, 'must be a colour as #RRGGBB')
  .transform((color) => color.toUpperCase());

/**
 * POST set_qa_settings: a partial save, answering the whole object. `id` may be echoed back and
 * is ignored: the shop comes from the token.
 */
export const setQaSettings = post(
  `${ADMIN}/set_qa_settings`,
  z
    .strictObject({
      id: z.union([z.number(), z.string()], { error: 'must be the settings id' }).optional(),
      is_active: numericCode(QA_ACTIVE_CODES).optional(),
      color: qaColor.optional(),
    })
    .refine((body) => body.is_active !== undefined || body.color !== undefined, 'must contain is_active or color'),
  answer<QaSettings>(),
);
