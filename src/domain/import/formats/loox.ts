import { exportOf, mediaUrls, replyBody, repliedAt } from '../export-cells';
import { numericProductId } from '../import-values';
import { type ReviewFileFormat } from '../review-file-format';

/** Loox's review export (docs/product/import-formats.md#loox): no title; photos and videos share photo_url. */
export const LOOX_FORMAT: ReviewFileFormat = {
  id: 'loox',
  origin: 'loox',
  signature: ['product_handle', 'product_id', 'author', 'photo_url', 'verified_purchase'],
  columns: {
    product_handle: ['product_handle'],
    product_id: ['product_id'],
    rating: ['rating'],
    author_name: ['author'],
    author_email: ['email'],
    body: ['body'],
    commented_at: ['created_at'],
    photo_urls: ['photo_url'],
    reply: ['reply'],
    replied_at: ['replied_at'],
    verified_purchase: ['verified_purchase'],
    incentivized: ['incentivized'],
  },
  export: exportOf([
    ['product_handle', (_, p) => p.handle],
    ['product_Id', (_, p) => numericProductId(p.id)],
    ['rating', (r) => r.rating],
    ['author', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['body', (r) => r.body],
    ['created_at', (r) => r.commented_at],
    ['photo_url', (r) => mediaUrls(r).join(',')],
    ['reply', replyBody],
    ['replied_at', (r) => repliedAt(r) ?? ''],
    ['verified_purchase', (r) => r.verified],
    ['incentivized', (r) => r.incentivized],
  ]),
};
