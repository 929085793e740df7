import { exportOf, photoUrls, replyBody, videoUrls } from '../export-cells';
import { numericProductId } from '../import-values';
import { type ReviewFileFormat } from '../review-file-format';

/** Okendo's review file (its import template's columns; docs/product/import-formats.md#okendo). */
export const OKENDO_FORMAT: ReviewFileFormat = {
  id: 'okendo',
  origin: 'okendo',
  signature: ['productid', 'name', 'body', 'rating', 'datecreated'],
  columns: {
    product_id: ['productid'],
    product_handle: ['handle'],
    rating: ['rating'],
    title: ['title'],
    body: ['body'],
    author_name: ['name'],
    author_email: ['email'],
    commented_at: ['datecreated'],
    country: ['countrycode'],
    verified_purchase: ['isverifiedbuyer'],
    published: ['status'],
    reply: ['reply'],
    photo_urls: ['imageurls'],
    video_urls: ['videourls'],
  },
  export: exportOf([
    ['productId', (_, p) => numericProductId(p.id)],
    ['handle', (_, p) => p.handle],
    ['sku', () => ''],
    ['rating', (r) => r.rating],
    ['title', (r) => r.title],
    ['body', (r) => r.body],
    ['name', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['dateCreated', (r) => r.commented_at],
    ['countryCode', (r) => r.country],
    ['isVerifiedBuyer', (r) => r.verified],
    ['status', (r) => (r.published ? 'approved' : 'rejected')],
    ['reply', replyBody],
    ['imageUrls', (r) => photoUrls(r).join(',')],
    ['videoUrls', (r) => videoUrls(r).join(',')],
  ]),
};
