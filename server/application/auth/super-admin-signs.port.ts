/**
 * Super-admin signs (CHANNELWILL_SIGN_SECRET): a signature over a shop id and the second it was
 * made, letting support staff open the app as that shop.
 */
export interface SuperAdminSigns {
  sign(shopId: number, signTime: number): string;
  /** The sign_time (unix seconds) a sign carries when it is genuine for this shop, else null. */
  verify(sign: string, shopId: number): number | null;
}
