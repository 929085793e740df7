import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';

/**
 * The reviews widget's settings (docs/product/storefront.md#widget-settings): what the storefront
 * blocks draw with, what the admin's /display screens edit. Colours are #rrggbb; lengths are CSS
 * pixels; switches are the server's '1' (on) / '2' (off).
 */

export const REVIEW_LAYOUTS = ['list', 'grid'] as const;
export type ReviewLayout = (typeof REVIEW_LAYOUTS)[number];

/** Storefront orders of a product's reviews; the first is the spec's default (newest first). */
export const STOREFRONT_REVIEW_SORTS = ['commented-at-descending', 'commented-at-ascending', 'rating-descending', 'rating-ascending', 'helpful-descending'] as const;
export type StorefrontReviewSort = (typeof STOREFRONT_REVIEW_SORTS)[number];

/** 1: 11/24/2026, 2: 24/11/2026, 3: 2026-11-24, 4: Nov 24, 2026. */
export const REVIEW_DATE_FORMATS = [1, 2, 3, 4] as const;
export type ReviewDateFormat = (typeof REVIEW_DATE_FORMATS)[number];

/** A "Show more" button; numbered pages may follow. */
export const REVIEW_PAGINATION_TYPES = ['load-more'] as const;
export type ReviewPaginationType = (typeof REVIEW_PAGINATION_TYPES)[number];

/** Stars; other icons may follow. */
export const RATING_ICON_TYPES = ['star'] as const;
export type RatingIconType = (typeof RATING_ICON_TYPES)[number];

export const REVIEWS_PER_PAGE_MIN = 1;
export const REVIEWS_PER_PAGE_MAX = 50;
export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 24;
export const RADIUS_MAX = 40;
export const AUTO_PUBLISH_MIN_RATING_DEFAULT = 1;

export const REVIEW_WIDGET_COLOR_FIELDS = [
  'font_color',
  'star_color',
  'nostar_color',
  'card_bg_color',
  'box_bg_color',
  'button_color',
  'button_bg_color',
  'button_border_color',
  'dividing_line_color',
  'reply_bg_color',
  'verified_badge_color',
  'badge_text_color',
  'avatar_text_color',
] as const;
export type ReviewWidgetColorField = (typeof REVIEW_WIDGET_COLOR_FIELDS)[number];

export const REVIEW_WIDGET_SWITCHES = [
  'is_activate_reviews',
  'is_anonymous',
  'is_review_publish',
  'is_show_verified_badge',
  'is_show_helpful',
  'is_qa_active',
  'is_active_store_review',
  'is_show_google_snippet',
  'card_shadow',
  /** Shoppers may read a review written in another language in theirs (docs/product/storefront.md#translation). */
  'translate_enabled',
  /** With translate_enabled: such reviews are shown translated, the original one tap away; else behind a "Translate" button. */
  'is_translate_review',
] as const;
export type ReviewWidgetSwitch = (typeof REVIEW_WIDGET_SWITCHES)[number];

export type ReviewWidgetSettings = Readonly<Record<ReviewWidgetColorField, string>> &
  Readonly<Record<ReviewWidgetSwitch, FlagValue>> & {
    readonly layout: ReviewLayout;
    readonly font_size: number;
    readonly border_radius: number;
    readonly photo_radius: number;
    readonly language: string;
    readonly reviews_per_page_number: number;
    readonly review_sort_by: StorefrontReviewSort;
    readonly review_date_format_type: ReviewDateFormat;
    readonly review_pagination_type: ReviewPaginationType;
    readonly rating_icon_type: RatingIconType;
    /** Reviews rated below this wait for the merchant even when is_review_publish is on. */
    readonly auto_publish_min_rating: number;
    /** The list and product-page rating texts, with {{star}} and {{review_number}}. */
    readonly list_rating_text: string;
    readonly product_rating_text: string;
    /** Merchant CSS for the star rating and the reviews widget, stored sanitized. */
    readonly rating_css_code: string;
    readonly reviews_css_code: string;
  };

/** The spec's defaults: 14 per page, font size 13, radius 6, newest first, English. */
export const DEFAULT_REVIEW_WIDGET_SETTINGS: ReviewWidgetSettings = {
  font_color: '#1f2124',
  star_color: '#f5a623',
  nostar_color: '#d9d9d9',
  card_bg_color: '#ffffff',
  box_bg_color: '#ffffff',
  button_color: '#ffffff',
  button_bg_color: '#1f2124',
  button_border_color: '#1f2124',
  dividing_line_color: '#e3e3e3',
  reply_bg_color: '#f4f6f8',
  verified_badge_color: '#1a7f37',
  badge_text_color: '#ffffff',
  avatar_text_color: '#ffffff',
  is_activate_reviews: FLAG_ON,
  is_anonymous: FLAG_OFF,
  is_review_publish: FLAG_ON,
  is_show_verified_badge: FLAG_ON,
  is_show_helpful: FLAG_ON,
  is_qa_active: FLAG_ON,
  is_active_store_review: FLAG_OFF,
  is_show_google_snippet: FLAG_ON,
  card_shadow: FLAG_OFF,
  translate_enabled: FLAG_OFF,
  is_translate_review: FLAG_OFF,
  layout: 'list',
  font_size: 13,
  border_radius: 6,
  photo_radius: 6,
  language: 'en',
  reviews_per_page_number: 14,
  review_sort_by: 'commented-at-descending',
  review_date_format_type: 1,
  review_pagination_type: 'load-more',
  rating_icon_type: 'star',
  auto_publish_min_rating: AUTO_PUBLISH_MIN_RATING_DEFAULT,
  list_rating_text: '{{star}} ({{review_number}})',
  product_rating_text: '{{star}} {{review_number}} Reviews',
  rating_css_code: '',
  reviews_css_code: '',
};

/** 1: the form opens from a "Write a review" button; 2: the form is always open under the reviews. */
export const WRITE_REVIEW_TYPES = [1, 2] as const;
export type WriteReviewType = (typeof WRITE_REVIEW_TYPES)[number];

/** The write-review settings object (get_write_review_setting): the form and the branding line. */
export interface WriteReviewSettings {
  /** '1': the "Reviews by Starling" line is removed, which only plans with remove_branding allow. */
  readonly is_del_powered: FlagValue;
  /** '1': the "Write a review" button shows. */
  readonly show_review_btn: FlagValue;
  readonly write_review_type: WriteReviewType;
}

export const DEFAULT_WRITE_REVIEW_SETTINGS: WriteReviewSettings = {
  is_del_powered: FLAG_OFF,
  show_review_btn: FLAG_ON,
  write_review_type: 1,
};
