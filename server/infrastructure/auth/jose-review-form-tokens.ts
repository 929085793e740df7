import { errors } from 'jose';
import { REVIEW_FORM_LINK_LIFETIME_MS } from '../../../src/domain/collect/review-form-link';
import { type ReviewFormClaims, type ReviewFormTokenCheck, type ReviewFormTokens } from '../../application/collect/review-form-tokens.port';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from every other token's audience, so no other token opens the review form. */
const AUDIENCE = 'review-form';
const LIFETIME_SECONDS = REVIEW_FORM_LINK_LIFETIME_MS / 1000;

/**
 * HS256 tokens of the review form's links (docs/product/collect-link.md), signed with a key derived
 * from the app's token secret: a link leaked from an e-mail can review the products of one order.
 */
export class JoseReviewFormTokens implements ReviewFormTokens {
  private readonly jwt: Hs256Jwt;

  constructor(appTokenSecret: string, now: () => Date = () => new Date()) {
    this.jwt = Hs256Jwt.forPurpose(appTokenSecret, 'review-form-link', AUDIENCE, now);
  }

  sign(claims: ReviewFormClaims): Promise<string> {
    return this.jwt.sign({
      claims: { shop: claims.shopDomain, ...(claims.productId === undefined ? {} : { product: claims.productId }) },
      subject: claims.orderId,
      lifetimeSeconds: LIFETIME_SECONDS,
    });
  }

  async verify(token: string): Promise<ReviewFormTokenCheck> {
    try {
      const payload = await this.jwt.verify(token, ['exp', 'sub']);
      const { shop, product, sub } = payload;
      if (typeof shop !== 'string' || typeof sub !== 'string' || sub === '' || (product !== undefined && typeof product !== 'string')) return { valid: false, reason: 'invalid' };
      return { valid: true, claims: { shopDomain: shop, orderId: sub, ...(product === undefined ? {} : { productId: product }) } };
    } catch (error) {
      // jose checks the signature before the claims, so an expired link is a genuine one.
      return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
