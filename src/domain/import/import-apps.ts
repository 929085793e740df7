import { type ImportedReviewDraft } from './imported-review';

/**
 * Imports from other apps and by hand (docs/product/import-apps.md): Dropshipman's linked
 * AliExpress products, another review app's API, one review typed in by the merchant.
 */

/** Review apps whose API we import from with the merchant's own credentials (never stored). */
export const REVIEW_APPS = ['judgeme', 'okendo'] as const;
export type ReviewAppId = (typeof REVIEW_APPS)[number];

/** The credential fields each app asks for, in the order the form shows them. */
export const REVIEW_APP_CREDENTIALS: Readonly<Record<ReviewAppId, readonly ReviewAppCredentialField[]>> = {
  judgeme: ['shop_domain', 'api_token'],
  okendo: ['store_id', 'api_key'],
};
export type ReviewAppCredentialField = 'shop_domain' | 'api_token' | 'store_id' | 'api_key';

/** A pasted key or token: at least this long, at most MAX_API_KEY_LENGTH. */
export const MIN_API_KEY_LENGTH = 8;
export const MAX_API_KEY_LENGTH = 200;
/** How much of a stored key the admin ever sees again: its last characters. */
export const API_KEY_HINT_LENGTH = 4;

/** A stored key as the admin shows it: bullets and its last four characters. */
export function apiKeyHint(key: string): string {
  return key.length <= API_KEY_HINT_LENGTH * 2 ? '••••' : `••••${key.slice(-API_KEY_HINT_LENGTH)}`;
}

/** Which of a product's supplier reviews a Dropshipman sync keeps. */
export interface DropshipmanSyncFilter {
  /** 1 to 5: reviews under this many stars are left out. */
  readonly minRating: number;
  readonly onlyWithPhotos: boolean;
}

export function keepsDraft(draft: ImportedReviewDraft, filter: DropshipmanSyncFilter): boolean {
  if (draft.rating < filter.minRating) return false;
  return !filter.onlyWithPhotos || draft.media.some((media) => media.kind === 'photo');
}

/** The furthest ahead of UTC a time zone runs: a day is "today" somewhere until this long after its UTC start. */
export const MAX_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** A hand-typed review's day (YYYY-MM-DD) has not begun anywhere yet. */
export function isFutureDay(day: string, now: Date): boolean {
  return Date.parse(`${day}T00:00:00Z`) - MAX_ZONE_AHEAD_MS > now.getTime();
}

/** The instant a hand-typed review's day is stored as: its noon UTC (the same UTC day everywhere), never later than now. */
export function manualReviewInstant(day: string, now: Date): string {
  return new Date(Math.min(Date.parse(`${day}T12:00:00Z`), now.getTime())).toISOString();
}

/** The earliest date a hand-typed review may carry. */
export const EARLIEST_MANUAL_REVIEW_DATE = '2000-01-01';

/** Photos and videos a hand-typed review may carry. */
export const MANUAL_REVIEW_MAX_PHOTOS = 10;
export const MANUAL_REVIEW_MAX_VIDEOS = 2;
