import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The one way to get a shop's Admin API access token. */
export interface ShopifyAccessTokens {
  /** A token valid for a while yet, refreshed first when it is close to expiry. */
  accessTokenFor(shop: AuthenticatedShop): Promise<string>;
}
