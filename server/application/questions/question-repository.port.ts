import { type OutgoingEventQueue } from '../shared/outgoing-events.port';
import { type QuestionSearchField, type QuestionSort } from '../../../src/domain/questions/question-filter-codes';
import { type QuestionCounts } from '../../../src/domain/questions/question-item';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** What get_questions selects, already checked and resolved (dates to instants, keyword folded). */
export interface QuestionListCriteria {
  /** Empty: every product. */
  readonly productIds: readonly string[];
  /** Null: published and unpublished. */
  readonly published: boolean | null;
  /** Null: answered and unanswered. A question is answered when it has at least one answer. */
  readonly answered: boolean | null;
  /** asked_at >= askedFrom and < askedBefore; null: no bound. */
  readonly askedFrom: Date | null;
  readonly askedBefore: Date | null;
  /** The keyword folded with the domain's foldSearchText; a substring of the folded field matches. */
  readonly search: { readonly field: QuestionSearchField; readonly foldedKeyword: string } | null;
  readonly sort: QuestionSort;
  readonly offset: number;
  readonly limit: number;
}

export interface StoredAnswer {
  readonly id: number;
  readonly authorName: string;
  readonly body: string;
  readonly published: boolean;
  readonly answeredAt: Date;
}

export interface StoredQuestion {
  readonly id: number;
  readonly productId: string;
  /** Null when the product is no longer in the shop's catalog. */
  readonly productTitle: string | null;
  readonly productImageUrl: string | null;
  readonly questionerName: string;
  readonly questionerEmail: string;
  readonly body: string;
  readonly published: boolean;
  readonly askedAt: Date;
  /** Oldest first. */
  readonly answers: readonly StoredAnswer[];
}

export interface NewAnswer {
  readonly authorName: string;
  readonly body: string;
  readonly published: boolean;
  readonly answeredAt: Date;
}

export interface AnswerChanges {
  readonly body: string;
  /** Undefined keeps the answer's current state. */
  readonly published?: boolean;
}

/** Ids of the request the shop has no question for; empty when every id was the shop's. */
export interface BulkOutcome {
  readonly missingIds: readonly number[];
  readonly changed: number;
}

/** Every method is scoped to the authenticated shop: another shop's ids are simply not found. */
export interface QuestionRepository {
  list(shop: AuthenticatedShop, criteria: QuestionListCriteria): Promise<{ readonly questions: readonly StoredQuestion[]; readonly total: number }>;
  counts(shop: AuthenticatedShop): Promise<QuestionCounts>;
  find(shop: AuthenticatedShop, questionId: number): Promise<StoredQuestion | null>;
  /** False (nothing written) when the shop has no such question. Locks the question: run it in a transaction. */
  addAnswer(shop: AuthenticatedShop, questionId: number, answer: NewAnswer): Promise<boolean>;
  /** False (nothing written) when the shop has no such answer to that question. */
  updateAnswer(shop: AuthenticatedShop, questionId: number, answerId: number, changes: AnswerChanges): Promise<boolean>;
  /** The answered question's id, or null (nothing deleted) when the shop has no such answer. */
  deleteAnswer(shop: AuthenticatedShop, answerId: number): Promise<number | null>;
  /** All or nothing: with any id missing, nothing changes. Locks the rows: run it in a transaction. */
  setPublished(shop: AuthenticatedShop, ids: readonly number[], published: boolean): Promise<BulkOutcome>;
  /** All or nothing, as `setPublished`; a question's answers go with it. */
  delete(shop: AuthenticatedShop, ids: readonly number[]): Promise<BulkOutcome>;
}

/** The repositories a Q&A change writes through, bound to one transaction. */
export interface QuestionWrites {
  readonly questions: QuestionRepository;
  /** The webhook deliveries a change queues with it (docs/product/webhooks.md). */
  readonly events: OutgoingEventQueue;
}
