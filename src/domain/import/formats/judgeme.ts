import { mediaUrls, replyBody, repliedAt, exportOf, utcStamp } from '../export-cells';
import { numericProductId } from '../import-values';
import { type ReviewFileFormat } from '../review-file-format';

/** Judge.me's review export (docs/product/import-formats.md#judgeme). */
export const JUDGEME_FORMAT: ReviewFileFormat = {
  id: 'judgeme',
  origin: 'judgeme',
  signature: ['reviewer_name', 'review_date', 'curated', 'rating'],
  columns: {
    title: ['title'],
    body: ['body'],
    rating: ['rating'],
    commented_at: ['review_date'],
    published: ['curated'],
    author_name: ['reviewer_name'],
    author_email: ['reviewer_email'],
    product_id: ['product_id'],
    product_handle: ['product_handle'],
    reply: ['reply'],
    replied_at: ['reply_date'],
    photo_urls: ['picture_urls'],
    country: ['location'],
  },
  export: exportOf([
    ['title', (r) => r.title],
    ['body', (r) => r.body],
    ['rating', (r) => r.rating],
    ['review_date', (r) => utcStamp(r.commented_at)],
    ['source', () => 'imported'],
    ['curated', (r) => (r.published ? 'ok' : 'not-yet')],
    ['reviewer_name', (r) => r.author_name],
    ['reviewer_email', (r) => r.author_email],
    ['product_id', (_, p) => numericProductId(p.id)],
    ['product_handle', (_, p) => p.handle],
    ['reply', replyBody],
    ['reply_date', (r) => utcStamp(repliedAt(r))],
    ['picture_urls', (r) => mediaUrls(r).join(',')],
    ['ip_address', () => ''],
    ['location', (r) => r.country],
  ]),
};
