import { deleteSavedView, getSavedViews, saveSavedView } from '../../../../src/contracts/saved-views.contract';
import { type SavedViewsUseCases } from '../../../application/lists/saved-views-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The admin lists' saved views; mounted at /api/v1/admin behind authentication. */
export function savedViewsRoutes(useCases: SavedViewsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getSavedViews, (request, c) => useCases.list(c.get('shop'), request.list))
    .serve(saveSavedView, ({ list, name, filter }, c) => useCases.save(c.get('shop'), list, { name, filter }))
    .serve(deleteSavedView, ({ list, id }, c) => useCases.remove(c.get('shop'), list, id)).router;
}
