import { errors, jwtVerify, SignJWT } from 'jose';
import {
  PICKER_TOKEN_LIFETIME_SECONDS,
  type PickerAccess,
  type PickerTokenCheck,
  type PickerTokens,
} from '../../application/picker/picker-token.port';

const ISSUER = 'starling-reviews';
/** Distinct from the admin token's audience, so neither token is accepted in the other's place. */
const AUDIENCE = 'store-picker';

/** HS256 picker tokens carrying the shop's id and domain and the app they were issued for. */
export class JosePickerTokens implements PickerTokens {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => Date = () => new Date()) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(access: PickerAccess): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ shop: access.shop.domain, app: access.appId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(access.shop.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + PICKER_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<PickerTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['exp', 'sub'],
      });
      const id = Number(payload.sub);
      const { shop, app } = payload;
      if (!Number.isSafeInteger(id) || id <= 0 || typeof shop !== 'string' || typeof app !== 'string') {
        return { valid: false, reason: 'invalid' };
      }
      return { valid: true, access: { shop: { id, domain: shop }, appId: app } };
    } catch (error) {
      // jose checks the signature before the claims, so an expired token is a genuine one.
      return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
