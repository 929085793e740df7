import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { DISCOUNT_TYPES, PROMO_TEXT_MAX_LENGTH, REFERRAL_COLOR_FIELDS, REFERRAL_POSITIONS, STAR_TAP_ACTIONS, type ReferralColorField } from '../domain/storefront/promo-widget-settings';
import { numericCode, oneOf, text } from './fields';

/** The request schemas of promo-widgets.contract.ts. */

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");
const discountType = numericCode(DISCOUNT_TYPES, '1 (percent), 2 (fixed amount)');
/** The discount rule itself needs the type too: the use-case checks it on the merged settings. */
const discountValue = z.number({ error: 'must be a number' }).finite('must be a number');
/** Amounts and counts: their ranges are the domain's offer rule, checked by the use-case on the merged offer. */
const offerNumber = z.number({ error: 'must be a number' }).finite('must be a number');
const promoText = text({ max: PROMO_TEXT_MAX_LENGTH });

const colors = Object.fromEntries(REFERRAL_COLOR_FIELDS.map((field) => [field, color.optional()])) as Record<ReferralColorField, z.ZodOptional<typeof color>>;

export const referralFields = {
  ...colors,
  is_active: flagValue.optional(),
  friend_discount_type: discountType.optional(),
  friend_discount_value: discountValue.optional(),
  advocate_discount_type: discountType.optional(),
  advocate_discount_value: discountValue.optional(),
  friend_minimum_order: offerNumber.optional(),
  advocate_minimum_order: offerNumber.optional(),
  friend_expiry_days: offerNumber.optional(),
  advocate_expiry_days: offerNumber.optional(),
  advocate_monthly_cap: offerNumber.optional(),
  title_text: promoText.optional(),
  description_text: promoText.optional(),
  position: oneOf(REFERRAL_POSITIONS).optional(),
};

export const orderReviewFields = {
  is_active: flagValue.optional(),
  heading_text: promoText.optional(),
  star_color: color.optional(),
  star_tap_action: oneOf(STAR_TAP_ACTIONS).optional(),
  thank_you_is_active: flagValue.optional(),
  order_status_is_active: flagValue.optional(),
};

const someSetting = (body: object) => Object.values(body).some((value) => value !== undefined);

export const setReferralSettingRequest = z.strictObject(referralFields).refine(someSetting, 'must change at least one setting');
export const setAutoLeaveReviewSettingRequest = z.strictObject(orderReviewFields).refine(someSetting, 'must change at least one setting');
