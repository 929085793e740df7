import { getAppBlockStatus, getAppEmbedsStatus } from '../../../../src/contracts/storefront-status.contract';
import { type ThemeAppStatusReads } from '../../../application/shopify/theme-app-status-reads.use-case';
import { ContractRoutes } from '../contract-routes';

export interface StorefrontStatusUseCases {
  readonly themeAppStatus: ThemeAppStatusReads;
}

/** Whether the merchant's theme has our app embed and app block; mounted at /api/v1/admin. */
export function storefrontStatusRoutes(useCases: StorefrontStatusUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getAppEmbedsStatus, (_request, c) => useCases.themeAppStatus.appEmbeds(c.get('shop')))
    .serve(getAppBlockStatus, (_request, c) => useCases.themeAppStatus.appBlock(c.get('shop'))).router;
}
