import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import {
  BUYERS_SHOW_COLOR_FIELDS,
  BUYERS_SHOW_ID,
  BUYERS_SHOW_LAYOUTS,
  BUYERS_SHOW_NUMBER_FIELDS,
  BUYERS_SHOW_SOURCES,
  CARD_CAROUSEL_COLOR_FIELDS,
  CARD_CAROUSEL_NUMBER_FIELDS,
  CAROUSEL_TYPES,
  SHOWCASE_TITLE_MAX_LENGTH,
} from '../domain/storefront/showcase-settings';
import { numericCode, oneOf, text, wholeNumber } from './fields';

/** The request schemas of showcase-widgets.contract.ts. */

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");
const title = text({ max: SHOWCASE_TITLE_MAX_LENGTH });

const colorsOf = <K extends string>(fields: readonly K[]) => Object.fromEntries(fields.map((field) => [field, color.optional()])) as Record<K, z.ZodOptional<typeof color>>;
const numbersOf = <K extends string>(fields: Readonly<Record<K, readonly [number, number]>>) =>
  Object.fromEntries(Object.entries<readonly [number, number]>(fields).map(([field, [min, max]]) => [field, wholeNumber(min, max).optional()])) as Record<K, z.ZodOptional<ReturnType<typeof wholeNumber>>>;
const changesSomething = (body: Record<string, unknown>) => Object.entries(body).some(([key, value]) => key !== 'id' && value !== undefined);

export const buyersShowFields = {
  ...colorsOf(BUYERS_SHOW_COLOR_FIELDS),
  ...numbersOf(BUYERS_SHOW_NUMBER_FIELDS),
  is_active: flagValue.optional(),
  title: title.optional(),
  layout: oneOf(BUYERS_SHOW_LAYOUTS).optional(),
  review_source: oneOf(BUYERS_SHOW_SOURCES).optional(),
  show_hover_details: flagValue.optional(),
};

export const saveBuyersShowSettingsRequest = z
  .strictObject({
    ...buyersShowFields,
    id: z.literal(BUYERS_SHOW_ID, `must be the buyers' show's id (${BUYERS_SHOW_ID})`).optional(),
  })
  .refine(changesSomething, 'must change at least one setting');

export const cardCarouselFields = {
  ...colorsOf(CARD_CAROUSEL_COLOR_FIELDS),
  ...numbersOf(CARD_CAROUSEL_NUMBER_FIELDS),
  is_active: flagValue.optional(),
  is_activate_home_reviews: flagValue.optional(),
  carousel_type: numericCode(CAROUSEL_TYPES, '1 (featured), 2 (newest), 3 (highest rated)').optional(),
  title: title.optional(),
  autoplay: flagValue.optional(),
  show_product_link: flagValue.optional(),
};

export const saveCardCarouselSettingsRequest = z.strictObject(cardCarouselFields).refine(changesSomething, 'must change at least one setting');
