import { Hono } from 'hono';
import { type CheckReviewDisplayLimitUseCase } from '../../../application/plans/check-review-display-limit.use-case';
import { type GetAppBlockStatusUseCase } from '../../../application/shops/get-app-block-status.use-case';
import { type GetAppEmbedsStatusUseCase } from '../../../application/shops/get-app-embeds-status.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';

export interface StorefrontStatusUseCases {
  readonly getAppEmbedsStatus: GetAppEmbedsStatusUseCase;
  readonly getAppBlockStatus: GetAppBlockStatusUseCase;
  readonly checkReviewDisplayLimit: CheckReviewDisplayLimitUseCase;
}

/** What the merchant's storefront shows: theme embed and block, and the plan's display limit. */
export function storefrontStatusRoutes(useCases: StorefrontStatusUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_core_app_embeds_status', async (c) => ok(c, await useCases.getAppEmbedsStatus.execute(c.get('shop'))))
    .get('/get_app_block_status', async (c) => ok(c, await useCases.getAppBlockStatus.execute(c.get('shop'))))
    .get('/check_review_display_limit', async (c) => ok(c, await useCases.checkReviewDisplayLimit.execute(c.get('shop'))));
}
