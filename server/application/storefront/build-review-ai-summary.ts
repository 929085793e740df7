import { type ReviewAiSummary } from '../../../src/domain/storefront/review-summary-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewSummarizer } from './review-summarizer.port';
import { reviewedProducts } from './reviewed-products';
import { type StorefrontRepository } from './storefront-repository.port';

/** The newest reviews a summary reads: enough to say what shoppers mention, bounded in time. */
export const SUMMARIZED_REVIEWS_MAX = 200;

/** The summary of a product's published reviews, or (productId null) of the whole shop's (docs/product/storefront.md#review-summary). */
export class BuildReviewAiSummary {
  constructor(
    private readonly storefront: StorefrontRepository,
    private readonly summarizer: ReviewSummarizer,
  ) {}

  async execute(shop: AuthenticatedShop, productId: string | null, options: { readonly lang: string; readonly maxAspects: number }): Promise<ReviewAiSummary> {
    const reviews = await this.storefront.publishedReviewTexts(shop, await reviewedProducts(this.storefront, shop, productId), SUMMARIZED_REVIEWS_MAX);
    return this.summarizer.summarize(reviews, options);
  }
}
