import { z } from 'zod';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  RADIUS_MAX,
  RATING_ICON_TYPES,
  REVIEW_DATE_FORMATS,
  REVIEW_LAYOUTS,
  REVIEW_PAGINATION_TYPES,
  REVIEW_WIDGET_COLOR_FIELDS,
  REVIEW_WIDGET_SWITCHES,
  REVIEWS_PER_PAGE_MAX,
  REVIEWS_PER_PAGE_MIN,
  STOREFRONT_REVIEW_SORTS,
  WRITE_REVIEW_TYPES,
  type ReviewWidgetColorField,
  type ReviewWidgetSwitch,
} from '../domain/storefront/review-widget-settings';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { RATING_TEXT_TOKENS, unknownPlaceholders } from '../domain/storefront/rating-text';
import { PREVIEW_WIDGETS } from '../domain/storefront/widget-registry';
import { numericCode, oneOf, text, wholeNumber } from './fields';
import { buyersShowFields, cardCarouselFields } from './showcase-widgets.schema';
import { sideTabSettingsFields, storeReviewSettingsFields } from './store-review-widgets.schema';
import { reviewSummaryFields } from './review-summary.schema';
import { qaSettingsFields } from './questions.schema';
import { orderReviewFields, referralFields } from './promo-widgets.schema';

/** The request schemas of widget-settings.contract.ts. */

export const WIDGET_TEXT_MAX_LENGTH = 200;
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");
const ratingText = text({ max: WIDGET_TEXT_MAX_LENGTH, min: 1 }).refine(
  (template) => unknownPlaceholders(template).length === 0,
  `may use only the placeholders ${RATING_TEXT_TOKENS.join(' and ')}`,
);

const colors = Object.fromEntries(REVIEW_WIDGET_COLOR_FIELDS.map((field) => [field, color.optional()])) as Record<ReviewWidgetColorField, z.ZodOptional<typeof color>>;
const switches = Object.fromEntries(REVIEW_WIDGET_SWITCHES.map((field) => [field, flagValue.optional()])) as Record<ReviewWidgetSwitch, z.ZodOptional<typeof flagValue>>;

const reviewWidgetFields = {
  ...colors,
  ...switches,
  layout: oneOf(REVIEW_LAYOUTS).optional(),
  font_size: wholeNumber(FONT_SIZE_MIN, FONT_SIZE_MAX).optional(),
  border_radius: wholeNumber(0, RADIUS_MAX).optional(),
  photo_radius: wholeNumber(0, RADIUS_MAX).optional(),
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code').optional(),
  reviews_per_page_number: wholeNumber(REVIEWS_PER_PAGE_MIN, REVIEWS_PER_PAGE_MAX).optional(),
  review_sort_by: oneOf(STOREFRONT_REVIEW_SORTS).optional(),
  review_date_format_type: numericCode(REVIEW_DATE_FORMATS).optional(),
  review_pagination_type: oneOf(REVIEW_PAGINATION_TYPES).optional(),
  rating_icon_type: oneOf(RATING_ICON_TYPES).optional(),
  auto_publish_min_rating: wholeNumber(1, 5).optional(),
  list_rating_text: ratingText.optional(),
  product_rating_text: ratingText.optional(),
  rating_css_code: text({ max: CUSTOM_CSS_MAX_LENGTH }).optional(),
  reviews_css_code: text({ max: CUSTOM_CSS_MAX_LENGTH }).optional(),
};

export const setReviewWidgetSettingsRequest = z
  .strictObject(reviewWidgetFields)
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one setting');

const writeReviewFields = {
  is_del_powered: flagValue.optional(),
  show_review_btn: flagValue.optional(),
  write_review_type: numericCode(WRITE_REVIEW_TYPES, '1 (behind a button), 2 (always open)').optional(),
};

export const previewWidgetRequest = z.strictObject({
  // The blocks preview_widget draws (the widget registry's `preview` names); a widget's unsaved settings travel in its own field.
  widget: oneOf(PREVIEW_WIDGETS),
  settings: z.strictObject(reviewWidgetFields),
  write_review: z.strictObject(writeReviewFields).optional(),
  buyers_show: z.strictObject(buyersShowFields).optional(),
  card_carousel: z.strictObject(cardCarouselFields).optional(),
  store_review: z.strictObject(storeReviewSettingsFields).optional(),
  side_tab: z.strictObject(sideTabSettingsFields).optional(),
  summary: reviewSummaryFields.optional(),
  qa: qaSettingsFields.optional(),
  referral: z.strictObject(referralFields).optional(),
  order_review: z.strictObject(orderReviewFields).optional(),
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code').optional(),
});

export const setWriteReviewSettingsRequest = z
  .strictObject(writeReviewFields)
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one setting');
