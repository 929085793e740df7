import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';
import { documentOverDefaults } from './settings-document';

/**
 * The buyers' show (a gallery of shoppers' photos) and the card carousel (review cards in a
 * sliding track, also the home page's reviews): their settings objects, defaults and bounds
 * (docs/product/storefront.md#showcase). Colours are #rrggbb, lengths CSS pixels, switches '1'/'2'.
 */

export const SHOWCASE_TITLE_MAX_LENGTH = 120;
export const SHOWCASE_RADIUS_MAX = 40;

/** The shop's one buyers' show: the settings object's id, answered and accepted back. */
export const BUYERS_SHOW_ID = 1;

/** Tiles of a fixed shape in a grid (never masonry: a fixed shape reserves the space). */
export const BUYERS_SHOW_LAYOUTS = ['square', 'portrait'] as const;
export type BuyersShowLayout = (typeof BUYERS_SHOW_LAYOUTS)[number];

/** 'shows': the reviews the merchant put in the shows (/reviewList); 'newest': the newest reviews with photos. */
export const BUYERS_SHOW_SOURCES = ['shows', 'newest'] as const;
export type BuyersShowSource = (typeof BUYERS_SHOW_SOURCES)[number];

export const BUYERS_SHOW_COLOR_FIELDS = ['title_color', 'text_color', 'star_color', 'dialog_bg_color'] as const;
export type BuyersShowColorField = (typeof BUYERS_SHOW_COLOR_FIELDS)[number];

/** Whole-number fields and their bounds. */
export const BUYERS_SHOW_NUMBER_FIELDS = {
  columns_desktop: [2, 6],
  columns_mobile: [1, 3],
  photos_shown: [1, 24],
  min_rating: [1, 5],
  border_radius: [0, SHOWCASE_RADIUS_MAX],
} as const;
export type BuyersShowNumberField = keyof typeof BUYERS_SHOW_NUMBER_FIELDS;

export type BuyersShowSettings = Readonly<Record<BuyersShowColorField, string>> &
  Readonly<Record<BuyersShowNumberField, number>> & {
    readonly id: typeof BUYERS_SHOW_ID;
    readonly is_active: FlagValue;
    /** The heading; empty: the storefront's own words, in the shopper's language. */
    readonly title: string;
    readonly layout: BuyersShowLayout;
    readonly review_source: BuyersShowSource;
    /** '1': a tile shows the rating and the reviewer's name over the photo on hover and focus. */
    readonly show_hover_details: FlagValue;
  };

export const DEFAULT_BUYERS_SHOW_SETTINGS: BuyersShowSettings = {
  id: BUYERS_SHOW_ID,
  is_active: FLAG_ON,
  title: '',
  layout: 'square',
  review_source: 'newest',
  columns_desktop: 4,
  columns_mobile: 2,
  photos_shown: 12,
  min_rating: 1,
  border_radius: 6,
  title_color: '#1f2124',
  text_color: '#1f2124',
  star_color: '#f5a623',
  dialog_bg_color: '#ffffff',
  show_hover_details: FLAG_ON,
};

/** 1: the reviews the merchant featured; 2: the newest; 3: the highest rated (then newest). */
export const CAROUSEL_TYPES = [1, 2, 3] as const;
export type CarouselType = (typeof CAROUSEL_TYPES)[number];

export const CARD_CAROUSEL_COLOR_FIELDS = ['title_color', 'text_color', 'star_color', 'card_bg_color', 'button_color'] as const;
export type CardCarouselColorField = (typeof CARD_CAROUSEL_COLOR_FIELDS)[number];

/** The spec's carousel defaults: a slide every 2000 ms, each slide taking 300 ms. */
export const CAROUSEL_INTERVAL_DEFAULT_MS = 2000;
export const CAROUSEL_SPEED_DEFAULT_MS = 300;

export const CARD_CAROUSEL_NUMBER_FIELDS = {
  reviews_shown: [3, 24],
  cards_desktop: [1, 5],
  cards_mobile: [1, 2],
  min_rating: [1, 5],
  autoplay_interval: [1000, 20000],
  autoplay_speed: [0, 2000],
  border_radius: [0, SHOWCASE_RADIUS_MAX],
} as const;
export type CardCarouselNumberField = keyof typeof CARD_CAROUSEL_NUMBER_FIELDS;

export type CardCarouselSettings = Readonly<Record<CardCarouselColorField, string>> &
  Readonly<Record<CardCarouselNumberField, number>> & {
    /** '1': the carousel draws where the merchant placed it on product and other pages. */
    readonly is_active: FlagValue;
    /** '1': the carousel draws on the home page (the spec's home reviews). */
    readonly is_activate_home_reviews: FlagValue;
    readonly carousel_type: CarouselType;
    /** The heading; empty: the storefront's own words, in the shopper's language. */
    readonly title: string;
    readonly autoplay: FlagValue;
    readonly show_product_link: FlagValue;
  };

