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
/** Longest answer the server accepts (after trimming). */
export const ANSWER_MAX_LENGTH = 5000;

export interface AnswerItem {
  readonly id: number;
  readonly author_name: string;
  readonly body: string;
  readonly published: boolean;
  /** ISO 8601, UTC. */
  readonly answered_at: string;
}

export interface QuestionItem {
  readonly id: number;
  readonly product_id: string;
  /** '' when the product is no longer in the catalog. */
  readonly product_title: string;
  readonly product_image_url: string | null;
  readonly questioner_name: string;
  readonly questioner_email: string;
  readonly body: string;
  readonly published: boolean;
  /** ISO 8601, UTC. */
  readonly asked_at: string;
  /** Oldest first. */
  readonly answers: readonly AnswerItem[];
}

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
