/** What Shopify's token endpoint hands out for an expiring offline access token. */
export interface ShopifyAccessGrant {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
  readonly refreshToken: string;
  readonly refreshTokenExpiresInSeconds: number;
  readonly scopes: readonly string[];
}

/** Shopify answered the grant with a 4xx: the token, code or refresh token is not (or no longer) good. */
export class ShopifyGrantRejected extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Shopify refused the grant (${status}): ${reason}`);
    this.name = 'ShopifyGrantRejected';
  }
}

/**
 * Shopify's OAuth token endpoint (`POST https://{shop}/admin/oauth/access_token`). Every method
 * throws ShopifyGrantRejected when Shopify refuses, and an upstream failure when it cannot answer.
 */
export interface ShopifyOAuthGateway {
  /** Token exchange: a session token for an expiring offline access token. */
  exchangeSessionToken(shop: string, sessionToken: string): Promise<ShopifyAccessGrant>;
  /** Authorization code grant, at the end of the OAuth install redirect. */
  exchangeAuthorizationCode(shop: string, code: string): Promise<ShopifyAccessGrant>;
  /** A new access token (and a new refresh token: Shopify rotates it on every use). */
  refreshAccessToken(shop: string, refreshToken: string): Promise<ShopifyAccessGrant>;
}
