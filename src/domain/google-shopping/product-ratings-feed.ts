import { escapeXml, xmlCharactersOnly, xmlElement } from './xml-text';

/**
 * Google's Product Ratings feed (schema 2.4) for one shop: which reviews go in, and each one's
 * `<review>` element. The rules are docs/product/google-shopping.md; the schema is kept in
 * server/infrastructure/feeds/google/product_reviews.xsd.
 */

export const PRODUCT_RATINGS_FEED_VERSION = '2.4';
export const PRODUCT_RATINGS_SCHEMA_URL = 'http://www.google.com/shopping/reviews/schema/product/2.4/product_reviews.xsd';
/** Our app, named as the aggregator that manages the shop's reviews and serves its feed. */
export const FEED_AGGREGATOR_NAME = 'Starling Reviews';
export const FEED_RATING_MIN = 1;
export const FEED_RATING_MAX = 5;
/** What a reviewer without a name is called; `is_anonymous="true"` says so to Google. */
export const ANONYMOUS_REVIEWER_NAME = 'Anonymous';
/** Google shows a shop's product ratings only once it has sent at least this many reviews. */
export const GOOGLE_MINIMUM_REVIEWS = 50;

/**
 * Why a review is not in the feed. A review's rating is never a reason: a feed that leaves low
 * ratings out would suppress reviews (FTC 16 CFR 465.7) and break Google's policy.
 */
export const FEED_LEFT_OUT_REASONS = ['unpublished', 'product_missing', 'product_not_active', 'empty_content'] as const;
export type FeedLeftOutReason = (typeof FEED_LEFT_OUT_REASONS)[number];

/** Reasons a merchant hides a review for that Google wants sent, flagged `is_spam`, rather than dropped. */
export const SPAM_MODERATION_REASONS: readonly string[] = ['spam', 'suspected_fake'];

export type CollectionMethod = 'unsolicited' | 'post_fulfillment';

/** How the review came in, as Google names it; undefined when we cannot tell (imports). */
const COLLECTION_METHOD_BY_SOURCE: Readonly<Record<string, CollectionMethod>> = {
  'Email request': 'post_fulfillment',
  'Store front': 'unsolicited',
  Account: 'unsolicited',
};

export interface FeedProduct {
  readonly title: string;
  readonly handle: string;
  /** Shopify's ACTIVE | DRAFT | ARCHIVED: only an active product has a page on the storefront. */
  readonly status: string;
  /** Shopify's vendor, sent as the brand. */
  readonly vendor: string;
  readonly skus: readonly string[];
  /** The variants' barcodes; those that are GTINs go in the feed. */
  readonly barcodes: readonly string[];
}

export interface FeedReview {
  readonly id: number;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly commentedAt: Date;
  readonly source: string;
  readonly orderId: string | null;
  readonly verified: boolean;
  readonly incentivized: boolean;
  readonly published: boolean;
  readonly moderationReason: string | null;
  /** Null when the catalog has no such product (deleted, or never synced). */
  readonly product: FeedProduct | null;
}

export type FeedEntry =
  | { readonly included: true; readonly spam: boolean; readonly xml: string }
  | { readonly included: false; readonly reason: FeedLeftOutReason };

/** The storefront's origin without a trailing slash: `https://<custom domain or shop domain>`. */
export function storefrontOrigin(shopDomain: string, customDomain: string): string {
  return `https://${(customDomain.trim() || shopDomain).replace(/\/+$/, '')}`;
}

export function productUrl(origin: string, handle: string): string {
  return `${origin}/products/${encodeURIComponent(handle)}`;
}

const hasText = (text: string) => xmlCharactersOnly(text).trim() !== '';

/** A GTIN as Google takes it: 8, 12, 13 or 14 digits (UPC, EAN, JAN, ISBN, ITF-14). */
export function isGtin(barcode: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(barcode.trim());
}

function isSpam(review: FeedReview): boolean {
  return !review.published && review.moderationReason !== null && SPAM_MODERATION_REASONS.includes(review.moderationReason);
}

/** Whether a review goes in the feed and, when it does not, why. */
export function feedDecisionOf(review: FeedReview): { readonly included: true; readonly spam: boolean } | { readonly included: false; readonly reason: FeedLeftOutReason } {
  const spam = isSpam(review);
  if (!review.published && !spam) return { included: false, reason: 'unpublished' };
  if (review.product === null || review.product.handle.trim() === '') return { included: false, reason: 'product_missing' };
  if (review.product.status !== 'ACTIVE') return { included: false, reason: 'product_not_active' };
  if (!hasText(review.body)) return { included: false, reason: 'empty_content' };
  return { included: true, spam };
}

const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(hasText))];

function listElement(outer: string, inner: string, values: readonly string[]): string {
  return values.length === 0 ? '' : `<${outer}>${values.map((value) => xmlElement(inner, value)).join('')}</${outer}>`;
}

function productIdsXml(product: FeedProduct): string {
  const ids =
    listElement('gtins', 'gtin', unique(product.barcodes).filter(isGtin)) +
    listElement('skus', 'sku', unique(product.skus)) +
    listElement('brands', 'brand', unique([product.vendor]));
  return ids === '' ? '' : `<product_ids>${ids}</product_ids>`;
}

