import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { SIDE_TAB_ACTIONS, SIDE_TAB_PAGES, SIDE_TAB_POSITIONS, STORE_REVIEW_TITLE_MAX_LENGTH } from '../domain/storefront/store-review-widgets';
import { oneOf, text } from './fields';

/** The request schemas of store-review-widgets.contract.ts. */

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");
const changesSomething = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

export const storeReviewSettingsFields = {
  is_active_store_review: flagValue.optional(),
  is_allow_write: flagValue.optional(),
  title: text({ max: STORE_REVIEW_TITLE_MAX_LENGTH }).optional(),
  title_color: color.optional(),
  star_color: color.optional(),
  button_color: color.optional(),
  button_bg_color: color.optional(),
};

export const setStoreReviewSettingsRequest = z.strictObject(storeReviewSettingsFields).refine(changesSomething, 'must change at least one setting');

export const sideTabSettingsFields = {
  is_active: flagValue.optional(),
  position: oneOf(SIDE_TAB_POSITIONS).optional(),
  pages: oneOf(SIDE_TAB_PAGES).optional(),
  action: oneOf(SIDE_TAB_ACTIONS).optional(),
  bg_color: color.optional(),
  text_color: color.optional(),
};

/** page_url is not the merchant's to type: create_sidetab_review_page sets it. */
export const setSideTabSettingsRequest = z.strictObject(sideTabSettingsFields).refine(changesSomething, 'must change at least one setting');
