import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { AppError, invalidInput } from '../shared/app-error';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { type AppTokens } from './app-token.port';
import { authorizationRetry } from './authorization-retry';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { type SessionTokenVerifier } from './session-token.port';
import { signInResponse } from './sign-in-response';
import { type ShopInstaller } from './shop-installer';
import { missingScopes, type ShopifyApp } from './shopify-app';
import { type ShopifyCredentialsRepository } from './shopify-credentials-repository.port';
import { type ShopifyOAuthGateway, ShopifyGrantRejected } from './shopify-oauth.port';

export interface SessionTokenSignInRequest {
  readonly shop: string;
  readonly sessionToken: string;
}

export interface SessionTokenSignInOptions {
  /** Skip the exchange while the shop's stored grant is still usable (login does: a page load needs no Shopify call). */
  readonly reuseUsableGrant: boolean;
}

/**
 * Shopify mode's sign-in behind `login` (docs/product/auth-and-session.md): a session token from
 * App Bridge is verified, then traded with Shopify for an expiring offline access token, which
 * installs the shop when it is new and signs it in.
 */
export class ExchangeOfflineAccessTokenUseCase {
  constructor(
    private readonly app: ShopifyApp,
    private readonly sessionTokens: SessionTokenVerifier,
    private readonly gateway: ShopifyOAuthGateway,
    private readonly shops: ShopRepository,
    private readonly credentials: ShopifyCredentialsRepository,
    private readonly installer: ShopInstaller,
    private readonly tokens: AppTokens,
    private readonly now: () => Date,
  ) {}

  async execute(request: SessionTokenSignInRequest, options: SessionTokenSignInOptions = { reuseUsableGrant: false }): Promise<LoginResponse> {
    const domain = parseShopDomain(request.shop);
    if (!domain) throw invalidInput('shop', 'must be a *.myshopify.com domain');
    const verified = await this.sessionTokens.verify(request.sessionToken);
    if (!verified) throw authorizationRetry('session_token: is invalid or expired');
    if (verified.shop !== domain) throw new AppError('unauthorized', 'session_token: was issued for another shop');
    const reusable = options.reuseUsableGrant ? await this.shopWithUsableGrant(domain) : null;
    const shop = reusable ?? (await this.exchange(domain, request.sessionToken));
    return signInResponse(shop, await this.tokens.issue(shop));
  }

  private async exchange(domain: string, sessionToken: string): Promise<ShopRecord> {
    try {
      return await this.installer.install(domain, await this.gateway.exchangeSessionToken(domain, sessionToken));
    } catch (error) {
      if (error instanceof ShopifyGrantRejected) throw authorizationRetry('session_token: Shopify refused the token exchange');
      throw error;
    }
  }

  /** An installed shop whose refresh token still works and whose grant covers every required scope. */
  private async shopWithUsableGrant(domain: string): Promise<ShopRecord | null> {
    const shop = await this.shops.findByDomain(domain);
    if (!shop || shop.uninstalledAt) return null;
    const credentials = await this.credentials.read(shop);
    if (!credentials || credentials.refreshTokenExpiresAt.getTime() <= this.now().getTime()) return null;
    return missingScopes(this.app.requiredScopes, credentials.scopes).length === 0 ? shop : null;
  }
}
