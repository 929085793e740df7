import { getAppBlockStatus, getAppEmbedsStatus } from '../../../../src/contracts/storefront-status.contract';
import { type GetAppBlockStatusUseCase } from '../../../application/shopify/get-app-block-status.use-case';
import { type GetAppEmbedsStatusUseCase } from '../../../application/shopify/get-app-embeds-status.use-case';
import { ContractRoutes } from '../contract-routes';

export interface StorefrontStatusUseCases {
  readonly getAppEmbedsStatus: GetAppEmbedsStatusUseCase;
  readonly getAppBlockStatus: GetAppBlockStatusUseCase;
}

/** Whether the merchant's theme has our app embed and app block; mounted at /api/v1/admin. */
export function storefrontStatusRoutes(useCases: StorefrontStatusUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getAppEmbedsStatus, (_request, c) => useCases.getAppEmbedsStatus.execute(c.get('shop')))
    .serve(getAppBlockStatus, (_request, c) => useCases.getAppBlockStatus.execute(c.get('shop'))).router;
}