export const DEFAULT_CARD_CAROUSEL_SETTINGS: CardCarouselSettings = {
  is_active: FLAG_ON,
  is_activate_home_reviews: FLAG_ON,
  carousel_type: 2,
  title: '',
  reviews_shown: 12,
  cards_desktop: 3,
  cards_mobile: 1,
  // Highlights on the home page: 4 stars and up until the merchant lowers it; every rating stays on the product's reviews.
  min_rating: 4,
  autoplay: FLAG_ON,
  autoplay_interval: CAROUSEL_INTERVAL_DEFAULT_MS,
  autoplay_speed: CAROUSEL_SPEED_DEFAULT_MS,
  border_radius: 6,
  show_product_link: FLAG_ON,
  title_color: '#1f2124',
  text_color: '#1f2124',
  star_color: '#f5a623',
  card_bg_color: '#f6f6f7',
  button_color: '#1f2124',
};

/** The buyers' show as stored: its id is always the shop's one object's. */
export function buyersShowSettingsFrom(stored: unknown): BuyersShowSettings {
  return { ...documentOverDefaults(DEFAULT_BUYERS_SHOW_SETTINGS, stored), id: BUYERS_SHOW_ID };
}

export function cardCarouselSettingsFrom(stored: unknown): CardCarouselSettings {
  return documentOverDefaults(DEFAULT_CARD_CAROUSEL_SETTINGS, stored);
}

/**
 * Where the carousel block draws: on the home page when home reviews are on, elsewhere when the
 * carousel is on (docs/product/storefront.md#showcase).
 */
export function carouselShowsOn(settings: Pick<CardCarouselSettings, 'is_active' | 'is_activate_home_reviews'>, page: 'home' | 'other'): boolean {
  return (page === 'home' ? settings.is_activate_home_reviews : settings.is_active) === FLAG_ON;
}

/** The carousel as one widget to the merchant (the widget list's switch): on while it shows on any page. */
export function carouselIsOn(settings: Pick<CardCarouselSettings, 'is_active' | 'is_activate_home_reviews'>): FlagValue {
  return carouselShowsOn(settings, 'home') || carouselShowsOn(settings, 'other') ? FLAG_ON : FLAG_OFF;
}


/** Which published reviews a showcase shows, in which order: what the storefront repository reads. */
export interface ShowcaseSelection {
  /** 'featured' / 'in_shows': only reviews the merchant marked so; 'any': every published review. */
  readonly marked: 'featured' | 'in_shows' | 'any';
  readonly order: 'newest' | 'highest';
  readonly withPhotos: boolean;
  readonly minRating: number;
  readonly limit: number;
  /**
   * Leave out reviews of a draft or archived product: the carousel links each card to its product,
   * and such a page is a 404. Reviews with no catalog product (no link drawn) stay.
   */
  readonly productOnStorefront: boolean;
}

/** The gallery: reviews with photos, the merchant's shows or the newest. */
export function buyersShowSelection(settings: BuyersShowSettings): ShowcaseSelection {
  return { marked: settings.review_source === 'shows' ? 'in_shows' : 'any', order: 'newest', withPhotos: true, minRating: settings.min_rating, limit: settings.photos_shown, productOnStorefront: false };
}

/** The carousel by its type: featured, newest or highest rated. */
export function cardCarouselSelection(settings: CardCarouselSettings): ShowcaseSelection {
  return {
    marked: settings.carousel_type === 1 ? 'featured' : 'any',
    order: settings.carousel_type === 3 ? 'highest' : 'newest',
    withPhotos: false,
    minRating: settings.min_rating,
    limit: settings.reviews_shown,
    productOnStorefront: true,
  };
}

/** A review as a showcase shows it: display name only, never an e-mail. */
export interface ShowcaseReview {
  readonly id: number;
  readonly author: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly date_text: string;
  /** Disclosed on the card (docs/product/import-provenance.md#storefront). */
  readonly incentivized: boolean;
  readonly photos: readonly string[];
  readonly product: { readonly title: string; readonly handle: string } | null;
}

/** The shop's `starling.showcase` metafield: the gallery's and the carousel's reviews. */
/** An imported Instagram post in the buyers' show (docs/product/instagram.md#storefront). */
export interface ShowcaseInstagramPost {
  /** Our copy of its image, at an address the storefront reaches. */
  readonly image: string;
  readonly caption: string;
  readonly permalink: string;
  readonly username: string;
  /** The numbers of the products it is tagged to, as Liquid's `product.id` prints them. */
  readonly product_ids: readonly string[];
}

export interface ShowcaseMetafield {
  readonly buyers_show: readonly ShowcaseReview[];
  readonly card_carousel: readonly ShowcaseReview[];
  /** Absent when the shop has none (older metafields too). */
  readonly instagram_posts?: readonly ShowcaseInstagramPost[];
}
