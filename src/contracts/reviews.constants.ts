import { type FileFormatId } from '../domain/import/imported-review';

/**
 * The limits and defaults of reviews.contract.ts that its schema reads too. They live apart from
 * both, so neither module imports the other back, and the admin reads them without zod.
 */

export const MAX_REVIEW_PAGE_SIZE = 100;
export const MAX_REVIEW_PAGE = 999_999;
/** A bulk action names at most this many ids; more are selected by filter. */
export const MAX_SELECTED_IDS = 10_000;
export const MAX_REPLY_LENGTH = 5000;
/** export_reviews writes our own format unless asked for a peer's (docs/product/import-formats.md#exports). */
export const DEFAULT_EXPORT_FORMAT: FileFormatId = 'starling';
/** get_review_moderation_events: its default and largest page. */
export const DEFAULT_MODERATION_EVENT_PAGE_SIZE = 20;
export const MAX_MODERATION_EVENT_PAGE_SIZE = 100;
