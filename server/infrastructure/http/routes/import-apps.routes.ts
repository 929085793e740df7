import {
  addManualReview,
  connectDropshipman,
  disconnectDropshipman,
  getDropshipmanConnection,
  getDropshipmanProducts,
  importFromReviewApp,
  syncDropshipmanReviews,
} from '../../../../src/contracts/import-apps.contract';
import { type AddManualReviewUseCase } from '../../../application/imports/add-manual-review.use-case';
import { type DropshipmanSyncUseCases } from '../../../application/imports/dropshipman-sync-use-cases';
import { type ImportFromReviewAppUseCase } from '../../../application/imports/import-from-review-app.use-case';
import { ContractRoutes } from '../contract-routes';

export interface ImportAppsEndpoints {
  readonly dropshipman: DropshipmanSyncUseCases;
  readonly reviewApp: ImportFromReviewAppUseCase;
  readonly manualReview: AddManualReviewUseCase;
}

/** Imports from Dropshipman, another review app's API and by hand (docs/product/import-apps.md). */
export function importAppsRoutes(endpoints: ImportAppsEndpoints) {
  const { dropshipman } = endpoints;
  return new ContractRoutes('/api/v1/admin')
    .serve(getDropshipmanConnection, (_request, c) => dropshipman.connection(c.get('shop')))
    .serve(connectDropshipman, (request, c) => dropshipman.connect(c.get('shop'), request))
    .serve(disconnectDropshipman, (_request, c) => dropshipman.disconnect(c.get('shop')))
    .serve(getDropshipmanProducts, (_request, c) => dropshipman.products(c.get('shop')))
    .serve(syncDropshipmanReviews, (request, c) => dropshipman.sync(c.get('shop'), request))
    .serve(importFromReviewApp, (request, c) => endpoints.reviewApp.execute(c.get('shop'), request))
    .serve(addManualReview, (request, c) => endpoints.manualReview.execute(c.get('shop'), request)).router;
}
