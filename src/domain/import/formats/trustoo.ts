import { exportOf, photoUrls, replyBody, spaceStamp, videoUrls } from '../export-cells';
import { type ReviewFileFormat } from '../review-file-format';

/** Trustoo's review file (docs/product/import-formats.md#trustoo): five photo columns and one video. */
export const TRUSTOO_PHOTO_COLUMNS = 5;

const photoColumns = Array.from({ length: TRUSTOO_PHOTO_COLUMNS }, (_, index) => `photo_url_${index + 1}`);

const flag = (value: boolean) => (value ? 1 : 0);

export const TRUSTOO_FORMAT: ReviewFileFormat = {
  id: 'trustoo',
  origin: 'trustoo',
  signature: ['photo_url_1', 'verify_purchase', 'publish', 'content'],
  columns: {
    product_handle: ['product_handle'],
    rating: ['star', 'rating'],
    author_name: ['author'],
    author_email: ['email'],
    country: ['country'],
    body: ['content'],
    commented_at: ['commented_at'],
    photo_urls: photoColumns,
    video_urls: ['video_url'],
    verified_purchase: ['verify_purchase'],
    featured: ['feature'],
    published: ['publish'],
    reply: ['reply_content'],
  },
  export: exportOf([
    ['product_handle', (_, p) => p.handle],
    ['product_title', (_, p) => p.title],
    ['star', (r) => r.rating],
    ['author', (r) => r.author_name],
    ['email', (r) => r.author_email],
    ['country', (r) => r.country],
    ['content', (r) => r.body],
    ['commented_at', (r) => spaceStamp(r.commented_at)],
    ...photoColumns.map((header, index) => [header, (r: Parameters<typeof photoUrls>[0]) => photoUrls(r)[index] ?? ''] as const),
    ['video_url', (r) => videoUrls(r)[0] ?? ''],
    ['verify_purchase', (r) => flag(r.verified)],
    ['feature', (r) => flag(r.featured)],
    ['publish', (r) => flag(r.published)],
    ['reply_content', replyBody],
  ]),
};
