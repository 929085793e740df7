/**
 * Anomalies in the reviews a shop collects, shown as a dashboard banner
 * (docs/product/dashboard-and-guide.md#anomalies): a sudden drop in reviews collected, or a burst
 * of low ratings, in the last week against the four weeks before it.
 */
import { MS_PER_DAY } from '../shared/time';

/** The week looked at. */
export const ANOMALY_RECENT_DAYS = 7;
/** The weeks before it that give the usual pace. */
export const ANOMALY_BASELINE_WEEKS = 4;
/** A drop: the last week collected less than this share of an average baseline week. */
export const REVIEW_DROP_RATIO = 0.5;
/** A drop needs a baseline worth comparing with: at least this many reviews in the four weeks. */
export const REVIEW_DROP_MIN_BASELINE = 20;
/** Ratings at or below this count as low. */
export const LOW_RATING_MAX = 2;
/** A burst: the last week's share of low ratings is at least this many times the baseline's. */
export const LOW_RATING_SHARE_FACTOR = 2;
/** A burst needs at least this many low ratings in the last week. */
export const LOW_RATING_MIN_COUNT = 5;

export type ReviewAnomalyKind = 'reviewDrop' | 'lowRatingBurst';

/** Review counts of the two windows; low = rated LOW_RATING_MAX or less. */
export interface ReviewActivity {
  readonly recentTotal: number;
  readonly recentLow: number;
  readonly baselineTotal: number;
  readonly baselineLow: number;
}

/** Epoch ms bounds: the baseline is [baselineStartMs, recentStartMs), the last week [recentStartMs, endMs). */
export interface AnomalyWindows {
  readonly baselineStartMs: number;
  readonly recentStartMs: number;
  readonly endMs: number;
}

export function anomalyWindows(nowMs: number): AnomalyWindows {
  const recentStartMs = nowMs - ANOMALY_RECENT_DAYS * MS_PER_DAY;
  return { baselineStartMs: recentStartMs - ANOMALY_BASELINE_WEEKS * ANOMALY_RECENT_DAYS * MS_PER_DAY, recentStartMs, endMs: nowMs };
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The last week collected less than half an average baseline week, over a baseline of at least 20 reviews. */
export function isReviewDrop(activity: ReviewActivity): boolean {
  const baseline = count(activity.baselineTotal);
  if (baseline < REVIEW_DROP_MIN_BASELINE) return false;
  return count(activity.recentTotal) < (baseline / ANOMALY_BASELINE_WEEKS) * REVIEW_DROP_RATIO;
}

/**
 * At least 5 low ratings in the last week, and their share at least twice the baseline's share
 * (a baseline without reviews has a share of 0, so 5 low ratings in a new shop's first week count).
 */
export function isLowRatingBurst(activity: ReviewActivity): boolean {
  const recentLow = count(activity.recentLow);
  const recentTotal = Math.max(count(activity.recentTotal), recentLow);
  if (recentLow < LOW_RATING_MIN_COUNT) return false;
  const baselineTotal = count(activity.baselineTotal);
  const baselineShare = baselineTotal === 0 ? 0 : Math.min(count(activity.baselineLow), baselineTotal) / baselineTotal;
  return recentLow / recentTotal >= LOW_RATING_SHARE_FACTOR * baselineShare;
}

/** Every anomaly the counts show, in a fixed order (drop first). */
export function detectReviewAnomalies(activity: ReviewActivity): readonly ReviewAnomalyKind[] {
  const found: ReviewAnomalyKind[] = [];
  if (isReviewDrop(activity)) found.push('reviewDrop');
  if (isLowRatingBurst(activity)) found.push('lowRatingBurst');
  return found;
}
