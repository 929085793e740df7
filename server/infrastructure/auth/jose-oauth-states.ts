import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { type OAuthStates } from '../../application/auth/oauth-state.port';

/** Long enough to read Shopify's authorize screen and approve; short enough to be useless later. */
export const OAUTH_STATE_LIFETIME_SECONDS = 600;

const ISSUER = 'starling-reviews';
/** Differs from the app tokens' audience, so neither can pass for the other. */
const AUDIENCE = 'starling-reviews-oauth-state';

/**
 * Stateless OAuth states: an HS256 JWT naming the shop, with a random nonce and a short expiry.
 * Binding it to a browser cookie is not possible here: the authorize redirect starts inside
 * the admin's iframe, where cookies are partitioned away from the top-level callback.
 */
export class JoseOAuthStates implements OAuthStates {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => Date = () => new Date()) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(shop: string): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ shop })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + OAUTH_STATE_LIFETIME_SECONDS)
      .sign(this.key);
  }

  async verify(state: string, shop: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(state, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      return payload.shop === shop;
    } catch {
      return false;
    }
  }
}
