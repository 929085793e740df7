import { randomBytes } from 'node:crypto';
import { type OAuthStates } from '../../application/auth/oauth-state.port';
import { appReturnPath } from '../../application/auth/shopify-app';
import { Hs256Jwt } from './hs256-jwt';

/** Long enough to read Shopify's authorize screen and approve; short enough to be useless later. */
export const OAUTH_STATE_LIFETIME_SECONDS = 600;

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

  issue(shop: string, returnPath = '/'): Promise<string> {
    return this.jwt.sign({ claims: { shop, path: appReturnPath(returnPath) }, jti: randomBytes(16).toString('base64url'), lifetimeSeconds: OAUTH_STATE_LIFETIME_SECONDS });
  }

  async verify(state: string, shop: string): Promise<{ readonly returnPath: string } | null> {
    try {
      const claims = await this.jwt.verify(state);
      return claims.shop === shop ? { returnPath: appReturnPath(typeof claims.path === 'string' ? claims.path : '/') } : null;
    } catch {
      return null;
    }
  }
}
