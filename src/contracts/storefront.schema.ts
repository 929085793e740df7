import { z } from 'zod';
import { STOREFRONT_REVIEW_SORTS } from '../domain/storefront/review-widget-settings';
import { ATTRIBUTE_SHORT_TEXT_MAX_LENGTH, ATTRIBUTES_PER_SHOP_MAX } from '../domain/collect/review-attributes';
import { many, one, oneOf, recordId, text, wholeNumber } from './fields';
import { SHOP_LINK_CHANNELS } from '../domain/collect/review-form-link';
import { BEACON_EVENT_TYPES, BEACON_MAX_EVENTS, BEACON_WIDGETS } from './storefront-paths';
import { TRANSLATION_BATCH_MAX, translationLanguageOf } from '../domain/storefront/review-translation';

/** The request schemas of storefront.contract.ts. */

/** Shopify's numeric product id, as Liquid's `product.id` writes it. */
const productId = z.string({ error: 'is required' }).regex(/^[1-9]\d{0,19}$/, 'must be a product number');

export const STOREFRONT_MAX_PAGE = 1000;
export const REVIEW_TITLE_MAX_LENGTH = 150;
export const REVIEW_BODY_MAX_LENGTH = 5000;
export const REVIEWER_NAME_MAX_LENGTH = 100;
export const REVIEWER_EMAIL_MAX_LENGTH = 254;
/** Photos a shopper may attach to one review, and videos. */
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_VIDEOS_MAX = 1;

export const storefrontReviewsRequest = z.object({
  product_id: one(productId),
  page: one(wholeNumber(1, STOREFRONT_MAX_PAGE)).optional(),
  sort: one(oneOf(STOREFRONT_REVIEW_SORTS)).optional(),
});

export const storefrontStoreReviewsRequest = z.object({
  page: one(wholeNumber(1, STOREFRONT_MAX_PAGE)).optional(),
  sort: one(oneOf(STOREFRONT_REVIEW_SORTS)).optional(),
});

export const storefrontShopReviewsRequest = z.object({
  page: one(wholeNumber(1, STOREFRONT_MAX_PAGE)).optional(),
});

/** An address of the `name@domain.tld` shape; the review request e-mails are what prove it. */
const email = text({ max: REVIEWER_EMAIL_MAX_LENGTH, min: 1 }).refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'must be an e-mail address');

/** A JWT's three base64url parts. */
const REVIEW_FORM_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,200}$/;

/** An upload key from the storefront's upload policy (`POST /apps/starling/upload`). */
const uploadKey = z.string().regex(/^[A-Za-z0-9/_.-]{1,200}$/, 'must be an upload key');

export const submitReviewRequest = z.object({
  /** Absent: a review of the shop itself (a store review). */
  product_id: productId.optional(),
  rating: wholeNumber(1, 5),
  title: text({ max: REVIEW_TITLE_MAX_LENGTH }).optional().default(''),
  body: text({ max: REVIEW_BODY_MAX_LENGTH, min: 1 }),
  name: text({ max: REVIEWER_NAME_MAX_LENGTH, min: 1 }),
  /** Required, except with a review link's token: then the order's own address is the reviewer's. */
  email: email.optional(),
  photos: many(uploadKey, { max: REVIEW_PHOTOS_MAX, what: 'photos' }).optional(),
  videos: many(uploadKey, { max: REVIEW_VIDEOS_MAX, what: 'video' }).optional(),
  /** The honeypot: a field people never see. A form that fills it is a robot's, taken and dropped. */
  website: z.string().max(500).optional().default(''),
  /** Answers to the review attributes, by attribute id (docs/product/collect-attributes.md); checked against the shop's questions by the domain. */
  attributes: z
    .record(z.string().regex(/^[1-9]\d{0,15}$/, 'must be keyed by attribute id'), text({ max: ATTRIBUTE_SHORT_TEXT_MAX_LENGTH }), { error: 'must be answers by attribute id' })
    .refine((answers) => Object.keys(answers).length <= ATTRIBUTES_PER_SHOP_MAX, `must hold at most ${ATTRIBUTES_PER_SHOP_MAX} answers`)
    .optional(),
  /** The signed token of an e-mail's review link (docs/product/collect-link.md): the review is the order's, from a verified buyer. */
  token: z.string().regex(REVIEW_FORM_TOKEN_SHAPE, 'must be a review link token').optional(),
  /** The shop's review link the form was opened from: its QR code or the shared link. */
  via: oneOf(SHOP_LINK_CHANNELS).optional(),
}).superRefine((request, context) => {
  if (request.token === undefined && request.email === undefined) context.addIssue({ code: 'custom', path: ['email'], message: 'is required' });
});

export const QUESTION_MAX_LENGTH = 1000;

export const askQuestionRequest = z.object({
  product_id: productId,
  body: text({ max: QUESTION_MAX_LENGTH, min: 1 }),
  name: text({ max: REVIEWER_NAME_MAX_LENGTH, min: 1 }),
  email,
  /** The honeypot, as on the review form. */
  website: z.string().max(500).optional().default(''),
});

/** A random id the shopper's browser keeps (no personal data), so one browser votes once. */
const voterId = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9-]{16,64}$/, 'must be 16 to 64 letters, digits or hyphens');

export const voteHelpfulRequest = z.object({
  review_id: recordId,
  voter: voterId,
});

export const beaconRequest = z.strictObject({
  events: z
    .array(
      z.strictObject({ type: oneOf(BEACON_EVENT_TYPES), widget: oneOf(BEACON_WIDGETS).optional() }).refine((event) => (event.type === 'widget_impression') === (event.widget !== undefined), 'a widget impression names its widget, a page view none'),
      { error: 'must be a list of events' },
    )
    .min(1, 'must hold at least one event')
    .max(BEACON_MAX_EVENTS, `must hold at most ${BEACON_MAX_EVENTS} events`),
});

/** The multipart upload form, as the admin's upload path reads it. */
/** Review numbers, comma-separated: the reviews of one page to translate. */
const REVIEW_ID_LIST = new RegExp(`^[1-9]\\d{0,15}(?:,[1-9]\\d{0,15}){0,${TRANSLATION_BATCH_MAX - 1}}$`);

export const reviewTranslationsRequest = z.object({
  review_ids: one(
    z
      .string({ error: 'is required' })
      .regex(REVIEW_ID_LIST, `must be up to ${TRANSLATION_BATCH_MAX} review numbers, comma-separated`)
      .transform((list) => [...new Set(list.split(',').map(Number))]),
  ),
  language: one(
    z
      .string({ error: 'is required' })
      .max(35)
      .refine((locale) => translationLanguageOf(locale) !== null, 'must be a language reviews are translated into'),
  ),
});

export { uploadFileRequest as storefrontUploadRequest } from './uploads.schema';
