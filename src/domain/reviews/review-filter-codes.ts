/** Review filter codes and values of docs/product/spec-map.md §3. Each list is in canonical order: the order filters are normalised to. */

export const RESOURCE_TYPE_EMPTY = 0;
export const RESOURCE_TYPE_TEXT = 1;
export const RESOURCE_TYPE_PHOTO = 2;
export const RESOURCE_TYPE_VIDEO = 3;
export const RESOURCE_TYPE_CODES = [RESOURCE_TYPE_EMPTY, RESOURCE_TYPE_TEXT, RESOURCE_TYPE_PHOTO, RESOURCE_TYPE_VIDEO] as const;
export type ResourceTypeCode = (typeof RESOURCE_TYPE_CODES)[number];

export const REVIEW_TAG_FEATURED = 1;
export const REVIEW_TAG_UNFEATURED = 2;
export const REVIEW_TAG_VERIFIED = 3;
export const REVIEW_TAG_UNVERIFIED = 4;
export const REVIEW_TAG_TOP_REVIEW = 5;
export const REVIEW_TAG_IN_SHOWS = 6;
export const REVIEW_TAG_CODES = [
  REVIEW_TAG_FEATURED,
  REVIEW_TAG_UNFEATURED,
  REVIEW_TAG_VERIFIED,
  REVIEW_TAG_UNVERIFIED,
  REVIEW_TAG_TOP_REVIEW,
  REVIEW_TAG_IN_SHOWS,
] as const;
export type ReviewTagCode = (typeof REVIEW_TAG_CODES)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

export const PUBLISH_STATUS_PUBLISHED = 1;
export const PUBLISH_STATUS_UNPUBLISHED = 2;
export const PUBLISH_STATUS_CODES = [PUBLISH_STATUS_PUBLISHED, PUBLISH_STATUS_UNPUBLISHED] as const;
export type PublishStatusCode = (typeof PUBLISH_STATUS_CODES)[number];

/** Review sources, spelled exactly as the server stores and expects them. */
export const REVIEW_SOURCE_CSV_UPLOADED = 'CSV uploaded';
export const REVIEW_SOURCE_EMAIL_REQUEST = 'Email request';
export const REVIEW_SOURCE_STORE_FRONT = 'Store front';
export const REVIEW_SOURCE_STORE_LINK = 'Store link';
export const REVIEW_SOURCE_STORE_LINK_DONDY = 'Store link-Dondy';
export const REVIEW_SOURCE_ALIEXPRESS = 'AliExpress';
export const REVIEW_SOURCE_AMAZON = 'Amazon';
export const REVIEW_SOURCE_SHOP = 'Shop';
export const REVIEW_SOURCE_SHOPEE = 'Shopee';
export const REVIEW_SOURCE_AUTO = 'Auto';
export const REVIEW_SOURCE_QR_CODE = 'QR Code';
export const REVIEW_SOURCE_ACCOUNT = 'Account';
export const REVIEW_SOURCES = [
  REVIEW_SOURCE_CSV_UPLOADED,
  REVIEW_SOURCE_EMAIL_REQUEST,
  REVIEW_SOURCE_STORE_FRONT,
  REVIEW_SOURCE_STORE_LINK,
  REVIEW_SOURCE_STORE_LINK_DONDY,
  REVIEW_SOURCE_ALIEXPRESS,
  REVIEW_SOURCE_AMAZON,
  REVIEW_SOURCE_SHOP,
  REVIEW_SOURCE_SHOPEE,
  REVIEW_SOURCE_AUTO,
  REVIEW_SOURCE_QR_CODE,
  REVIEW_SOURCE_ACCOUNT,
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/**
 * Fields a keyword search can target: `all` is a review's title, text and author name at once;
 * questioner applies to Q&A questions.
 */
export const SEARCH_FIELD_ALL = 'all';
export const SEARCH_FIELD_AUTHOR = 'author';
export const SEARCH_FIELD_TITLE = 'title';
export const SEARCH_FIELD_QUESTIONER = 'questioner';
export const REVIEW_SEARCH_FIELDS = [SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE, SEARCH_FIELD_QUESTIONER] as const;
export type ReviewSearchField = (typeof REVIEW_SEARCH_FIELDS)[number];
/** The field a keyword searches when none (or an unknown one) is given. */
export const DEFAULT_SEARCH_FIELD: ReviewSearchField = SEARCH_FIELD_ALL;
