import { PLAN_ID_FREE } from '../../../src/domain/plans/plan-catalog';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { shopNameFromDomain } from './development-store-login.use-case';
import { type ShopifyCredentials, type ShopifyCredentialsRepository } from './shopify-credentials-repository.port';
import { type ShopifyAccessGrant } from './shopify-oauth.port';

/** When each token of a grant received at `now` stops working. */
export function credentialsFromGrant(grant: ShopifyAccessGrant, now: Date): ShopifyCredentials {
  return {
    accessToken: grant.accessToken,
    accessTokenExpiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000),
    refreshToken: grant.refreshToken,
    refreshTokenExpiresAt: new Date(now.getTime() + grant.refreshTokenExpiresInSeconds * 1000),
    scopes: grant.scopes,
  };
}

/**
 * Records a grant Shopify just gave: the first grant installs the shop on the Free plan, a
 * grant after an uninstall reinstalls it, and the tokens replace whatever was stored.
 */
export class ShopInstaller {
  constructor(
    private readonly shops: ShopRepository,
    private readonly credentials: ShopifyCredentialsRepository,
    private readonly now: () => Date,
  ) {}

  async install(domain: string, grant: ShopifyAccessGrant): Promise<ShopRecord> {
    const shop = await this.shops.install({ domain, name: shopNameFromDomain(domain), pricingPlanId: PLAN_ID_FREE });
    await this.credentials.save(shop, credentialsFromGrant(grant, this.now()));
    return shop;
  }
}
