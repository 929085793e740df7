import { z } from 'zod';
import {
  EARLIEST_MANUAL_REVIEW_DATE,
  MANUAL_REVIEW_MAX_PHOTOS,
  MANUAL_REVIEW_MAX_VIDEOS,
  MAX_API_KEY_LENGTH,
  MIN_API_KEY_LENGTH,
  REVIEW_APPS,
} from '../domain/import/import-apps';
import { MAX_IMPORTED_AUTHOR_LENGTH, MAX_IMPORTED_BODY_LENGTH, MAX_IMPORTED_REPLY_LENGTH, MAX_IMPORTED_TITLE_LENGTH } from '../domain/import/imported-review';
import { many, optionalEmail, text, wholeNumber } from './fields';

/** The request schemas of import-apps.contract.ts (docs/product/import-apps.md). */

/** A sync names at most this many products; more is "all". */
export const MAX_SYNC_PRODUCTS = 500;
export const MAX_COUNTRY_LENGTH = 60;

const flagField = z.boolean({ error: 'must be true or false' });

/** A pasted key or token: no spaces inside, and only what an HTTP header can carry to the app. */
const secret = text({ min: 1, max: MAX_API_KEY_LENGTH })
  .refine((value) => value.length >= MIN_API_KEY_LENGTH, `must be at least ${MIN_API_KEY_LENGTH} characters`)
  .refine((value) => !/\s/.test(value), 'must not contain spaces')
  .refine((value) => /^[\x21-\x7e]*$/.test(value), 'must be letters, digits and punctuation (ASCII)');

export const connectDropshipmanRequest = z.strictObject({ api_key: secret });

export const syncDropshipmanRequest = z.strictObject({
  /** Shopify product ids; absent or empty: every linked product. */
  product_ids: many(text({ min: 1, max: 200 }), { max: MAX_SYNC_PRODUCTS, what: 'products' }).optional(),
  min_rating: wholeNumber(1, 5).optional().default(1),
  only_with_photos: flagField.optional().default(false),
  publish: flagField.optional().default(true),
});

const shopDomain = text({ min: 1, max: 255 }).refine((value) => /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i.test(value), 'must be a *.myshopify.com domain');

export const importFromReviewAppRequest = z.discriminatedUnion(
  'app',
  [
    z.strictObject({ app: z.literal('judgeme'), shop_domain: shopDomain, api_token: secret, publish: flagField.optional().default(true) }),
    z.strictObject({
      app: z.literal('okendo'),
      store_id: text({ min: 1, max: 100 }).refine((value) => /^[A-Za-z0-9-]+$/.test(value), 'must be letters, digits and dashes'),
      api_key: secret,
      publish: flagField.optional().default(true),
    }),
  ],
  { error: `must be one of ${REVIEW_APPS.join(', ')}` },
);


const uploadKey = z.string().regex(/^[A-Za-z0-9/_.-]{1,200}$/, 'must be an upload key');
const day = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real date')
  .refine((value) => value >= EARLIEST_MANUAL_REVIEW_DATE, `must be ${EARLIEST_MANUAL_REVIEW_DATE} or later`);

export const addManualReviewRequest = z.strictObject({
  /** A Shopify product id; '' makes it a store review. */
  product_id: text({ max: 200 }),
  rating: wholeNumber(1, 5),
  title: text({ max: MAX_IMPORTED_TITLE_LENGTH }).optional().default(''),
  body: text({ min: 1, max: MAX_IMPORTED_BODY_LENGTH }),
  author_name: text({ min: 1, max: MAX_IMPORTED_AUTHOR_LENGTH }),
  author_email: optionalEmail,
  commented_at: day,
  country: text({ max: MAX_COUNTRY_LENGTH }).optional().default(''),
  photos: many(uploadKey, { max: MANUAL_REVIEW_MAX_PHOTOS, what: 'photos' }).optional().default([]),
  videos: many(uploadKey, { max: MANUAL_REVIEW_MAX_VIDEOS, what: 'videos' }).optional().default([]),
  reply: text({ max: MAX_IMPORTED_REPLY_LENGTH }).optional().default(''),
  incentivized: flagField.optional().default(false),
  published: flagField.optional().default(true),
});
