import { MS_PER_SECOND } from '../../../src/domain/shared/time';
import { AppError } from '../shared/app-error';
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

/** Uses the sign up once, inside the caller's transaction: a sign already used is refused; records past its lifetime are forgotten. */
export async function redeemShopSign(usedSigns: UsedSignRepository, shop: AuthenticatedShop, sign: string, now: Date, lifetimeSeconds: number): Promise<void> {
  const forgetBefore = new Date(now.getTime() - lifetimeSeconds * MS_PER_SECOND);
  if (!(await usedSigns.claim(shop, sign, now, forgetBefore))) throw new AppError('unauthorized', 'sign: has already been used');
}
