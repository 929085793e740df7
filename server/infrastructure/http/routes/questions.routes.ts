import { type ValidRequestOf } from '../../../../src/contracts/contract';
import { dateRangeChoiceOf } from '../../../../src/contracts/date-range.fields';
import {
  answerQuestion,
  DEFAULT_QUESTION_PAGE_SIZE,
  deleteAnswer,
  deleteQuestions,
  getQaSettings,
  getQuestions,
  setQaSettings,
  updateQuestions,
} from '../../../../src/contracts/questions.contract';
import { type QaSettingsChanges } from '../../../../src/domain/questions/qa-settings';
import { DEFAULT_QUESTION_SEARCH_FIELD, DEFAULT_QUESTION_SORT } from '../../../../src/domain/questions/question-filter-codes';
import { type AnswerQuestionRequest } from '../../../application/questions/answer-question.use-case';
import { type QuestionListRequest } from '../../../application/questions/list-questions.use-case';
import { type QuestionsUseCases } from '../../../application/questions/questions-use-cases';
import { ContractRoutes } from '../contract-routes';

function toListRequest(query: ValidRequestOf<typeof getQuestions>): QuestionListRequest {
  return {
    productIds: query.product_ids ?? [],
    publishes: query.publishes ?? [],
    answered: query.answered ?? [],
    dateRange: dateRangeChoiceOf(query),
    keyword: query.keyword ?? '',
    searchField: query.search_field ?? DEFAULT_QUESTION_SEARCH_FIELD,
    sort: query.sort ?? DEFAULT_QUESTION_SORT,
    page: query.page ?? 1,
    pageSize: query.page_size ?? DEFAULT_QUESTION_PAGE_SIZE,
  };
}

function toAnswerRequest(body: ValidRequestOf<typeof answerQuestion>): AnswerQuestionRequest {
  return {
    questionId: body.question_id,
    body: body.body,
    ...(body.published === undefined ? {} : { published: body.published }),
    ...(body.answer_id === undefined ? {} : { answerId: body.answer_id }),
  };
}

function toQaSettingsChanges(body: ValidRequestOf<typeof setQaSettings>): QaSettingsChanges {
  return { ...(body.is_active === undefined ? {} : { is_active: body.is_active }), ...(body.color === undefined ? {} : { color: body.color }) };
}

/** The Q&A calls of /api/v1/admin (docs/api/questions.md); mount after authentication. */
export function questionsRoutes(useCases: QuestionsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getQuestions, (query, c) => useCases.listQuestions.execute(c.get('shop'), toListRequest(query)))
    .serve(answerQuestion, (body, c) => useCases.answerQuestion.execute(c.get('shop'), toAnswerRequest(body)))
    .serve(deleteAnswer, (body, c) => useCases.deleteAnswer.execute(c.get('shop'), body.answer_id))
    .serve(updateQuestions, (body, c) => useCases.updateQuestions.execute(c.get('shop'), body.ids, body.published))
    .serve(deleteQuestions, (body, c) => useCases.deleteQuestions.execute(c.get('shop'), body.ids))
    .serve(getQaSettings, (_query, c) => useCases.getQaSettings.execute(c.get('shop')))
    .serve(setQaSettings, (body, c) => useCases.setQaSettings.execute(c.get('shop'), toQaSettingsChanges(body))).router;
}
