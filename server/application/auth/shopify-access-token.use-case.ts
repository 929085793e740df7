import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { authorizationRetry } from './authorization-retry';
import { credentialsFromGrant } from './shop-installer';
import { type ShopifyAccessTokens } from './shopify-access-tokens.port';
import { type ShopifyCredentials, type ShopifyCredentialsRepository } from './shopify-credentials-repository.port';
import { ShopifyGrantRejected, type ShopifyOAuthGateway } from './shopify-oauth.port';

/**
 * A token closer than this to its expiry is refreshed before use, so an Admin API call (or a
 * job of several calls) never starts with a token about to die. Shopify advises refreshing
 * "a few minutes before" the 60-minute expiry.
 */
export const ACCESS_TOKEN_REFRESH_MARGIN_SECONDS = 300;

/**
 * Hands out the shop's expiring offline access token, refreshing it (once, however many callers
 * ask at the same moment) when it is within the margin of expiry. When Shopify no longer honours
 * the grant the caller gets a 401 that makes the admin sign in again, which exchanges anew.
 */
export class ShopifyAccessTokenUseCase implements ShopifyAccessTokens {
  private readonly refreshing = new Map<number, Promise<string>>();

  constructor(
    private readonly credentials: ShopifyCredentialsRepository,
    private readonly gateway: ShopifyOAuthGateway,
    private readonly now: () => Date,
  ) {}

  async accessTokenFor(shop: AuthenticatedShop): Promise<string> {
    const stored = await this.credentials.read(shop);
    if (!stored) throw authorizationRetry('shop: has not granted Shopify access yet; sign in again');
    const remainingMs = stored.accessTokenExpiresAt.getTime() - this.now().getTime();
    if (remainingMs > ACCESS_TOKEN_REFRESH_MARGIN_SECONDS * 1000) return stored.accessToken;
    const pending = this.refreshing.get(shop.id);
    if (pending) return pending;
    const refresh = this.refresh(shop, stored).finally(() => this.refreshing.delete(shop.id));
    this.refreshing.set(shop.id, refresh);
    return refresh;
  }

  private async refresh(shop: AuthenticatedShop, stored: ShopifyCredentials): Promise<string> {
    if (stored.refreshTokenExpiresAt.getTime() <= this.now().getTime()) {
      throw authorizationRetry('shop: the Shopify grant has expired; sign in again');
    }
    try {
      const grant = await this.gateway.refreshAccessToken(shop.domain, stored.refreshToken);
      await this.credentials.save(shop, credentialsFromGrant(grant, this.now()));
      return grant.accessToken;
    } catch (error) {
      if (error instanceof ShopifyGrantRejected) throw authorizationRetry('shop: Shopify refused to refresh the grant; sign in again');
      throw error;
    }
  }
}
