import { deleteProductGroup, getProductGroup, getProductGroups, saveProductGroup } from '../../../../src/contracts/product-groups.contract';
import { type ProductGroupsUseCases } from '../../../application/product-groups/product-groups-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /settings/product_groups (docs/product/product-groups.md); mounted at /api/v1/admin behind authentication. */
export function productGroupsRoutes(useCases: ProductGroupsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getProductGroups, (request, c) => useCases.page(c.get('shop'), request))
    .serve(getProductGroup, ({ id }, c) => useCases.get(c.get('shop'), id))
    .serve(saveProductGroup, ({ id, ...definition }, c) => useCases.save(c.get('shop'), id, definition))
    .serve(deleteProductGroup, ({ id }, c) => useCases.remove(c.get('shop'), id)).router;
}
