import { type ReviewAiSummary } from '../../../src/domain/storefront/review-summary-settings';

/** A published review's words and stars, all a summarizer reads. */
export interface SummarizedReview {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
}

/**
 * Writes the review summary (docs/product/storefront.md#review-summary). The adapter today
 * extracts the aspects shoppers mention locally; a hosted model can take its place behind this port.
 */
export interface ReviewSummarizer {
  summarize(reviews: readonly SummarizedReview[], options: { readonly lang: string; readonly maxAspects: number }): ReviewAiSummary;
}
