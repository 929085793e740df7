import { type QuestionItem } from '../../domain/questions/question-item';

/** The Q&A calls of the admin API (docs/api/questions.md). */
export const QUESTION_API = {
  list: '/api/v1/admin/get_questions',
  answer: '/api/v1/admin/answer_question',
  deleteAnswer: '/api/v1/admin/delete_answer',
  update: '/api/v1/admin/update_questions',
  remove: '/api/v1/admin/delete_questions',
  getSettings: '/api/v1/admin/get_qa_settings',
  setSettings: '/api/v1/admin/set_qa_settings',
} as const;

/** Rows per page of the Manage Q&A table (the server's default). */
export const QUESTION_PAGE_SIZE = 20;

/** Over all of the shop's questions, whatever the filter: the tabs' badges. */
export interface QuestionCounts {
  readonly unanswered: number;
  readonly unpublished: number;
}

export interface QuestionPage {
  readonly list: readonly QuestionItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  readonly counts: QuestionCounts;
}

/** Spec §3 "QA (id, is_active, color)". */
export interface QaSettings {
  readonly id: number;
  readonly is_active: 0 | 1;
  /** #RRGGBB */
  readonly color: string;
}
