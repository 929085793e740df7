import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { invalidInput } from '../shared/app-error';
import { type ExchangeOfflineAccessTokenUseCase } from './exchange-offline-access-token.use-case';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { type Login, type LoginRequest } from './login.port';
import { type OAuthStates } from './oauth-state.port';
import { authorizeUrl, type ShopifyApp } from './shopify-app';

/**
 * Shopify mode: inside the admin, App Bridge's session token signs the shop in (with a token
 * exchange when the stored grant is missing, expired or short of scopes); without one the
 * merchant is sent to Shopify's OAuth authorize screen.
 */
export class ShopifyLogin implements Login {
  constructor(
    private readonly app: ShopifyApp,
    private readonly exchange: ExchangeOfflineAccessTokenUseCase,
    private readonly states: OAuthStates,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResponse> {
    const domain = parseShopDomain(request.shop);
    if (!domain) throw invalidInput('shop', 'must be a *.myshopify.com domain');
    if (request.sessionToken) {
      return this.exchange.execute({ shop: domain, sessionToken: request.sessionToken }, { reuseUsableGrant: true });
    }
    return {
      is_authorization_required: true,
      redirect_url: authorizeUrl(this.app, domain, await this.states.issue(domain, { returnPath: request.redirectUrl ?? '/', referralCode: request.referralCode, url: request.url })),
      shop_info: null,
      shop_settings_info: null,
    };
  }
}
