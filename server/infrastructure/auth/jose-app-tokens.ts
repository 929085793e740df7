import { jwtVerify, SignJWT } from 'jose';
import { APP_TOKEN_LIFETIME_SECONDS, type AppTokens } from '../../application/auth/app-token.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';

const ISSUER = 'starling-reviews';
const AUDIENCE = 'starling-reviews-admin';

/** HS256 app tokens carrying the shop's id and domain, signed with the server's own secret. */
export class JoseAppTokens implements AppTokens {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => Date = () => new Date()) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(shop: AuthenticatedShop): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ shop: shop.domain, ...(shop.superAdmin ? { super_admin: true } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(shop.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + APP_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<AuthenticatedShop | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      const id = Number(payload.sub);
      const domain = payload.shop;
      if (!Number.isSafeInteger(id) || id <= 0 || typeof domain !== 'string') return null;
      return payload.super_admin === true ? { id, domain, superAdmin: true } : { id, domain };
    } catch {
      return null;
    }
  }
}
