import { z } from 'zod';
import {
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
  MAX_MEDIA_URL_LENGTH,
} from '../domain/import/imported-review';
import {
  DEFAULT_MARKETPLACE_IMPORT_OPTIONS,
  MAX_MARKETPLACE_COUNTRY_LENGTH,
  MAX_MARKETPLACE_DATE_LENGTH,
  MAX_MARKETPLACE_MEDIA,
  MAX_MARKETPLACE_REVIEWS,
} from '../domain/import/marketplace-import';
import { text, wholeNumber } from './fields';

/** The request schemas of import-sources.contract.ts. */

export const MAX_PAGE_URL_LENGTH = 2000;
const MAX_PRODUCT_ID_LENGTH = 200;

const productId = text({ min: 1, max: MAX_PRODUCT_ID_LENGTH });
const truth = z.boolean({ error: 'must be true or false' });

export const marketplaceImportOptions = z
  .strictObject({
    min_rating: wholeNumber(1, 5).optional().default(DEFAULT_MARKETPLACE_IMPORT_OPTIONS.minRating),
    photos_only: truth.optional().default(DEFAULT_MARKETPLACE_IMPORT_OPTIONS.photosOnly),
    max_reviews: wholeNumber(1, MAX_MARKETPLACE_REVIEWS).optional().default(DEFAULT_MARKETPLACE_IMPORT_OPTIONS.maxReviews),
    skip_without_text: truth.optional().default(DEFAULT_MARKETPLACE_IMPORT_OPTIONS.skipWithoutText),
  })
  .optional()
  .default({
    min_rating: DEFAULT_MARKETPLACE_IMPORT_OPTIONS.minRating,
    photos_only: DEFAULT_MARKETPLACE_IMPORT_OPTIONS.photosOnly,
    max_reviews: DEFAULT_MARKETPLACE_IMPORT_OPTIONS.maxReviews,
    skip_without_text: DEFAULT_MARKETPLACE_IMPORT_OPTIONS.skipWithoutText,
  });

export const createBookmarkTokenRequest = z.strictObject({ product_id: productId, options: marketplaceImportOptions });

/** An http(s) address. */
const webAddress = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'must be an http(s) address');

const mediaList = z.array(webAddress(MAX_MEDIA_URL_LENGTH), { error: 'must be a list of addresses' }).max(MAX_MARKETPLACE_MEDIA, `must name at most ${MAX_MARKETPLACE_MEDIA} addresses`);

/** One review as the bookmarklet read it from the page. */
export const bookmarkReview = z.strictObject({
  rating: z.number({ error: 'must be a number from 1 to 5' }).min(1, 'must be a number from 1 to 5').max(5, 'must be a number from 1 to 5'),
  title: text({ max: MAX_IMPORTED_TITLE_LENGTH }).optional().default(''),
  body: text({ max: MAX_IMPORTED_BODY_LENGTH }).optional().default(''),
  author: text({ max: MAX_IMPORTED_AUTHOR_LENGTH }).optional().default(''),
  country: text({ max: MAX_MARKETPLACE_COUNTRY_LENGTH }).optional().default(''),
  date: text({ max: MAX_MARKETPLACE_DATE_LENGTH }).nullable().optional().default(null),
  photos: mediaList.optional().default([]),
  videos: mediaList.optional().default([]),
  verified_purchase: truth.optional().default(false),
});

/** A compact JWT: three base64url parts. Checked for its shape here, for its signature by the server. */
const token = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be the token of your bookmarklet')
  .max(2000, 'must be the token of your bookmarklet');

export const bookmarkImportRequest = z.strictObject({
  token,
  page_url: webAddress(MAX_PAGE_URL_LENGTH),
  reviews: z.array(bookmarkReview, { error: 'must be a list of reviews' }).max(MAX_MARKETPLACE_REVIEWS, `must hold at most ${MAX_MARKETPLACE_REVIEWS} reviews`),
});

export const importMarketplaceUrlRequest = z.strictObject({
  url: webAddress(MAX_PAGE_URL_LENGTH),
  product_id: productId,
  options: marketplaceImportOptions,
});
