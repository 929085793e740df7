import { type OutgoingEventQueue } from '../shared/outgoing-events.port';
import {
  type PublishStatusCode,
  type RatingValue,
  type ResourceTypeCode,
  type ReviewSource,
  type ReviewTagCode,
} from '../../../src/domain/reviews/review-filter-codes';
import { type ReviewItem, type ReviewSort } from '../../../src/domain/reviews/review-item';
import { type ReviewChanges, type ReviewModerationEvent } from '../../../src/contracts/reviews.contract';
import { type JournalTag } from '../bulk-jobs/bulk-journal.port';
import { type NeutralModerationReason } from '../../../src/domain/reviews/moderation-reasons';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * A review filter resolved for SQL: the domain's ReviewFilter, normalised, with the date range
 * turned into UTC instants in the shop's zone and the keyword folded as the search compares it.
 */
export interface ReviewCriteria {
  readonly productIds: readonly string[];
  /** Reviews of the products that are members of one of these groups (the shop's own); empty does not filter. */
  readonly productGroupIds: readonly number[];
  /** commented_at >= from and < before; null bounds do not filter. */
  readonly commentedFrom: Date | null;
  readonly commentedBefore: Date | null;
  readonly resourceTypes: readonly ResourceTypeCode[];
  readonly tags: readonly ReviewTagCode[];
  readonly ratings: readonly RatingValue[];
  readonly publishes: readonly PublishStatusCode[];
  readonly sources: readonly ReviewSource[];
  /** Only the reviews this import added; null does not filter. */
  readonly importId: number | null;
  /** `keyword` as typed (the database folds it for the full-text `all` search), `foldedKeyword` for the substring ones. */
  readonly search: { readonly field: 'all' | 'author' | 'title'; readonly keyword: string; readonly foldedKeyword: string } | null;
}

/** One page of matching reviews and how many match. */
export interface CountedReviews {
  readonly items: readonly ReviewItem[];
  /** The matching rows, counted up to `countLimit`: exact when `totalCapped` is false. */
  readonly total: number;
  /** More than `countLimit` rows match; `total` is then `countLimit`. */
  readonly totalCapped: boolean;
}

/** Counts per value (code or source) of each faceted dimension, each under every other active dimension. */
export interface ReviewFacetCounts {
  readonly total: number;
  readonly ratings: Readonly<Record<string, number>>;
  readonly publishes: Readonly<Record<string, number>>;
  readonly resourceTypes: Readonly<Record<string, number>>;
  readonly tags: Readonly<Record<string, number>>;
  readonly sources: Readonly<Record<string, number>>;
}

/** Which reviews a bulk action takes: listed ids, or everything matching a filter. */
export type ReviewSelection =
  | { readonly kind: 'ids'; readonly ids: readonly number[] }
  | { readonly kind: 'filter'; readonly criteria: ReviewCriteria };

/** The flags a bulk update sets, as the reviews contract validated them. */
export type ReviewFlagChanges = ReviewChanges;

/** The reviews a bulk action takes, and listed ids that are not (or no longer) the shop's. */
export interface BulkReviewIds {
  /** Ascending. */
  readonly ids: readonly number[];
  /** Ascending; when any is, the action must change nothing. */
  readonly missingIds: readonly number[];
}

/**
 * A bulk change; `reason` is the neutral reason given for a hide or a delete (null for a publish,
 * or a hide the public API made without one): docs/product/review-moderation.md.
 */
export type BulkReviewAction =
  | { readonly kind: 'update'; readonly changes: ReviewFlagChanges; readonly reason: NeutralModerationReason | null }
  | { readonly kind: 'delete'; readonly reason: NeutralModerationReason | null };

/** Who moderated, as the audit trail names them: the admin's merchant, support in a super-admin session, the public API. */
export type ModerationActor = 'merchant' | 'support' | 'api';

export interface ReviewReplyChange {
  readonly body: string;
  readonly published: boolean;
  readonly repliedAt: Date;
}

export interface ReviewRepository {
  /** One page, and the matching rows counted up to `countLimit` (a count that stops, so big sets stay cheap). */
  list(shop: AuthenticatedShop, criteria: ReviewCriteria, sort: ReviewSort, page: { readonly offset: number; readonly limit: number; readonly countLimit: number }): Promise<CountedReviews>;
  facets(shop: AuthenticatedShop, criteria: ReviewCriteria): Promise<ReviewFacetCounts>;
  get(shop: AuthenticatedShop, id: number): Promise<ReviewItem | null>;
  /** How many reviews of the shop the selection takes now. */
  countSelection(shop: AuthenticatedShop, selection: ReviewSelection): Promise<number>;
  /** Listed ids that are not reviews of this shop, ascending. */
  missingIds(shop: AuthenticatedShop, ids: readonly number[]): Promise<number[]>;
  /**
   * The ids the selection takes now, ascending. With `lock`, listed ids are locked (FOR UPDATE)
   * until the caller's transaction ends, so none can vanish before its chunk; a filter takes what
   * matches now, unlocked (locking 50,000 rows first would write every row twice).
   */
  selectForBulk(shop: AuthenticatedShop, selection: ReviewSelection, options: { readonly lock: boolean }): Promise<BulkReviewIds>;
  /**
   * Applies the action to one chunk of the shop's reviews (ids ascending, at most a few
   * thousand): a delete takes the reviews' media with them; an update stamps `at` on the rows it
   * rewrites and skips rows that already have the values. With `journal`, records in the same
   * transaction what undoes it (BulkJournal). Ids no longer the shop's are skipped. Each review a
   * hide, publish or delete changes gets one moderation event (by `actor`, at `at`) in the same
   * transaction, and a hide stores its reason on the review (a publish clears it). The rows
   * taken: deleted, or the chunk's ids for an update.
   */
  applyBulkChunk(
    shop: AuthenticatedShop,
    ids: readonly number[],
    action: BulkReviewAction,
    options: { readonly at: Date; readonly journal: JournalTag | null; readonly actor: ModerationActor },
  ): Promise<number>;
  /** A review's moderation events, newest first (also those of a deleted review). */
  moderationEvents(shop: AuthenticatedShop, reviewId: number, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly list: readonly ReviewModerationEvent[]; readonly total: number }>;
  /** Sets (a change) or removes (null) the reply; false when the review is not the shop's. */
  setReply(shop: AuthenticatedShop, id: number, reply: ReviewReplyChange | null): Promise<boolean>;
  /** The matching reviews in list order, a batch at a time (keyset pagination, not one big array). */
  exportBatches(shop: AuthenticatedShop, criteria: ReviewCriteria, batchSize: number): AsyncIterable<readonly ReviewItem[]>;
  /** The handles of these products in the shop's catalog copy, by product id (unknown ids are left out). */
  productHandles(shop: AuthenticatedShop, productIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The shop's IANA time zone, which date ranges resolve in. */
  timeZone(shop: AuthenticatedShop): Promise<string | null>;
}

/** The repositories a bulk action writes through, bound to one transaction. */
export interface ReviewWrites {
  readonly reviews: ReviewRepository;
  /** The webhook deliveries a change queues with it (docs/product/webhooks.md). */
  readonly events: OutgoingEventQueue;
}
