import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A shop's Shopify offline access, in plain text on this side of the port. */
export interface ShopifyCredentials {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshToken: string;
  readonly refreshTokenExpiresAt: Date;
  readonly scopes: readonly string[];
}

/** Where a shop's Shopify tokens are kept; the adapter encrypts them at rest. */
export interface ShopifyCredentialsRepository {
  save(shop: AuthenticatedShop, credentials: ShopifyCredentials): Promise<void>;
  /** Null when the shop never granted offline access. */
  read(shop: AuthenticatedShop): Promise<ShopifyCredentials | null>;
  /** The scopes of the last grant (empty when none), without decrypting anything. */
  grantedScopes(shop: AuthenticatedShop): Promise<readonly string[]>;
}
