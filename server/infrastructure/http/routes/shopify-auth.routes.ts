import { Hono } from 'hono';
import { z } from 'zod';
import { type CheckAccessScopesUseCase } from '../../../application/auth/check-access-scopes.use-case';
import { type CompleteOAuthInstallUseCase } from '../../../application/auth/complete-oauth-install.use-case';
import { type ExchangeOfflineAccessTokenUseCase } from '../../../application/auth/exchange-offline-access-token.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';

/** What Shopify mode adds to the HTTP surface. */
export interface ShopifyAuthEndpoints {
  readonly exchangeOfflineAccessToken: ExchangeOfflineAccessTokenUseCase;
  readonly completeInstall: CompleteOAuthInstallUseCase;
  readonly checkScopes: CheckAccessScopesUseCase;
}

const exchangeBody = z.object({
  shop: z.string({ error: 'is required' }).min(1, 'is required'),
  session_token: z.string({ error: 'is required' }).min(1, 'is required'),
  referral_code: z.string().optional(),
});

/** exchange_offline_access_token: runs before the admin has an app token. */
export function shopifyAuthRoutes(endpoints: ShopifyAuthEndpoints) {
  return new Hono<HttpEnv>().post('/exchange_offline_access_token', async (c) => {
    const body = await parseBody(c, exchangeBody);
    return ok(c, await endpoints.exchangeOfflineAccessToken.execute({ shop: body.shop, sessionToken: body.session_token }));
  });
}
