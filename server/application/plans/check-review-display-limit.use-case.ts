import { type ReviewDisplayLimit } from '../../../src/contracts/storefront-status.contract';
import { reviewDisplayLimitForPlan } from '../../../src/domain/plans/feature-matrix';
import { isOverDisplayLimit } from '../../../src/domain/plans/review-quota';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';

export class CheckReviewDisplayLimitUseCase {
  constructor(private readonly shops: ShopRepository) {}

  async execute(shop: AuthenticatedShop): Promise<ReviewDisplayLimit> {
    const [record, activity] = await Promise.all([this.shops.get(shop), this.shops.activity(shop)]);
    if (!record) throw notFound('shop');
    const limit = reviewDisplayLimitForPlan(record.pricingPlanId);
    return {
      is_review_display_limited: isOverDisplayLimit(activity.maxReviewsOnOneProduct, limit) ? 1 : 0,
      review_display_quantity: limit ?? 0,
    };
  }
}
