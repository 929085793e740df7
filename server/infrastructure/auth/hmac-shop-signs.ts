import { createHmac, hkdfSync } from 'node:crypto';
import { sameSecretText } from './constant-time';
import { type ShopSigns, type SignPurpose } from '../../application/auth/shop-signs.port';

const SIGN_PATTERN = /^(\d{1,12})\.([0-9a-f]{64})$/;

/**
 * A sign is `{sign_time}.{hex HMAC-SHA256(secret, "{purpose}:{shop id}:{sign_time}")}`: it carries
 * its own time because exchange_customer_token_by_sign receives only the sign and the shop id.
 */
export class HmacShopSigns implements ShopSigns {
  constructor(private readonly secret: string) {}

  sign(purpose: SignPurpose, shopId: number, signTime: number): string {
    return `${signTime}.${this.mac(purpose, shopId, signTime)}`;
  }

  verify(purpose: SignPurpose, sign: string, shopId: number): number | null {
    const match = SIGN_PATTERN.exec(sign);
    if (!match?.[1] || !match[2]) return null;
    const signTime = Number(match[1]);
    return sameSecretText(this.mac(purpose, shopId, signTime), match[2]) ? signTime : null;
  }

  private mac(purpose: SignPurpose, shopId: number, signTime: number): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${shopId}:${signTime}`).digest('hex');
  }
}

/**
 * A signing key of its own for signs this server both makes and checks (affiliate signs), derived
 * from APP_TOKEN_SECRET with HKDF-SHA256, so it needs no setting and is worth nothing for app tokens.
 */
export function derivedSignSecret(appTokenSecret: string, purpose: SignPurpose): string {
  return Buffer.from(hkdfSync('sha256', appTokenSecret, '', `starling-reviews ${purpose} signs`, 32)).toString('hex');
}
