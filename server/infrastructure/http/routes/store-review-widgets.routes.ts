import {
  createSideTabReviewPage,
  getSideTabSettings,
  getStoreReviewSettings,
  setSideTabSettings,
  setStoreReviewSettings,
} from '../../../../src/contracts/store-review-widgets.contract';
import { type StoreReviewWidgetsUseCases } from '../../../application/storefront/store-review-widgets-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /display/storeReview's and /display/tab's settings (docs/product/storefront.md#store-reviews). */
export function storeReviewWidgetsRoutes(widgets: StoreReviewWidgetsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getStoreReviewSettings, (_request, c) => widgets.getStoreReview(c.get('shop')))
    .serve(setStoreReviewSettings, (request, c) => widgets.setStoreReview(c.get('shop'), request))
    .serve(getSideTabSettings, (_request, c) => widgets.getSideTab(c.get('shop')))
    .serve(setSideTabSettings, (request, c) => widgets.setSideTab(c.get('shop'), request))
    .serve(createSideTabReviewPage, (_request, c) => widgets.createReviewPage(c.get('shop'))).router;
}
