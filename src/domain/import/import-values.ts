import { STORE_REVIEW_PRODUCT_ID } from '../storefront/store-review-widgets';
import { MAX_MEDIA_URL_LENGTH } from './imported-review';

/**
 * How review files write single values: ratings, yes/no flags, publication states, media
 * addresses and product references (docs/product/import-formats.md#values).
 */

/** The rating scales a file may use; 5 unless a format or the merchant says otherwise. */
export const RATING_SCALES = [5, 10, 100] as const;
export type RatingScale = (typeof RATING_SCALES)[number];
export const MIN_RATING = 1;
export const MAX_RATING = 5;

const FILLED_STAR = '★';
const STARS = /^[★☆✩✭✰⭐\s]+$/u;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const FRACTION = /^(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)$/;

/** A 1–5 rating rounded half up, 'missing' for an empty cell, 'invalid' for anything else. */
export function parseRating(text: string, scale: RatingScale = MAX_RATING): number | 'missing' | 'invalid' {
  const value = text.trim();
  if (value === '') return 'missing';
  if (STARS.test(value)) return inRange([...value].filter((char) => char === FILLED_STAR || char === '⭐').length);
  const fraction = FRACTION.exec(value);
  if (fraction !== null) {
    const of = numberOf(fraction[2]!);
    return of === 0 ? 'invalid' : inRange(Math.round((numberOf(fraction[1]!) / of) * MAX_RATING));
  }
  if (!NUMBER.test(value)) return 'invalid';
  const number = numberOf(value);
  if (number > scale) return 'invalid';
  return inRange(Math.round((number / scale) * MAX_RATING));
}

function numberOf(text: string): number {
  return Number(text.replace(',', '.'));
}

function inRange(rating: number): number | 'invalid' {
  return rating >= MIN_RATING && rating <= MAX_RATING ? rating : 'invalid';
}

const TRUE_WORDS = new Set([
  'true', 'yes', 'y', '1', 'x', '✓', 'verified', 'verified buyer', 'verified_buyer', 'verified purchase', 'verified_purchase', 'published', 'on',
]);
const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0', 'off', 'none', 'null', 'unverified', 'not verified', 'anonymous', '-']);

/**
 * A yes/no cell. Words outside both lists count as yes: a peer that writes why (an incentive's
 * kind, "Free product") or how (a reviewer type) says the thing is so.
 */
export function parseFlag(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (FALSE_WORDS.has(value)) return false;
  return TRUE_WORDS.has(value) || value.length > 0;
}

const PUBLISHED_WORDS = new Set([...TRUE_WORDS, 'ok', 'approved', 'active', 'enabled', 'visible', 'show', 'shown', 'public', 'live']);

/** A publication cell: published words → true, an empty cell → `fallback`, anything else (hidden, pending, spam…) → false. */
export function parsePublished(text: string, fallback: boolean): boolean {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  return PUBLISHED_WORDS.has(value);
}

const URL_SEPARATORS = /[\s,;|]+/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const VIDEO_FILE = /\.(mp4|mov|webm|m4v)$/i;
/** Video pages, not files: nothing to fetch into our storage. */
const VIDEO_PAGE = /^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|vimeo\.com)\//i;

/** The addresses of one media cell, in order, duplicates removed. */
export function splitMediaUrls(text: string): string[] {
  return [...new Set(text.split(URL_SEPARATORS).filter((part) => part !== ''))];
}

/** An address we can fetch: absolute http(s), not too long, not a video page. */
export function isFetchableMediaUrl(url: string): boolean {
  return url.length <= MAX_MEDIA_URL_LENGTH && HTTP_URL.test(url) && !VIDEO_PAGE.test(url);
}

/** A video by its file name (a photo column holding an .mp4, say). */
export function looksLikeVideo(url: string): boolean {
  return VIDEO_FILE.test(url.split(/[?#]/)[0]!);
}

const SHOPIFY_PRODUCT_GID = 'gid://shopify/Product/';
const NUMERIC_ID = /^\d+$/;
/** Okendo prefixes the platform: shopify-123. */
const PLATFORM_ID = /^shopify-(\d+)$/i;

/** A product id as stored: a numeric Shopify id becomes its gid; anything else stays as given. */
export function normalizeProductId(text: string): string {
  const value = text.trim();
  const platform = PLATFORM_ID.exec(value);
  if (platform !== null) return SHOPIFY_PRODUCT_GID + platform[1]!;
  return NUMERIC_ID.test(value) ? SHOPIFY_PRODUCT_GID + value : value;
}

/** The numeric part of a Shopify product gid (peers write bare numbers); other ids unchanged. */
export function numericProductId(id: string): string {
  return id.startsWith(SHOPIFY_PRODUCT_GID) ? id.slice(SHOPIFY_PRODUCT_GID.length) : id;
}

/** Yotpo files its store reviews under this product id. */
export const YOTPO_SITE_REVIEWS = 'yotpo_site_reviews';
const STORE_PRODUCT_IDS = new Set([YOTPO_SITE_REVIEWS, STORE_REVIEW_PRODUCT_ID.toLowerCase()]);

/** A product id that names the shop itself: the review is a store review. */
export function isStoreProductId(text: string): boolean {
  return STORE_PRODUCT_IDS.has(text.trim().toLowerCase());
}

const PRODUCT_PATH = /\/products\/([^/?#]+)/i;

/** A handle cell: a product page address gives its handle; a handle is lower-cased. */
export function handleOf(text: string): string {
  const value = text.trim();
  const path = PRODUCT_PATH.exec(value);
  return decodeHandle(path === null ? value : path[1]!).toLowerCase();
}

function decodeHandle(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
