import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { BARS_IN_STAR_COLOR, MAX_ASPECTS_MAX, MAX_ASPECTS_MIN } from '../domain/storefront/review-summary-settings';
import { one, oneOf, text, wholeNumber } from './fields';
import { MAX_PRODUCT_ID_LENGTH } from './list-filter.fields';

/** The request schemas of review-summary.contract.ts. */

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");

/** The summary's fields, each optional: a save's and a preview's draft. */
export const reviewSummaryFields = z.strictObject({
  is_active: flagValue.optional(),
  show_histogram: flagValue.optional(),
  show_ai_summary: flagValue.optional(),
  bar_color: z.union([z.literal(BARS_IN_STAR_COLOR), color], { error: 'must be a colour as #RRGGBB, or empty for the star colour' }).optional(),
  text_color: color.optional(),
  bg_color: color.optional(),
  max_aspects: wholeNumber(MAX_ASPECTS_MIN, MAX_ASPECTS_MAX).optional(),
});

export const setReviewSummarySettingsRequest = reviewSummaryFields.refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  'must change at least one setting',
);

export const AI_SUMMARY_PAGE_TYPES = ['shop', 'product'] as const;

export const getReviewAiSummaryRequest = z
  .object({
    lang: one(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code')).optional(),
    page_type: one(oneOf(AI_SUMMARY_PAGE_TYPES)).optional(),
    product_id: one(text({ max: MAX_PRODUCT_ID_LENGTH, min: 1 })).optional(),
  })
  .refine((request) => request.page_type !== 'product' || request.product_id !== undefined, { message: 'is required when page_type is product', path: ['product_id'] });
