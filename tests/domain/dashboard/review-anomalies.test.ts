import { describe, expect, it } from 'vitest';
import {
  ANOMALY_BASELINE_WEEKS,
  anomalyWindows,
  detectReviewAnomalies,
  isLowRatingBurst,
  isReviewDrop,
  LOW_RATING_MIN_COUNT,
  REVIEW_DROP_MIN_BASELINE,
  type ReviewActivity,
} from '../../../src/domain/dashboard/review-anomalies';

const DAY_MS = 24 * 60 * 60 * 1000;
const steady: ReviewActivity = { recentTotal: 10, recentLow: 1, baselineTotal: 40, baselineLow: 4 };

describe('review anomalies', () => {
  it('looks at the last 7 days against the 28 days before them', () => {
    const now = Date.UTC(2026, 10, 27);
    expect(anomalyWindows(now)).toEqual({ baselineStartMs: now - 35 * DAY_MS, recentStartMs: now - 7 * DAY_MS, endMs: now });
  });

  it('sees nothing in a steady week', () => {
    expect(detectReviewAnomalies(steady)).toEqual([]);
  });

  it('flags a drop below half an average baseline week, not at half', () => {
    // 40 reviews in 4 weeks: 10 a week, half is 5.
    expect(isReviewDrop({ ...steady, recentTotal: 4 })).toBe(true);
    expect(isReviewDrop({ ...steady, recentTotal: 5 })).toBe(false);
  });

  it('needs a baseline of at least 20 reviews before calling a quiet week a drop', () => {
    expect(isReviewDrop({ ...steady, recentTotal: 0, baselineTotal: REVIEW_DROP_MIN_BASELINE - 1 })).toBe(false);
    expect(isReviewDrop({ ...steady, recentTotal: 0, baselineTotal: REVIEW_DROP_MIN_BASELINE })).toBe(true);
    expect(ANOMALY_BASELINE_WEEKS).toBe(4);
  });

  it('flags a burst of low ratings at twice the baseline share with at least 5 of them', () => {
    // Baseline share 10 %; 5 low of 25 is 20 %.
    expect(isLowRatingBurst({ ...steady, recentTotal: 25, recentLow: LOW_RATING_MIN_COUNT })).toBe(true);
    expect(isLowRatingBurst({ ...steady, recentTotal: 26, recentLow: LOW_RATING_MIN_COUNT })).toBe(false);
    expect(isLowRatingBurst({ ...steady, recentTotal: 4, recentLow: LOW_RATING_MIN_COUNT - 1 })).toBe(false);
  });

  it('counts 5 low ratings in a shop without earlier reviews as a burst', () => {
    expect(isLowRatingBurst({ recentTotal: 5, recentLow: 5, baselineTotal: 0, baselineLow: 0 })).toBe(true);
  });

  it('reads impossible counts as zero or as bounded by the total', () => {
    expect(isLowRatingBurst({ recentTotal: Number.NaN, recentLow: 6, baselineTotal: 10, baselineLow: 99 })).toBe(false);
    expect(isReviewDrop({ recentTotal: -3, recentLow: 0, baselineTotal: Number.POSITIVE_INFINITY, baselineLow: 0 })).toBe(false);
  });

  it('lists both anomalies, the drop first', () => {
    expect(detectReviewAnomalies({ recentTotal: 5, recentLow: 5, baselineTotal: 100, baselineLow: 5 })).toEqual(['reviewDrop', 'lowRatingBurst']);
  });
});
