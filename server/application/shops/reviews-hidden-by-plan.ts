import { MAX_FILTER_PRODUCT_IDS } from '../../../src/contracts/list-filter.fields';
import { reviewDisplayLimitForPlan } from '../../../src/domain/plans/feature-matrix';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewsOverLimit, type ShopRepository } from './shop-repository.port';

const NOTHING_HIDDEN: ReviewsOverLimit = { hiddenReviews: 0, products: 0, productIds: [] };

/**
 * The published reviews the storefront hides (or would hide) under a plan's reviews-per-product
 * limit (docs/product/plans-and-limits.md#reviews-shown-per-product): the dashboard's card, the
 * overage banners and the downgrade dialog all read this one aggregate. The product ids are as
 * many as the reviews list's filter takes, so the admin can link to their reviews.
 */
export function reviewsHiddenByPlan(shops: ShopRepository, shop: AuthenticatedShop, planId: number): Promise<ReviewsOverLimit> {
  const limit = reviewDisplayLimitForPlan(planId);
  return limit === null ? Promise.resolve(NOTHING_HIDDEN) : shops.reviewsOverLimit(shop, limit, MAX_FILTER_PRODUCT_IDS);
}
