import { PLAN_ID_FREE } from '../../../src/domain/plans/plan-catalog';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { invalidInput } from '../shared/app-error';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type AppTokens } from './app-token.port';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { type Login, type LoginRequest } from './login.port';
import { signInResponse } from './sign-in-response';

/**
 * Without Shopify credentials the app signs in any `*.myshopify.com` shop directly, creating it
 * on the Free plan the first time, so the whole product runs on one machine.
 */
export class DevelopmentStoreLogin implements Login {
  constructor(
    private readonly shops: ShopRepository,
    private readonly tokens: AppTokens,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResponse> {
    const domain = parseShopDomain(request.shop);
    if (!domain) throw invalidInput('shop', 'must be a *.myshopify.com domain');
    const existing = await this.shops.findByDomain(domain);
    const shop =
      existing && !existing.uninstalledAt
        ? existing
        : await this.shops.install({ domain, name: shopNameFromDomain(domain), pricingPlanId: PLAN_ID_FREE });
    return signInResponse(shop, await this.tokens.issue(shop));
  }
}

/** 'acme-goods.myshopify.com' → 'Acme Goods'. */
export function shopNameFromDomain(domain: string): string {
  const handle = domain.replace(/\.myshopify\.com$/, '');
  return handle
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
