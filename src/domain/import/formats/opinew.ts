import { exportOf, mediaUrls, replyBody, slashStamp } from '../export-cells';
import { type ReviewFileFormat } from '../review-file-format';

/** Opinew's review file (docs/product/import-formats.md#opinew): day-first dates. */
export const OPINEW_FORMAT: ReviewFileFormat = {
  id: 'opinew',
  origin: 'opinew',
  signature: ['product_handle', 'author', 'rating', 'image_urls', 'verified'],
  dateOrder: 'dmy',
  columns: {
    product_handle: ['product_handle'],
    title: ['title'],
    body: ['body'],
    rating: ['rating'],
    author_name: ['author'],
    author_email: ['email'],
    country: ['country'],
    commented_at: ['created_at'],
    photo_urls: ['image_urls'],
    verified_purchase: ['verified'],
    published: ['published'],
    reply: ['reply'],
  },
  export: exportOf([
    ['product_handle', (_, p) => p.handle],
    ['title', (r) => r.title],
    ['body', (r) => r.body],
    ['rating', (r) => r.rating],
    ['author', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['country', (r) => r.country],
    ['created_at', (r) => slashStamp(r.commented_at, 'dmy')],
    ['image_urls', (r) => mediaUrls(r).join(',')],
    ['verified', (r) => r.verified],
    ['published', (r) => r.published],
    ['reply', replyBody],
  ]),
};
