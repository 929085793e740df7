import { randomBytes } from 'node:crypto';
import { type OAuthStateCarry, type OAuthStates } from '../../application/auth/oauth-state.port';
import { appReturnPath } from '../../../src/domain/auth/return-path';
import { Hs256Jwt } from './hs256-jwt';

/** Long enough to read Shopify's authorize screen and approve; short enough to be useless later. */
export const OAUTH_STATE_LIFETIME_SECONDS = 600;

/** The state travels in Shopify's authorize address: the sign-in's own address is kept short in it. */
const CARRIED_URL_MAX_LENGTH = 512;

/** Differs from the app tokens' audience, so neither can pass for the other. */
const AUDIENCE = 'starling-reviews-oauth-state';

/**
 * Stateless OAuth states: an HS256 JWT naming the shop, with a random nonce and a short expiry.
 * Binding it to a browser cookie is not possible here: the authorize redirect starts inside
 * the admin's iframe, where cookies are partitioned away from the top-level callback.
 */
export class JoseOAuthStates implements OAuthStates {
  private readonly jwt: Hs256Jwt;

  constructor(secret: string, now: () => Date = () => new Date()) {
    this.jwt = new Hs256Jwt(secret, AUDIENCE, now);
  }

  issue(shop: string, carry: Partial<OAuthStateCarry> = {}): Promise<string> {
    const claims = {
      shop,
      path: appReturnPath(carry.returnPath),
      ...(carry.referralCode ? { ref: carry.referralCode } : {}),
      ...(carry.url ? { url: carry.url.slice(0, CARRIED_URL_MAX_LENGTH) } : {}),
    };
    return this.jwt.sign({ claims, jti: randomBytes(16).toString('base64url'), lifetimeSeconds: OAUTH_STATE_LIFETIME_SECONDS });
  }

  async verify(state: string, shop: string): Promise<OAuthStateCarry | null> {
    try {
      const claims = await this.jwt.verify(state);
      if (claims.shop !== shop) return null;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return { returnPath: appReturnPath(text(claims.path)), referralCode: text(claims.ref), url: text(claims.url) };
    } catch {
      return null;
    }
  }
}
