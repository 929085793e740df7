import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_QUESTION_PAGE_SIZE, MAX_BULK_QUESTION_IDS, MAX_QUESTION_PAGE_SIZE } from '../../../application/questions/question-item';
import { QA_COLOR_PATTERN, type QaActive, type QaSettingsFields } from '../../../application/questions/qa-settings';
import { QUESTION_SEARCH_FIELDS, QUESTION_SORTS } from '../../../application/questions/question-repository.port';
import { type QuestionsUseCases } from '../../../application/questions/questions-use-cases';
import { type TwoStateCode } from '../../../application/questions/list-questions.use-case';
import { parseIsoDate } from '../../../../src/domain/dates/calendar-date';
import { ALL_TIME_RANGE, type DateRangeChoice, parseDateRangeQuery } from '../../../../src/domain/dates/date-range';
import { textWithoutControlCharacters } from '../control-characters';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody, parseQuery } from '../request-input';
import { ANSWER_BODY_MAX_LENGTH } from '../../../../src/domain/questions/question-item';

/** Longest product id and keyword get_questions reads, and how many product ids at most. */
export const QUESTION_PRODUCT_ID_MAX_LENGTH = 255;
export const QUESTION_PRODUCT_IDS_MAX = 250;
export const QUESTION_KEYWORD_MAX_LENGTH = 200;
/** The deepest page get_questions serves (offsets beyond are never a real screen). */
export const QUESTION_MAX_PAGE = 100_000;

const isMissing = (input: unknown) => input === undefined;

/** A parameter sent once; a repeated one counts by its first value, as URLSearchParams.get reads it. */
const single = <T extends z.ZodType>(schema: T) => z.preprocess((raw) => (Array.isArray(raw) ? (raw as unknown[])[0] : raw), schema);

/** A repeated parameter (spec §7: GET sends repeated-array params): absent is empty. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw): unknown[] => (raw === undefined ? [] : Array.isArray(raw) ? (raw as unknown[]) : [raw]), z.array(item));

const twoStateCode = (meaning: string) =>
  z.enum(['1', '2'], { error: `must be ${meaning}` }).transform((code) => Number(code) as TwoStateCode);

const wholeNumberParam = (min: number, max: number, fallback: number) =>
  single(
    z
      .string()
      .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`))
      .optional(),
  ).transform((value) => value ?? fallback);

const DATE_RANGE_CODES = 'must be 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days) or 5 (last 12 months)';

/** date_range, or start_date and end_date (YYYY-MM-DD, shop-local days, inclusive); none is all time. */
function dateRangeChoice(query: { date_range?: unknown; start_date?: unknown; end_date?: unknown }, context: z.RefinementCtx): DateRangeChoice {
  const parsed = parseDateRangeQuery(query);
  if (parsed.ok) return parsed.choice;
  const fail = (field: string, message: string) => {
    context.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  };
  const first = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);
  switch (parsed.error) {
    case 'missing':
      return ALL_TIME_RANGE;
    case 'unknownDateRange':
      return fail('date_range', DATE_RANGE_CODES);
    case 'incompleteCustomRange':
      return query.start_date === undefined ? fail('start_date', 'is required with end_date') : fail('end_date', 'is required with start_date');
    case 'invalidDate': {
      const start = first(query.start_date);
      const startValid = typeof start === 'string' && parseIsoDate(start) !== null;
      return fail(startValid ? 'end_date' : 'start_date', 'must be a date as YYYY-MM-DD');
    }
    case 'startAfterEnd':
      return fail('start_date', 'must not be after end_date');
  }
}

/** Not strict: a query may carry parameters this call does not read. */
const questionListQuery = z
  .object({
    product_ids: repeated(
      z
        .string()
        .trim()
        .max(QUESTION_PRODUCT_ID_MAX_LENGTH, `must be at most ${QUESTION_PRODUCT_ID_MAX_LENGTH} characters`),
    )
      .transform((ids) => ids.filter((id) => id !== ''))
      .refine((ids) => ids.length <= QUESTION_PRODUCT_IDS_MAX, `must name at most ${QUESTION_PRODUCT_IDS_MAX} products`),
    publishes: repeated(twoStateCode('1 (published) or 2 (unpublished)')),
    answered: repeated(twoStateCode('1 (answered) or 2 (unanswered)')),
    date_range: z.unknown().optional(),
    start_date: z.unknown().optional(),
    end_date: z.unknown().optional(),
    keyword: single(
      textWithoutControlCharacters(
        z.string().trim().max(QUESTION_KEYWORD_MAX_LENGTH, `must be at most ${QUESTION_KEYWORD_MAX_LENGTH} characters`),
      ).optional(),
    ),
    search_field: single(z.enum(QUESTION_SEARCH_FIELDS, { error: 'must be questioner or body' }).optional()),
    sort: single(z.enum(QUESTION_SORTS, { error: 'must be asked_at_desc or asked_at_asc' }).optional()),
    page: wholeNumberParam(1, QUESTION_MAX_PAGE, 1),
    page_size: wholeNumberParam(1, MAX_QUESTION_PAGE_SIZE, DEFAULT_QUESTION_PAGE_SIZE),
  })
  .transform((query, context) => ({
    productIds: query.product_ids,
    publishes: query.publishes,
    answered: query.answered,
    dateRange: dateRangeChoice(query, context),
    keyword: query.keyword ?? '',
    searchField: query.search_field ?? 'questioner',
    sort: query.sort ?? 'asked_at_desc',
    page: query.page,
    pageSize: query.page_size,
  }));

