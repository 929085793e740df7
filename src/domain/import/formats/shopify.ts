import { exportOf, replyBody, repliedAt, utcStamp } from '../export-cells';
import { type ReviewFileFormat } from '../review-file-format';

/** Shopify Product Reviews' export (docs/product/import-formats.md#shopify): no media, no store reviews. */
export const SHOPIFY_FORMAT: ReviewFileFormat = {
  id: 'shopify',
  origin: 'shopify',
  signature: ['product_handle', 'state', 'rating', 'author', 'body', 'created_at'],
  columns: {
    product_handle: ['product_handle'],
    published: ['state'],
    rating: ['rating'],
    title: ['title'],
    author_name: ['author'],
    author_email: ['email'],
    country: ['location'],
    body: ['body'],
    reply: ['reply'],
    commented_at: ['created_at'],
    replied_at: ['replied_at'],
  },
  export: exportOf([
    ['product_handle', (_, p) => p.handle],
    ['state', (r) => (r.published ? 'published' : 'unpublished')],
    ['rating', (r) => r.rating],
    ['title', (r) => r.title],
    ['author', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['location', (r) => r.country],
    ['body', (r) => r.body],
    ['reply', replyBody],
    ['created_at', (r) => utcStamp(r.commented_at)],
    ['replied_at', (r) => utcStamp(repliedAt(r))],
  ]),
};
