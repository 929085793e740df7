import {
  REVIEW_SOURCE_ALIEXPRESS,
  REVIEW_SOURCE_AMAZON,
  REVIEW_SOURCE_CSV_UPLOADED,
  type ReviewSource,
} from '../reviews/review-filter-codes';
import { checkFileSize, type FileSizeLimit, fileSizeLimitInBytes } from '../validation/file-size';

/**
 * Reviews arriving from elsewhere (docs/product/import.md): every source, a peer's CSV file, a
 * marketplace page, another app's API or the merchant's own hand, becomes a list of drafts,
 * and one pipeline turns drafts into reviews with their provenance.
 */

/** Where imported reviews came from: a peer app's file format, a marketplace, another app, or by hand. */
export const IMPORT_ORIGINS = [
  'judgeme',
  'loox',
  'okendo',
  'yotpo',
  'trustoo',
  'shopify',
  'ryviu',
  'opinew',
  'starling',
  'custom',
  'aliexpress',
  'amazon',
  'dropshipman',
  'other_app',
  'manual',
] as const;
export type ImportOrigin = (typeof IMPORT_ORIGINS)[number];

/** The file formats recognised by their header row; `custom` is a file the merchant maps by hand. */
export const FILE_FORMAT_IDS = ['judgeme', 'loox', 'okendo', 'yotpo', 'trustoo', 'shopify', 'ryviu', 'opinew', 'starling'] as const;
export type FileFormatId = (typeof FILE_FORMAT_IDS)[number];

/** Names as the merchant knows them (brand names, not translated). */
export const IMPORT_ORIGIN_NAMES: Readonly<Record<ImportOrigin, string>> = {
  judgeme: 'Judge.me',
  loox: 'Loox',
  okendo: 'Okendo',
  yotpo: 'Yotpo',
  trustoo: 'Trustoo',
  shopify: 'Shopify Product Reviews',
  ryviu: 'Ryviu',
  opinew: 'Opinew',
  starling: 'Starling Reviews',
  custom: 'CSV',
  aliexpress: 'AliExpress',
  amazon: 'Amazon',
  dropshipman: 'Dropshipman',
  other_app: 'App',
  manual: 'Manual',
};

/** The review list's source filter value an origin files under (marketplaces keep their own). */
export function reviewSourceOf(origin: ImportOrigin): ReviewSource {
  if (origin === 'aliexpress' || origin === 'dropshipman') return REVIEW_SOURCE_ALIEXPRESS;
  if (origin === 'amazon') return REVIEW_SOURCE_AMAZON;
  return REVIEW_SOURCE_CSV_UPLOADED;
}

/** Which product a draft belongs to; `store` makes it a store review (no product). */
export type ProductRef =
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'handle'; readonly handle: string }
  | { readonly kind: 'store' };

export interface DraftMedia {
  readonly kind: 'photo' | 'video';
  /** An absolute http(s) address; fetched into our storage in the background. */
  readonly url: string;
}

/** One review as a source gave it, validated and normalised, not yet stored. */
export interface ImportedReviewDraft {
  /** 1-based data row in the source (the file's line number minus the header), for reports. */
  readonly row: number;
  readonly product: ProductRef;
  /** 1 to 5. */
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  /** '' when the source has none. */
  readonly authorEmail: string;
  /** ISO 8601 instant. */
  readonly commentedAt: string;
  readonly published: boolean;
  readonly featured: boolean;
  /**
   * What the source claims about a purchase. Never trusted on its own: the review is a
   * "verified buyer" only when we find the order (IMPORT_VERIFICATION in docs/product/import.md).
   */
  readonly claimsVerifiedPurchase: boolean;
  /** The reviewer got something for the review (discount, free product): kept and shown. */
  readonly incentivized: boolean;
  /** The source's order id or name, when it carries one. */
  readonly orderId: string | null;
  /** ISO 3166 alpha-2 or a place name; '' when unknown. */
  readonly country: string;
  readonly reply: { readonly body: string; readonly repliedAt: string | null } | null;
  readonly media: readonly DraftMedia[];
}

/** Limits of one import (docs/product/import.md#limits). */
export const MAX_IMPORT_FILE_SIZE: FileSizeLimit = { amount: 100, unit: 'MB' };
export const MAX_IMPORT_FILE_BYTES = fileSizeLimitInBytes(MAX_IMPORT_FILE_SIZE);
/** The file names a review file may have (a CSV export, or its text). */
export const ACCEPTED_IMPORT_EXTENSIONS = ['.csv', '.txt'] as const;

/** Why a chosen file cannot be uploaded for import, or null when it can. */
export function importFileProblem(file: { readonly name: string; readonly size: number }): 'type' | 'size' | 'empty' | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (!checkFileSize(file.size, MAX_IMPORT_FILE_SIZE).ok) return 'size';
  return file.size === 0 ? 'empty' : null;
}
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_MEDIA_PER_REVIEW = 10;
export const MAX_IMPORTED_TITLE_LENGTH = 300;
export const MAX_IMPORTED_BODY_LENGTH = 10_000;
export const MAX_IMPORTED_AUTHOR_LENGTH = 200;
export const MAX_IMPORTED_REPLY_LENGTH = 10_000;
export const MAX_MEDIA_URL_LENGTH = 2_000;
