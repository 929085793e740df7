import { z } from 'zod';
import { QA_ACTIVE_CODES, QA_COLOR_PATTERN } from '../domain/questions/qa-settings';
import { ANSWERED_CODES, PUBLISHED_CODES, QUESTION_SEARCH_FIELDS, QUESTION_SORTS } from '../domain/questions/question-filter-codes';
import { ANSWER_BODY_MAX_LENGTH } from '../domain/questions/question-item';
import { checkDateRange, dateRangeFields } from './date-range.fields';
import { codeList, flag, numericCode, one, oneOf, paging, recordId, text } from './fields';
import { keywordField, productIdsField } from './list-filter.fields';

/** The request schemas of questions.contract.ts. */

/** The largest page get_questions serves. */
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

export const getQuestionsRequest = questionListFields.superRefine(checkDateRange);

const questionIds = z
  .array(recordId, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of question ids') })
  .min(1, 'must name at least one question')
  .max(MAX_BULK_QUESTION_IDS, `must name at most ${MAX_BULK_QUESTION_IDS} questions`);

export const answerQuestionRequest = z.strictObject({
  question_id: recordId,
  body: text({ min: 1, max: ANSWER_BODY_MAX_LENGTH }),
  published: flag.optional(),
  answer_id: recordId.optional(),
});

export const deleteAnswerRequest = z.strictObject({ answer_id: recordId });

export const updateQuestionsRequest = z.strictObject({ ids: questionIds, published: flag });

export const deleteQuestionsRequest = z.strictObject({ ids: questionIds });

const qaColor = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(QA_COLOR_PATTERN, 'must be a colour as #RRGGBB')
  .transform((color) => color.toUpperCase());

/** The Q&A widget's fields as a preview's draft sends them. */
export const qaSettingsFields = z.strictObject({ is_active: numericCode(QA_ACTIVE_CODES).optional(), color: qaColor.optional() });

export const setQaSettingsRequest = z
  .strictObject({
    id: z.union([z.number(), z.string()], { error: 'must be the settings id' }).optional(),
    is_active: numericCode(QA_ACTIVE_CODES).optional(),
    color: qaColor.optional(),
  })
  .refine((body) => body.is_active !== undefined || body.color !== undefined, 'must contain is_active or color');
