import { exportOf, mediaUrls, replyBody, spaceStamp } from '../export-cells';
import { numericProductId } from '../import-values';
import { type ReviewFileFormat } from '../review-file-format';

/** Ryviu's review file (docs/product/import-formats.md#ryviu). */
export const RYVIU_FORMAT: ReviewFileFormat = {
  id: 'ryviu',
  origin: 'ryviu',
  signature: ['product_handle', 'author', 'rating', 'images', 'status'],
  columns: {
    product_id: ['product_id'],
    product_handle: ['product_handle'],
    title: ['title'],
    body: ['body', 'content'],
    rating: ['rating'],
    author_name: ['author'],
    author_email: ['email'],
    country: ['country'],
    photo_urls: ['images'],
    commented_at: ['created_at'],
    published: ['status'],
    reply: ['reply'],
  },
  export: exportOf([
    ['product_id', (_, p) => numericProductId(p.id)],
    ['product_handle', (_, p) => p.handle],
    ['title', (r) => r.title],
    ['body', (r) => r.body],
    ['rating', (r) => r.rating],
    ['author', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['country', (r) => r.country],
    ['images', (r) => mediaUrls(r).join(',')],
    ['created_at', (r) => spaceStamp(r.commented_at)],
    ['status', (r) => (r.published ? 'published' : 'unpublished')],
    ['reply', replyBody],
  ]),
};
