/**
 * The admin API's question as both sides see it (get_questions and the answer calls). Text is
 * exactly as stored; renderers escape it.
 */
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

/** An answer's text after trimming: at least one character, at most this many. */
export const ANSWER_BODY_MAX_LENGTH = 5000;

/** Over all of the shop's questions, whatever the filter: the Manage Q&A tabs' badges. */
export interface QuestionCounts {
  readonly unanswered: number;
  readonly unpublished: number;
}

/** get_questions' answer: one page of the questions a filter selects, with the shop-wide counts. */
export interface QuestionPage {
  readonly list: readonly QuestionItem[];
  /** How many questions the filter selects, over every page. */
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  readonly counts: QuestionCounts;
}

/** update_questions' answer: how many questions changed, and the counts after the change. */
export interface QuestionsUpdated {
  readonly updated: number;
  readonly counts: QuestionCounts;
}

/** delete_questions' answer. */
export interface QuestionsDeleted {
  readonly deleted: number;
  readonly counts: QuestionCounts;
}
