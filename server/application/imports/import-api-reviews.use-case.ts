import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type createPublicReviews } from '../../../src/contracts/public-api.contract';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewImportStarter } from './review-import-starter.port';

/** One review the merchant's own system sends through the public API, as its contract validated it. */
export type ApiReview = ValidRequestOf<typeof createPublicReviews>['reviews'][number];

/** What the merchant recognises these imports by in the imports list. */
export const API_IMPORT_LABEL = 'Public API';

/**
 * POST /api/public/v1/reviews (docs/api/public-api.md#create-reviews): the reviews become one
 * import, so they get the same product matching, de-duplication, order verification and undo as
 * any other; they appear once the import worker has run it.
 */
export class ImportApiReviewsUseCase {
  constructor(
    private readonly starter: ReviewImportStarter,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, reviews: readonly ApiReview[]) {
    const now = this.now();
    const future = reviews.findIndex((review) => Date.parse(review.commented_at) > now.getTime());
    if (future >= 0) throw invalidInput(`reviews.${future}.commented_at`, 'must not be in the future');
    const drafts = reviews.map((review, index): ImportedReviewDraft => ({
      row: index + 1,
      product: review.product_id === '' ? { kind: 'store' } : { kind: 'id', id: review.product_id },
      rating: review.rating,
      title: review.title,
      body: review.body,
      authorName: review.author_name,
      authorEmail: review.author_email,
      commentedAt: new Date(review.commented_at).toISOString(),
      published: review.published,
      featured: false,
      claimsVerifiedPurchase: review.verified_purchase,
      incentivized: review.incentivized,
      orderId: review.order_id === '' ? null : review.order_id,
      country: review.country,
      reply: review.reply === '' ? null : { body: review.reply, repliedAt: now.toISOString() },
      media: [],
    }));
    return this.starter.startFromDrafts(shop, { kind: 'manual', origin: 'manual', label: API_IMPORT_LABEL, drafts });
  }
}
