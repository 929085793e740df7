import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Super-admin signs already exchanged, so that each one works once. */
export interface UsedSignRepository {
  /**
   * Records the sign as used; false when it already was. Records older than `forgetBefore`
   * are dropped on the way: their signs have expired and are refused anyway. Run it in a
   * transaction, so the two writes land together.
   */
  claim(shop: AuthenticatedShop, sign: string, usedAt: Date, forgetBefore: Date): Promise<boolean>;
}

/** The repositories a sign exchange writes through, bound to one transaction. */
export interface UsedSignWrites {
  readonly usedSigns: UsedSignRepository;
}
