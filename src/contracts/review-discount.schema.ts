import { z } from 'zod';
import { REVIEW_DISCOUNT_EXPIRY_MAX_DAYS, REVIEW_DISCOUNT_EXPIRY_MIN_DAYS, REVIEW_DISCOUNT_TYPES, REVIEW_DISCOUNT_VALUE_TYPES } from '../domain/collect/review-discount';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { numericCode, one, oneOf, paging, wholeNumber } from './fields';

/** The request schemas of review-discount.contract.ts. */

/** The issued codes' page size on /collect/discount. */
export const ISSUED_REVIEW_DISCOUNTS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

const type = oneOf(REVIEW_DISCOUNT_TYPES);
/** The value rule needs the type too: the use-case checks it on the merged settings, naming discount_value. */
const discountValue = z.number({ error: 'must be a number' }).finite('must be a number');

export const getReviewDiscountSettingRequest = z.object({ type: one(type) });

const someSetting = (body: Readonly<Record<string, unknown>>) => Object.entries(body).some(([key, value]) => key !== 'type' && value !== undefined);

export const saveReviewDiscountSettingRequest = z
  .strictObject({
    type,
    is_enabled: oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)").optional(),
    discount_type: numericCode(REVIEW_DISCOUNT_VALUE_TYPES, '1 (percent), 2 (fixed amount)').optional(),
    discount_value: discountValue.optional(),
    expiry_days: wholeNumber(REVIEW_DISCOUNT_EXPIRY_MIN_DAYS, REVIEW_DISCOUNT_EXPIRY_MAX_DAYS).optional(),
  })
  .refine(someSetting, 'must change at least one setting');

export const getReviewDiscountOverviewRequest = z.object({ ...paging({ maxPage: MAX_PAGE, maxPageSize: 100 }) });
