/** What a verified Shopify session token (App Bridge ID token) proves. */
export interface VerifiedSessionToken {
  /** The shop's `*.myshopify.com` domain, from the token's `dest`. */
  readonly shop: string;
}

export interface SessionTokenVerifier {
  /** The token's shop, or null when it is forged, expired, for another app or malformed. */
  verify(sessionToken: string): Promise<VerifiedSessionToken | null>;
}