/** A question or answer id: a positive whole number (a decimal string is read too). */
const recordId = z.unknown().transform((raw, context): number => {
  const value = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  context.addIssue({ code: 'custom', message: raw === undefined ? 'is required' : 'must be a positive whole number' });
  return z.NEVER;
});

const answerBody = textWithoutControlCharacters(
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be blank')
    .max(ANSWER_BODY_MAX_LENGTH, `must be at most ${ANSWER_BODY_MAX_LENGTH} characters`),
);

const publishedFlag = z.boolean({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be true or false') });

const answerQuestionBody = z.strictObject({
  question_id: recordId,
  body: answerBody,
  published: publishedFlag.optional(),
  answer_id: recordId.optional(),
});

const deleteAnswerBody = z.strictObject({ answer_id: recordId });

const questionIds = z
  .array(recordId, { error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be a list of question ids') })
  .min(1, 'must name at least one question')
  .max(MAX_BULK_QUESTION_IDS, `must name at most ${MAX_BULK_QUESTION_IDS} questions`);

const updateQuestionsBody = z.strictObject({ ids: questionIds, published: publishedFlag });
const deleteQuestionsBody = z.strictObject({ ids: questionIds });

const qaActive = z.unknown().transform((raw, context): QaActive => {
  if (raw === 0 || raw === '0') return 0;
  if (raw === 1 || raw === '1') return 1;
  context.addIssue({ code: 'custom', message: 'must be 0 or 1' });
  return z.NEVER;
});

const qaColor = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(QA_COLOR_PATTERN, 'must be a colour as #RRGGBB')
  .transform((color) => color.toUpperCase());

/** A partial save; `id` (spec §3) may be echoed back and is ignored: the shop comes from the token. */
const qaSettingsBody = z
  .strictObject({
    id: z.union([z.number(), z.string()], { error: 'must be the settings id' }).optional(),
    is_active: qaActive.optional(),
    color: qaColor.optional(),
  })
  .refine((body) => body.is_active !== undefined || body.color !== undefined, 'must contain is_active or color');

function qaSettingsChanges(body: z.infer<typeof qaSettingsBody>): Partial<QaSettingsFields> {
  return { ...(body.is_active === undefined ? {} : { is_active: body.is_active }), ...(body.color === undefined ? {} : { color: body.color }) };
}

/** The Q&A calls of /api/v1/admin (issue 5); mount after authentication. */
export function questionsRoutes(useCases: QuestionsUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_questions', async (c) => ok(c, await useCases.listQuestions.execute(c.get('shop'), parseQuery(c, questionListQuery))))
    .post('/answer_question', async (c) => {
      const body = await parseBody(c, answerQuestionBody);
      return ok(
        c,
        await useCases.answerQuestion.execute(c.get('shop'), {
          questionId: body.question_id,
          body: body.body,
          ...(body.published === undefined ? {} : { published: body.published }),
          ...(body.answer_id === undefined ? {} : { answerId: body.answer_id }),
        }),
      );
    })
    .post('/delete_answer', async (c) => {
      const body = await parseBody(c, deleteAnswerBody);
      return ok(c, await useCases.deleteAnswer.execute(c.get('shop'), body.answer_id));
    })
    .post('/update_questions', async (c) => {
      const body = await parseBody(c, updateQuestionsBody);
      return ok(c, await useCases.updateQuestions.execute(c.get('shop'), body.ids, body.published));
    })
    .post('/delete_questions', async (c) => {
      const body = await parseBody(c, deleteQuestionsBody);
      return ok(c, await useCases.deleteQuestions.execute(c.get('shop'), body.ids));
    })
    .get('/get_qa_settings', async (c) => ok(c, await useCases.getQaSettings.execute(c.get('shop'))))
    .post('/set_qa_settings', async (c) => {
      const body = await parseBody(c, qaSettingsBody);
      return ok(c, await useCases.setQaSettings.execute(c.get('shop'), qaSettingsChanges(body)));
    });
}
