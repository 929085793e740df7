import { errors } from 'jose';
import {
  PICKER_TOKEN_LIFETIME_SECONDS,
  type PickerAccess,
  type PickerTokenCheck,
  type PickerTokens,
} from '../../application/picker/picker-token.port';
import { Hs256Jwt } from './hs256-jwt';

/** Distinct from the admin token's audience, so neither token is accepted in the other's place. */
const AUDIENCE = 'store-picker';

/** HS256 picker tokens carrying the shop's id and domain and the app they were issued for. */
export class JosePickerTokens implements PickerTokens {
  private readonly jwt: Hs256Jwt;

  constructor(secret: string, now: () => Date = () => new Date()) {
    this.jwt = new Hs256Jwt(secret, AUDIENCE, now);
  }

  issue(access: PickerAccess): Promise<string> {
    return this.jwt.sign({
      claims: { shop: access.shop.domain, app: access.appId },
      subject: String(access.shop.id),
      lifetimeSeconds: PICKER_TOKEN_LIFETIME_SECONDS,
    });
  }

  async verify(token: string): Promise<PickerTokenCheck> {
    try {
      const payload = await this.jwt.verify(token, ['exp', 'sub']);
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
