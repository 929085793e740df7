import { PLAN_ID_FREE } from '../../../src/domain/plans/plan-catalog';
import { plainMoneyFormat } from '../picker/plain-money-format';
import { type ShopInfo, type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type Transactions } from '../shared/transactions.port';
import { type ShopProfile, type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
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

/** The repositories an install writes through, bound to one transaction. */
export interface InstallWrites {
  readonly shops: Pick<ShopRepository, 'install'>;
  readonly credentials: Pick<ShopifyCredentialsRepository, 'save'>;
}

/** The symbol of a money format: '${{amount}}' → '$', '<span>&euro;{{amount}}</span>' → '€'. */
function currencySymbol(info: ShopInfo): string {
  return plainMoneyFormat(info.moneyFormat).replace(/\{\{[^}]*\}\}/g, '').trim() || info.currencyCode;
}

function profileOf(info: ShopInfo): ShopProfile {
  return {
    name: info.name,
    owner: info.ownerName,
    email: info.email,
    customDomain: info.primaryDomain === info.domain ? '' : info.primaryDomain,
    shopifyPlan: info.shopifyPlan,
    currencyCode: info.currencyCode,
    currencySymbol: currencySymbol(info),
    timeZone: info.timeZone,
  };
}

/**
 * Records a grant Shopify just gave: the first grant installs the shop on the Free plan, a
 * grant after an uninstall reinstalls it, and the tokens replace whatever was stored. Then the
 * shop's name, owner, currency, plan and time zone are copied from Shopify.
 */
export class ShopInstaller {
  constructor(
    private readonly transactions: Transactions<InstallWrites>,
    private readonly shops: ShopRepository,
    private readonly shopify: ShopifyGateway,
    private readonly now: () => Date,
    /** A failed shop-info read keeps the stored profile; the install itself has succeeded. */
    private readonly onProfileUnavailable: (domain: string, error: unknown) => void = () => undefined,
  ) {}

  async install(domain: string, grant: ShopifyAccessGrant): Promise<ShopRecord> {
    const shop = await this.transactions.run(async ({ shops, credentials }) => {
      const installed = await shops.install({ domain, name: shopNameFromDomain(domain), pricingPlanId: PLAN_ID_FREE });
      await credentials.save(installed, credentialsFromGrant(grant, this.now()));
      return installed;
    });
    try {
      const info = await this.shopify.shopInfo(shop);
      return (await this.shops.updateProfile(shop, profileOf(info))) ?? shop;
    } catch (error) {
      this.onProfileUnavailable(domain, error);
      return shop;
    }
  }
}
