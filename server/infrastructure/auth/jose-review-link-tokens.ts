import { errors } from 'jose';
import { REVIEW_LINK_LIFETIME_SECONDS, type ReviewLinkCheck, type ReviewLinkClaims, type ReviewLinkTokens } from '../../application/email-review/review-link-tokens.port';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from every other token's audience, so no other token opens /email_review. */
const AUDIENCE = 'email-review';

/**
 * HS256 links for /email_review, signed with a key derived from the app's token secret: a link
 * leaked from an e-mail can add media to one review, and the secret's other uses stay apart.
 */
export class JoseReviewLinkTokens implements ReviewLinkTokens {
  private readonly jwt: Hs256Jwt;

  constructor(
    appTokenSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jwt = Hs256Jwt.forPurpose(appTokenSecret, 'email-review-link', AUDIENCE, now);
  }

  async sign(claims: ReviewLinkClaims): Promise<{ readonly token: string; readonly expiresAt: Date }> {
    const token = await this.jwt.sign({ claims: { shop: claims.shopDomain }, subject: String(claims.reviewId), lifetimeSeconds: REVIEW_LINK_LIFETIME_SECONDS });
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return { token, expiresAt: new Date((issuedAt + REVIEW_LINK_LIFETIME_SECONDS) * 1000) };
  }

  async verify(token: string): Promise<ReviewLinkCheck> {
    try {
      const payload = await this.jwt.verify(token, ['exp', 'sub']);
      const reviewId = Number(payload.sub);
      if (!Number.isSafeInteger(reviewId) || reviewId <= 0 || typeof payload.shop !== 'string') return { valid: false, reason: 'invalid' };
      return { valid: true, claims: { shopDomain: payload.shop, reviewId } };
    } catch (error) {
      // jose checks the signature before the claims, so an expired link is a genuine one.
      return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
