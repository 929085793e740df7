import { isFetchableMediaUrl } from './import-values';
import {
  type DraftMedia,
  type ImportedReviewDraft,
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
  MAX_MEDIA_PER_REVIEW,
} from './imported-review';

/**
 * Reviews taken from a marketplace's product page, by the merchant's bookmarklet or by our URL
 * import (docs/product/import-marketplaces.md): the reviews as the page shows them, the merchant's
 * options, and the drafts they become for the one import pipeline.
 */

export const MARKETPLACES = ['aliexpress', 'amazon'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** At most this many reviews in one bookmarklet send or URL import. */
export const MAX_MARKETPLACE_REVIEWS = 500;
/** The API's body limit: the bookmarklet leaves out the last reviews of a send that would be larger. */
export const MAX_BOOKMARK_SEND_BYTES = 1_000_000;
/** How long a bookmarklet's import token may be used, and it is used once. */
export const BOOKMARK_TOKEN_LIFETIME_MINUTES = 30;
/** Photos and videos kept per review (the pipeline's own limit). */
export const MAX_MARKETPLACE_MEDIA = MAX_MEDIA_PER_REVIEW;
export const MAX_MARKETPLACE_COUNTRY_LENGTH = 100;
export const MAX_MARKETPLACE_DATE_LENGTH = 100;

/** What the merchant keeps of a page's reviews. */
export interface MarketplaceImportOptions {
  /** 1 to 5: reviews under this many stars are left out. */
  readonly minRating: number;
  readonly photosOnly: boolean;
  /** 1 to {@link MAX_MARKETPLACE_REVIEWS}. */
  readonly maxReviews: number;
  readonly skipWithoutText: boolean;
}

export const DEFAULT_MARKETPLACE_IMPORT_OPTIONS: MarketplaceImportOptions = {
  minRating: 4,
  photosOnly: false,
  maxReviews: 100,
  skipWithoutText: true,
};

/** One review as a marketplace page shows it (the bookmarklet's wire shape, camel-cased). */
export interface MarketplaceReview {
  /** 1 to 5. */
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly author: string;
  /** A country's name or code, '' when the page shows none. */
  readonly country: string;
  /** An ISO 8601 date or instant; null when the page's date could not be read. */
  readonly date: string | null;
  /** Absolute http(s) addresses of the full-size photos. */
  readonly photos: readonly string[];
  readonly videos: readonly string[];
  readonly verifiedPurchase: boolean;
}

const MARKETPLACE_DOMAINS: Readonly<Record<Marketplace, RegExp>> = {
  // amazon.com, amazon.de, amazon.co.uk, amazon.com.au, www. and smile. prefixes.
  amazon: /(^|\.)amazon\.(com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.be|com\.tr|ae|sa|in|co\.jp|com\.au|sg|eg)$/,
  // aliexpress.com and its country sites (fr.aliexpress.com, aliexpress.us, aliexpress.ru).
  aliexpress: /(^|\.)aliexpress\.(com|us|ru)$/,
};

/** The most reviews the merchant typed, when it is a whole number from 1 to MAX_MARKETPLACE_REVIEWS; null otherwise. */
export function parseMaxReviews(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && value >= 1 && value <= MAX_MARKETPLACE_REVIEWS ? value : null;
}

/** The marketplace a host name belongs to; null for any other site. */
export function marketplaceOfHost(host: string): Marketplace | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return MARKETPLACES.find((marketplace) => MARKETPLACE_DOMAINS[marketplace].test(name)) ?? null;
}

/**
 * The host of an http(s) address, lower-cased, without port or trailing dot; null for one with a user part or
 * anything else (the domain reads addresses without the platform's URL).
 */
export function hostOfAddress(address: string): string | null {
  // A backslash ends the authority as a slash does (WHATWG URL), and an address with a user part
  // is refused: "https://127.0.0.1\@www.amazon.com" names 127.0.0.1, not Amazon.
  const authority = /^https?:\/\/([^/\\?#\s]+)/i.exec(address.trim())?.[1];
  if (!authority || authority.includes('@')) return null;
  const host = authority.replace(/:\d*$/, '').replace(/\.$/, '').toLowerCase();
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}

/** The origin (`https://host[:port]`) of an http(s) address; null for anything else. */
export function originOfAddress(address: string): string | null {
  const origin = /^(https?:\/\/)([^/\\?#\s]+)/i.exec(address.trim());
  return origin && !origin[2]!.includes('@') ? `${origin[1]!.toLowerCase()}${origin[2]}` : null;
}

/** The marketplace of a page's address; null when it is not an http(s) address of one. */
export function marketplaceOfUrl(address: string): Marketplace | null {
  const host = hostOfAddress(address);
  return host === null ? null : marketplaceOfHost(host);
}

const hasText = (review: MarketplaceReview) => review.body.trim() !== '' || review.title.trim() !== '';

/** The reviews the merchant's options keep, in page order, at most `maxReviews`. */
export function selectMarketplaceReviews(reviews: readonly MarketplaceReview[], options: MarketplaceImportOptions): MarketplaceReview[] {
  return reviews
    .filter((review) => review.rating >= options.minRating)
    .filter((review) => !options.photosOnly || review.photos.length > 0)
    .filter((review) => !options.skipWithoutText || hasText(review))
    .slice(0, options.maxReviews);
}

function mediaOf(review: MarketplaceReview): DraftMedia[] {
  const media: DraftMedia[] = [
    ...review.photos.filter(isFetchableMediaUrl).map((url) => ({ kind: 'photo' as const, url })),
    ...review.videos.filter(isFetchableMediaUrl).map((url) => ({ kind: 'video' as const, url })),
  ];
  return [...new Map(media.map((item) => [item.url, item])).values()].slice(0, MAX_MARKETPLACE_MEDIA);
}

const cut = (text: string, max: number) => text.trim().slice(0, max);

/** A page's date as an instant; the import's own time when the page gave none or an unreadable one. */
function instantOf(date: string | null, now: Date): string {
  const time = date === null ? Number.NaN : Date.parse(date);
  return Number.isNaN(time) || time > now.getTime() ? now.toISOString() : new Date(time).toISOString();
}

/**
 * The drafts of the kept reviews, all for the product the merchant picked. A marketplace's
 * "verified purchase" is kept as a claim only (the pipeline decides what it proves); an author
 * the page does not name is "Customer".
 */
export function marketplaceDrafts(reviews: readonly MarketplaceReview[], productId: string, now: Date): ImportedReviewDraft[] {
  return reviews.map((review, index) => ({
    row: index + 1,
    product: { kind: 'id', id: productId },
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    title: cut(review.title, MAX_IMPORTED_TITLE_LENGTH),
    body: cut(review.body, MAX_IMPORTED_BODY_LENGTH),
    authorName: cut(review.author, MAX_IMPORTED_AUTHOR_LENGTH) || 'Customer',
    authorEmail: '',
    commentedAt: instantOf(review.date, now),
    published: true,
    featured: false,
    claimsVerifiedPurchase: review.verifiedPurchase,
    incentivized: false,
    orderId: null,
    country: cut(review.country, MAX_MARKETPLACE_COUNTRY_LENGTH),
    reply: null,
    media: mediaOf(review),
  }));
}
