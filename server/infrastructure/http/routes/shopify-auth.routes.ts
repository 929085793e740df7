import { exchangeOfflineAccessToken } from '../../../../src/contracts/auth.contract';
import { type CheckAccessScopesUseCase } from '../../../application/auth/check-access-scopes.use-case';
import { type CompleteOAuthInstallUseCase } from '../../../application/auth/complete-oauth-install.use-case';
import { type ExchangeOfflineAccessTokenUseCase } from '../../../application/auth/exchange-offline-access-token.use-case';
import { ContractRoutes } from '../contract-routes';

/** What Shopify mode adds to the HTTP surface. */
export interface ShopifyAuthEndpoints {
  readonly exchangeOfflineAccessToken: ExchangeOfflineAccessTokenUseCase;
  readonly completeInstall: CompleteOAuthInstallUseCase;
  readonly checkScopes: CheckAccessScopesUseCase;
}

/** exchange_offline_access_token: runs before the admin has an app token; mounted at /api/v1/admin. */
export function shopifyAuthRoutes(endpoints: ShopifyAuthEndpoints) {
  return new ContractRoutes('/api/v1/admin').serve(exchangeOfflineAccessToken, (body) =>
    endpoints.exchangeOfflineAccessToken.execute({ shop: body.shop, sessionToken: body.session_token }),
  ).router;
}