/** The `<review>` element of a review the feed includes. */
export function reviewXml(review: FeedReview & { readonly product: FeedProduct }, origin: string, spam: boolean): string {
  const url = escapeXml(productUrl(origin, review.product.handle));
  const named = hasText(review.authorName);
  const method = COLLECTION_METHOD_BY_SOURCE[review.source];
  return (
    '<review>' +
    xmlElement('review_id', String(review.id)) +
    `<reviewer><name${named ? '' : ' is_anonymous="true"'}>${escapeXml(named ? review.authorName.trim() : ANONYMOUS_REVIEWER_NAME)}</name></reviewer>` +
    xmlElement('is_verified_purchase', String(review.verified)) +
    xmlElement('is_incentivized_review', String(review.incentivized)) +
    xmlElement('review_timestamp', review.commentedAt.toISOString()) +
    (hasText(review.title) ? xmlElement('title', review.title.trim()) : '') +
    xmlElement('content', review.body.trim()) +
    `<review_url type="group">${url}</review_url>` +
    `<ratings><overall min="${FEED_RATING_MIN}" max="${FEED_RATING_MAX}">${Math.min(FEED_RATING_MAX, Math.max(FEED_RATING_MIN, Math.round(review.rating)))}</overall></ratings>` +
    '<products><product>' +
    productIdsXml(review.product) +
    (hasText(review.product.title) ? xmlElement('product_name', review.product.title.trim()) : '') +
    `<product_url>${url}</product_url>` +
    '</product></products>' +
    xmlElement('is_spam', String(spam)) +
    (method ? xmlElement('collection_method', method) : '') +
    (review.verified && review.orderId && hasText(review.orderId) ? xmlElement('transaction_id', review.orderId) : '') +
    '</review>'
  );
}

/** The feed's decision for one review, with its XML when it is included. */
export function feedEntryOf(review: FeedReview, origin: string): FeedEntry {
  const decision = feedDecisionOf(review);
  if (!decision.included) return decision;
  return { included: true, spam: decision.spam, xml: reviewXml(review as FeedReview & { readonly product: FeedProduct }, origin, decision.spam) };
}

/** Everything before the first `<review>`: the declaration, version, aggregator, publisher, `<reviews>`. */
export function feedHead(publisherName: string): string {
  const publisher = hasText(publisherName) ? publisherName.trim() : FEED_AGGREGATOR_NAME;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns:vc="http://www.w3.org/2007/XMLSchema-versioning" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${PRODUCT_RATINGS_SCHEMA_URL}">` +
    xmlElement('version', PRODUCT_RATINGS_FEED_VERSION) +
    `<aggregator>${xmlElement('name', FEED_AGGREGATOR_NAME)}</aggregator>` +
    `<publisher>${xmlElement('name', publisher)}</publisher>`
  );
}

/** `<reviews>` must hold at least one `<review>`: an empty feed leaves the element out. */
export const FEED_REVIEWS_OPEN = '<reviews>';
export const FEED_REVIEWS_CLOSE = '</reviews>';
export const FEED_TAIL = '</feed>\n';

/** The counts a feed run ends with: what the status card shows. */
export interface FeedCounts {
  readonly included: number;
  readonly spamFlagged: number;
  /** Included reviews rated 1 or 2: never left out for their rating. */
  readonly lowRatingsIncluded: number;
  readonly leftOut: Readonly<Record<FeedLeftOutReason, number>>;
}

export const EMPTY_FEED_COUNTS: FeedCounts = {
  included: 0,
  spamFlagged: 0,
  lowRatingsIncluded: 0,
  leftOut: { unpublished: 0, product_missing: 0, product_not_active: 0, empty_content: 0 },
};

export const LOW_RATING_MAX = 2;

/** Counts after one more review's entry (pure: returns new counts). */
export function countEntry(counts: FeedCounts, entry: FeedEntry, rating: number): FeedCounts {
  if (!entry.included) return { ...counts, leftOut: { ...counts.leftOut, [entry.reason]: counts.leftOut[entry.reason] + 1 } };
  return {
    ...counts,
    included: counts.included + 1,
    spamFlagged: counts.spamFlagged + (entry.spam ? 1 : 0),
    lowRatingsIncluded: counts.lowRatingsIncluded + (rating <= LOW_RATING_MAX ? 1 : 0),
  };
}

/** The feed's file name in its address: `<shop id>.<secret>.xml`. */
export function feedFileName(shopId: number, secret: string): string {
  return `${shopId}.${secret}.xml`;
}

/** The shop id and secret a feed address names, or null for any other name. */
export function parseFeedFileName(name: string): { readonly shopId: number; readonly secret: string } | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{16,128})\.xml$/.exec(name);
  return match ? { shopId: Number(match[1]), secret: match[2] ?? '' } : null;
}

export const GOOGLE_FEED_PATH_PREFIX = '/feeds/google/product_reviews/';

/** The same counts kept in place, for a feed of a million reviews (countEntry would allocate per review). */
export class FeedTally {
  private included = 0;
  private spamFlagged = 0;
  private lowRatingsIncluded = 0;
  private readonly leftOut: Record<FeedLeftOutReason, number> = { ...EMPTY_FEED_COUNTS.leftOut };

  add(entry: FeedEntry, rating: number): void {
    if (!entry.included) {
      this.leftOut[entry.reason] += 1;
      return;
    }
    this.included += 1;
    if (entry.spam) this.spamFlagged += 1;
    if (rating <= LOW_RATING_MAX) this.lowRatingsIncluded += 1;
  }

  counts(): FeedCounts {
    return { included: this.included, spamFlagged: this.spamFlagged, lowRatingsIncluded: this.lowRatingsIncluded, leftOut: { ...this.leftOut } };
  }
}
