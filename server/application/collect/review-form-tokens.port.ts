/** What an e-mail's review link names (docs/product/collect-link.md): the shop, the order and maybe one product. */
export interface ReviewFormClaims {
  readonly shopDomain: string;
  readonly orderId: string;
  /** Shopify's product GID: the form opens on this product. */
  readonly productId?: string;
}

export type ReviewFormTokenCheck = { readonly valid: true; readonly claims: ReviewFormClaims } | { readonly valid: false; readonly reason: 'invalid' | 'expired' };

/** Signed, expiring tokens of the review form's links; only this server can make one. */
export interface ReviewFormTokens {
  sign(claims: ReviewFormClaims): Promise<string>;
  verify(token: string): Promise<ReviewFormTokenCheck>;
}
