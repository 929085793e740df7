/** What a review's e-mail link grants: adding photos or a video to that one review of that shop. */
export interface ReviewLinkClaims {
  readonly shopDomain: string;
  readonly reviewId: number;
}

export type ReviewLinkCheck = { readonly valid: true; readonly claims: ReviewLinkClaims } | { readonly valid: false; readonly reason: 'expired' | 'invalid' };

/** Signs and checks the links of /email_review (docs/product/storefront.md#email-review). */
export interface ReviewLinkTokens {
  sign(claims: ReviewLinkClaims): Promise<{ readonly token: string; readonly expiresAt: Date }>;
  verify(token: string): Promise<ReviewLinkCheck>;
}

/** How long an e-mail's link works: review-request e-mails go out days after delivery, and customers open them later still. */
export const REVIEW_LINK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
