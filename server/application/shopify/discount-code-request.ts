import { SINGLE_USE } from '../../../src/domain/collect/review-discount';
import { type DiscountType } from '../../../src/domain/validation/discount-type';
import { type DiscountCodeRequest } from './shopify-gateway.port';

/** A code this app issued (a review's reward, a referral friend's or advocate's), as its row keeps it. */
export interface IssuedCode {
  readonly code: string;
  readonly discountType: DiscountType;
  readonly value: number;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  /** The order subtotal it needs (referral codes; 0: none); absent for codes that have no minimum. */
  readonly minimumOrder?: number;
}

/** The code as Shopify's discountCodeBasicCreate takes it: one use, from its creation, with its end (and minimum). */
export function discountRequest(title: string, issued: IssuedCode): DiscountCodeRequest {
  return {
    code: issued.code,
    title: `${title} ${issued.code}`,
    discountType: issued.discountType,
    value: issued.value,
    startsAt: issued.createdAt,
    endsAt: issued.expiresAt,
    usageLimit: SINGLE_USE,
    ...(issued.minimumOrder === undefined ? {} : { minimumSubtotal: issued.minimumOrder }),
  };
}
