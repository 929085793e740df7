import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type getStorefrontShopReviews, type getStorefrontStoreReviews } from '../../../src/contracts/storefront.contract';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';
import { type BuildReviewPage } from './build-review-page';

/**
 * GET /proxy/store_reviews (the store-reviews block's further pages) and GET /proxy/shop_reviews
 * (the side tab's dialog: every published review of the shop, newest first), built as a
 * product's pages are (docs/product/storefront.md#store-reviews). `record`: the shop's record when
 * the caller read it already (the app proxy's check), so it is not read twice.
 */
export class GetStoreReviewPagesUseCase {
  constructor(private readonly buildPage: BuildReviewPage) {}

  storeReviews(shop: AuthenticatedShop, request: ValidRequestOf<typeof getStorefrontStoreReviews>, record?: ShopRecord): Promise<StorefrontReviewPage> {
    return this.buildPage.execute(shop, STORE_REVIEW_PRODUCT_ID, { page: request.page ?? 1, sort: request.sort }, { record });
  }

  shopReviews(shop: AuthenticatedShop, request: ValidRequestOf<typeof getStorefrontShopReviews>, record?: ShopRecord): Promise<StorefrontReviewPage> {
    return this.buildPage.execute(shop, null, { page: request.page ?? 1, sort: 'commented-at-descending' }, { record });
  }
}
