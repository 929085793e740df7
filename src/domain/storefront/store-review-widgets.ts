import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';

/**
 * Store reviews and the side tab (docs/product/storefront.md#store-reviews): reviews about the shop
 * itself, and a tab on the storefront's edge that opens the shop's reviews.
 */

/**
 * The product id a store review carries. reviews.product_id is NOT NULL and has no foreign key to
 * products, so a review about the shop is stored as a review of this reserved id: the triggers,
 * moderation, replies and exports treat it as any review, and it is never a Shopify product's GID.
 */
export const STORE_REVIEW_PRODUCT_ID = 'gid://starling/Shop/store-review';

export function isStoreReview(productId: string): boolean {
  return productId === STORE_REVIEW_PRODUCT_ID;
}

export const STORE_REVIEW_TITLE_MAX_LENGTH = 100;

/**
 * The store-review object (get_store_review_setting). `is_active_store_review` is the reviews
 * widget's switch of that name, read and written through this object too: one stored value.
 */
export interface StoreReviewSettings {
  readonly is_active_store_review: FlagValue;
  /** '1': shoppers may write a store review from the block. */
  readonly is_allow_write: FlagValue;
  /** The block's heading; empty: the storefront's own words ("Store reviews"). */
  readonly title: string;
  readonly title_color: string;
  readonly star_color: string;
  readonly button_color: string;
  readonly button_bg_color: string;
}

export const STORE_REVIEW_COLOR_FIELDS = ['title_color', 'star_color', 'button_color', 'button_bg_color'] as const;

export const DEFAULT_STORE_REVIEW_SETTINGS: StoreReviewSettings = {
  is_active_store_review: FLAG_OFF,
  is_allow_write: FLAG_ON,
  title: '',
  title_color: '#1f2124',
  star_color: '#f5a623',
  button_color: '#ffffff',
  button_bg_color: '#1f2124',
};

export const SIDE_TAB_POSITIONS = ['right', 'left'] as const;
export type SideTabPosition = (typeof SIDE_TAB_POSITIONS)[number];

/** Where the tab shows: every page, or only the home, product or collection pages. */
export const SIDE_TAB_PAGES = ['all', 'index', 'product', 'collection'] as const;
export type SideTabPages = (typeof SIDE_TAB_PAGES)[number];

/** 'dialog': the tab opens the reviews over the page; 'page': it links to the shop's reviews page. */
export const SIDE_TAB_ACTIONS = ['dialog', 'page'] as const;
export type SideTabAction = (typeof SIDE_TAB_ACTIONS)[number];

export interface SideTabSettings {
  readonly is_active: FlagValue;
  readonly position: SideTabPosition;
  readonly pages: SideTabPages;
  readonly action: SideTabAction;
  readonly bg_color: string;
  readonly text_color: string;
  /** The shop's reviews page (create_sidetab_review_page answers it); '' until there is one. */
  readonly page_url: string;
}

export const SIDE_TAB_COLOR_FIELDS = ['bg_color', 'text_color'] as const;

export const DEFAULT_SIDE_TAB_SETTINGS: SideTabSettings = {
  is_active: FLAG_OFF,
  position: 'right',
  pages: 'all',
  action: 'dialog',
  bg_color: '#1f2124',
  text_color: '#ffffff',
  page_url: '',
};

/** Whether the tab shows on a page of this Liquid `template.name`. */
export function sideTabShowsOn(pages: SideTabPages, templateName: string): boolean {
  return pages === 'all' || pages === templateName;
}

/** The reviews page create_sidetab_review_page makes: its handle and title. */
export const REVIEWS_PAGE_HANDLE = 'reviews';
