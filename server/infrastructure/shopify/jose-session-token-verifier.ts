import { jwtVerify } from 'jose';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { type SessionTokenVerifier, type VerifiedSessionToken } from '../../application/auth/session-token.port';

/** Leeway on `exp` and `nbf`, as in Shopify's own library (platform facts). */
export const SESSION_TOKEN_CLOCK_TOLERANCE_SECONDS = 10;

/**
 * Verifies App Bridge session tokens the way Shopify's library does: HS256 only, signed with the
 * app secret, `exp`/`nbf` with 10 s tolerance, `aud` exactly the API key; and `dest`
 * (`https://{shop}`) and `iss` (`https://{shop}/admin`) must name the same valid shop.
 */
export class JoseSessionTokenVerifier implements SessionTokenVerifier {
  private readonly key: Uint8Array;

  constructor(
    private readonly apiKey: string,
    apiSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(apiSecret);
  }

  async verify(sessionToken: string): Promise<VerifiedSessionToken | null> {
    try {
      const { payload } = await jwtVerify(sessionToken, this.key, {
        algorithms: ['HS256'],
        clockTolerance: SESSION_TOKEN_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
        currentDate: this.now(),
      });
      if (payload.aud !== this.apiKey) return null;
      const shop = shopAt(payload.dest, '/');
      return shop && shopAt(payload.iss, '/admin') === shop ? { shop } : null;
    } catch {
      return null;
    }
  }
}

/** The shop of `https://{shop}{path}`, or null for anything else (another scheme, a port, a path). */
function shopAt(claim: unknown, path: string): string | null {
  if (typeof claim !== 'string' || !URL.canParse(claim)) return null;
  const url = new URL(claim);
  const exact = url.protocol === 'https:' && url.port === '' && url.username === '' && url.pathname === path && url.search === '' && url.hash === '';
  return exact ? parseShopDomain(url.hostname) : null;
}
