import { type ShopSign } from '../../../src/contracts/auth.contract';
import { MS_PER_SECOND } from '../../../src/domain/shared/time';

/**
 * What a sign is for. The purpose is part of the signed message, so a sign made for one purpose
 * is worthless for the others: 'channelwill' signs go to the merchant's admin for the sister app
 * Channelwill to verify (get_channelwill_sign); only 'super-admin' signs, made by support staff
 * with scripts/issue-super-admin-sign.ts, open the app with the super-admin flag (docs/product/auth-and-session.md);
 * 'affiliate' signs let the merchant's admin file the affiliate tracking report for its shop
 * (get_affiliate_sign, docs/product/public-pages.md#campaign-tracking).
 */
export type SignPurpose = 'channelwill' | 'super-admin' | 'affiliate';

/** Signs over a purpose, a shop id and the second they were made (CHANNELWILL_SIGN_SECRET; affiliate signs: a key of their own). */
export interface ShopSigns {
  sign(purpose: SignPurpose, shopId: number, signTime: number): string;
  /** The sign_time (unix seconds) a sign carries when it is genuine for this purpose and shop, else null. */
  verify(purpose: SignPurpose, sign: string, shopId: number): number | null;
}

/** A sign for `purpose` made at `now`. */
export function signNow(signs: ShopSigns, purpose: SignPurpose, shopId: number, now: Date): ShopSign {
  const signTime = Math.floor(now.getTime() / 1000);
  return { sign: signs.sign(purpose, shopId, signTime), sign_time: signTime };
}

/** A sign's age at `now` in seconds; negative for a sign that claims to be made later. */
export function signAgeSeconds(signTime: number, now: Date): number {
  return now.getTime() / MS_PER_SECOND - signTime;
}
