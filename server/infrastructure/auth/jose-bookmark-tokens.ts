import { randomUUID } from 'node:crypto';
import { errors } from 'jose';
import { BOOKMARK_TOKEN_LIFETIME_MINUTES, MAX_MARKETPLACE_REVIEWS } from '../../../src/domain/import/marketplace-import';
import { type BookmarkTokenCheck, type BookmarkTokenClaims, type BookmarkTokens } from '../../application/imports/bookmark-tokens.port';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from every other token's audience, so no other token sends reviews. */
const AUDIENCE = 'bookmark-import';
const LIFETIME_SECONDS = BOOKMARK_TOKEN_LIFETIME_MINUTES * 60;

const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * HS256 tokens of the marketplace bookmarklet (docs/product/import-marketplaces.md#token), signed
 * with a key derived from the app's token secret. The token's id (jti) is what used_signs records
 * when it is used, so each token sends once.
 */
export class JoseBookmarkTokens implements BookmarkTokens {
  private readonly jwt: Hs256Jwt;

  constructor(
    appTokenSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jwt = Hs256Jwt.forPurpose(appTokenSecret, 'bookmark-import', AUDIENCE, now);
  }

  async sign(claims: BookmarkTokenClaims): Promise<{ readonly token: string; readonly expiresAt: Date }> {
    const { options } = claims;
    const token = await this.jwt.sign({
      claims: {
        shop: claims.shopDomain,
        product: claims.productId,
        min: options.minRating,
        photos: options.photosOnly,
        max: options.maxReviews,
        text: options.skipWithoutText,
      },
      subject: String(claims.shopId),
      jti: randomUUID(),
      lifetimeSeconds: LIFETIME_SECONDS,
    });
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return { token, expiresAt: new Date((issuedAt + LIFETIME_SECONDS) * 1000) };
  }

  async verify(token: string): Promise<BookmarkTokenCheck> {
    try {
      const payload = await this.jwt.verify(token, ['exp', 'sub', 'jti']);
      const shopId = Number(payload.sub);
      const { shop, product, min, photos, max, text, jti, exp } = payload;
      if (
        !Number.isSafeInteger(shopId) ||
        shopId <= 0 ||
        typeof shop !== 'string' ||
        typeof product !== 'string' ||
        typeof jti !== 'string' ||
        typeof photos !== 'boolean' ||
        typeof text !== 'boolean' ||
        !isWhole(min, 1, 5) ||
        !isWhole(max, 1, MAX_MARKETPLACE_REVIEWS)
      ) {
        return { valid: false, reason: 'invalid' };
      }
      return {
        valid: true,
        tokenId: jti,
        expiresAt: new Date((exp ?? 0) * 1000),
        claims: { shopId, shopDomain: shop, productId: product, options: { minRating: min, photosOnly: photos, maxReviews: max, skipWithoutText: text } },
      };
    } catch (error) {
      // jose checks the signature before the claims, so an expired token is a genuine one.
      return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
