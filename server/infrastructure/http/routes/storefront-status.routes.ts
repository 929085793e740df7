import { checkReviewDisplayLimit, getAppBlockStatus, getAppEmbedsStatus } from '../../../../src/contracts/storefront-status.contract';
import { type CheckReviewDisplayLimitUseCase } from '../../../application/plans/check-review-display-limit.use-case';
import { type GetAppBlockStatusUseCase } from '../../../application/shops/get-app-block-status.use-case';
import { type GetAppEmbedsStatusUseCase } from '../../../application/shops/get-app-embeds-status.use-case';
import { ContractRoutes } from '../contract-routes';

export interface StorefrontStatusUseCases {
  readonly getAppEmbedsStatus: GetAppEmbedsStatusUseCase;
  readonly getAppBlockStatus: GetAppBlockStatusUseCase;
  readonly checkReviewDisplayLimit: CheckReviewDisplayLimitUseCase;
}

/** What the merchant's storefront shows: theme embed and block, and the plan's display limit; mounted at /api/v1/admin. */
export function storefrontStatusRoutes(useCases: StorefrontStatusUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getAppEmbedsStatus, (_request, c) => useCases.getAppEmbedsStatus.execute(c.get('shop')))
    .serve(getAppBlockStatus, (_request, c) => useCases.getAppBlockStatus.execute(c.get('shop')))
    .serve(checkReviewDisplayLimit, (_request, c) => useCases.checkReviewDisplayLimit.execute(c.get('shop'))).router;
}
