/**
 * The codes get_questions filters and sorts by, for the server, the admin and its address bar
 * alike (docs/product/questions.md). Each two-state filter takes either code, both or none.
 */
export const PUBLISHED = 1;
export const UNPUBLISHED = 2;
export const PUBLISHED_CODES = [PUBLISHED, UNPUBLISHED] as const;
export type PublishedCode = (typeof PUBLISHED_CODES)[number];

/** Answered: at least one answer, published or not. */
export const ANSWERED = 1;
export const UNANSWERED = 2;
export const ANSWERED_CODES = [ANSWERED, UNANSWERED] as const;
export type AnsweredCode = (typeof ANSWERED_CODES)[number];

/** The text a keyword search compares: the questioner's name or the question's body. */
export const QUESTION_SEARCH_FIELDS = ['questioner', 'body'] as const;
export type QuestionSearchField = (typeof QUESTION_SEARCH_FIELDS)[number];
export const DEFAULT_QUESTION_SEARCH_FIELD: QuestionSearchField = 'questioner';

/** Ties are broken by id, in the same direction. */
export const QUESTION_SORTS = ['asked_at_desc', 'asked_at_asc'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const DEFAULT_QUESTION_SORT: QuestionSort = 'asked_at_desc';
