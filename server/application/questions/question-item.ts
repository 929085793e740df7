import { type StoredQuestion } from './question-repository.port';

/** get_questions' page size when none is asked for, and the largest page it serves. */
export const DEFAULT_QUESTION_PAGE_SIZE = 20;
export const MAX_QUESTION_PAGE_SIZE = 100;
/** An answer's text after trimming: at least one character, at most this many. */
export const ANSWER_BODY_MAX_LENGTH = 5000;
/** How many questions one update_questions or delete_questions call may name. */
export const MAX_BULK_QUESTION_IDS = 500;

export interface AnswerItem {
  readonly id: number;
  readonly author_name: string;
  readonly body: string;
  readonly published: boolean;
  readonly answered_at: string;
}

/** A question as the admin receives it; text is returned exactly as stored (the UI escapes it). */
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
  readonly asked_at: string;
  readonly answers: readonly AnswerItem[];
}

export function toQuestionItem(question: StoredQuestion): QuestionItem {
  return {
    id: question.id,
    product_id: question.productId,
    product_title: question.productTitle ?? '',
    product_image_url: question.productImageUrl,
    questioner_name: question.questionerName,
    questioner_email: question.questionerEmail,
    body: question.body,
    published: question.published,
    asked_at: question.askedAt.toISOString(),
    answers: question.answers.map((answer) => ({
      id: answer.id,
      author_name: answer.authorName,
      body: answer.body,
      published: answer.published,
      answered_at: answer.answeredAt.toISOString(),
    })),
  };
}
