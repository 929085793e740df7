import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type OAuthStates } from './oauth-state.port';
import { authorizeUrl, missingScopes, type ShopifyApp } from './shopify-app';
import { type ShopifyCredentialsRepository } from './shopify-credentials-repository.port';

export interface ReauthorizationNeeded {
  readonly missingScopes: readonly string[];
  /** Shopify's authorize screen asking for every required scope (docs/product/spec-map.md §4, reauthorize header). */
  readonly reauthorizeUrl: string;
}

/** Whether the shop's grant still covers every scope the app now requires. */
export class CheckAccessScopesUseCase {
  constructor(
    private readonly app: ShopifyApp,
    private readonly credentials: ShopifyCredentialsRepository,
    private readonly states: OAuthStates,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<ReauthorizationNeeded | null> {
    const missing = missingScopes(this.app.requiredScopes, await this.credentials.grantedScopes(shop));
    if (missing.length === 0) return null;
    return { missingScopes: missing, reauthorizeUrl: authorizeUrl(this.app, shop.domain, await this.states.issue(shop.domain)) };
  }
}
