import { errors, jwtVerify } from 'jose';
import { customerNumber } from '../../../src/domain/shop/shopify-ids';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { type CheckoutSessionTokenVerifier } from '../../application/storefront/checkout-session-token.port';
import { SESSION_TOKEN_CLOCK_TOLERANCE_SECONDS } from './jose-session-token-verifier';

/**
 * Verifies the session token a checkout UI extension gets from `shopify.sessionToken.get()`, the
 * way Shopify's library decodes it: HS256 only, signed with the app's API secret, `exp`/`nbf`
 * with 10 s of leeway, `aud` exactly the API key. Then what Shopify documents for checkout
 * tokens: `dest` names the shop (`shop.myshopify.com`; the admin's form `https://shop.myshopify.com`
 * is taken too), and `sub`, present only for a signed-in buyer, is their customer gid.
 */
export class JoseCheckoutSessionTokenVerifier implements CheckoutSessionTokenVerifier {
  private readonly key: Uint8Array;

  constructor(
    private readonly apiKey: string,
    apiSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(apiSecret);
  }

  async verify(token: string): ReturnType<CheckoutSessionTokenVerifier['verify']> {
    if (token === '') return { ok: false, refusal: 'missing' };
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        clockTolerance: SESSION_TOKEN_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
        currentDate: this.now(),
      }));
    } catch (error) {
      return { ok: false, refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    if (payload.aud !== this.apiKey) return { ok: false, refusal: 'wrong audience' };
    const shop = shopOfDest(payload.dest);
    if (!shop) return { ok: false, refusal: 'wrong shop' };
    if (payload.sub === undefined) return { ok: true, session: { shop, customerId: null } };
    const customerId = customerNumber(payload.sub);
    return customerId ? { ok: true, session: { shop, customerId } } : { ok: false, refusal: 'wrong customer' };
  }
}

function shopOfDest(dest: unknown): string | null {
  if (typeof dest !== 'string') return null;
  const host = dest.startsWith('https://') ? dest.slice('https://'.length) : dest;
  return /^[^/:?#@]+$/.test(host) ? parseShopDomain(host) : null;
}
