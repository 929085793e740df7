import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../server/application/reviews/export-reviews.use-case';
import { fileFormatById, mappingFor, recognizeFormat } from '../../../src/domain/import/file-formats';
import { type MappableField } from '../../../src/domain/import/import-job';
import { FILE_FORMAT_IDS, type FileFormatId, type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { readReviewRow } from '../../../src/domain/import/read-review-row';
import { type ExportProduct } from '../../../src/domain/import/review-file-format';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';

/** What each format can carry besides rating, body, author, email and date (docs/product/import-formats.md#exports). */
const CARRIES: Readonly<Record<FileFormatId, ReadonlySet<MappableField | 'reply_date' | 'photos_max_5'>>> = {
  judgeme: new Set(['title', 'product_id', 'product_handle', 'published', 'reply', 'reply_date', 'photo_urls', 'video_urls', 'country']),
  loox: new Set(['product_id', 'product_handle', 'reply', 'reply_date', 'photo_urls', 'video_urls', 'verified_purchase', 'incentivized']),
  okendo: new Set(['title', 'product_id', 'product_handle', 'published', 'reply', 'photo_urls', 'video_urls', 'verified_purchase', 'country']),
  yotpo: new Set(['title', 'product_id', 'product_handle', 'published', 'reply', 'reply_date', 'photo_urls', 'video_urls', 'verified_purchase', 'incentivized', 'country']),
  trustoo: new Set(['product_handle', 'published', 'featured', 'reply', 'photos_max_5', 'video_urls', 'verified_purchase', 'country']),
  shopify: new Set(['title', 'product_handle', 'published', 'reply', 'reply_date', 'country']),
  ryviu: new Set(['title', 'product_id', 'product_handle', 'published', 'reply', 'photo_urls', 'video_urls', 'country']),
  opinew: new Set(['title', 'product_handle', 'published', 'reply', 'photo_urls', 'video_urls', 'verified_purchase', 'country']),
  starling: new Set(['title', 'product_id', 'product_handle', 'published', 'featured', 'reply', 'reply_date', 'photo_urls', 'video_urls', 'verified_purchase', 'incentivized', 'country']),
};

const PRODUCT_ID = 'gid://shopify/Product/7012345678901';
const PRODUCT: ExportProduct = { id: PRODUCT_ID, handle: 'wool-scarf', title: 'Wool scarf' };
const STORE: ExportProduct = { id: '', handle: '', title: '' };

function review(overrides: Partial<ReviewItem>): ReviewItem {
  return {
    id: 41,
    product_id: PRODUCT_ID,
    product_title: 'Wool scarf',
    product_image_url: null,
    author_name: 'Zoë Martin',
    author_email: 'zoe@example.com',
    rating: 4,
    title: 'Warm, "really" warm',
    body: 'Line one, with a comma\nLine two — 山田さんも満足',
    source: '1',
    verified: true,
    featured: true,
    top_review: false,
    in_shows: false,
    published: true,
    media: [
      ...Array.from({ length: 6 }, (_, index) => ({ kind: 'photo' as const, url: `http://127.0.0.1:9/photos/${index}.jpg` })),
      { kind: 'video', url: 'http://127.0.0.1:9/videos/clip.mp4' },
    ],
    helpful_count: 2,
    country: 'FR',
    original_language: 'fr',
    reply: { body: 'Merci, Zoë!', published: true, replied_at: '2024-03-06T09:00:00.000Z' },
    commented_at: '2024-03-05T14:02:11.000Z',
    imported_at: null,
    reviewer_verified: false,
    incentivized: true,
    provenance: null,
    ...overrides,
  };
}

const REVIEWS: readonly (readonly [ReviewItem, ExportProduct])[] = [
  [review({}), PRODUCT],
  // A day that reads both ways (3 April / 4 March), unpublished, nothing claimed, no reply, no media.
  [
    review({ id: 42, commented_at: '2024-04-03T00:00:00.000Z', published: false, featured: false, verified: false, incentivized: false, reply: null, media: [], title: '', country: '' }),
    PRODUCT,
  ],
  [review({ id: 43, product_id: STORE_REVIEW_PRODUCT_ID, product_title: '', body: '=SUM(A1)', rating: 1 }), STORE],
];

/** Our export's cells through CSV text (quoting, the formula guard) and back, as an import reads them. */
function roundTrip(id: FileFormatId): ImportedReviewDraft[] {
  const format = fileFormatById(id);
  const text = csvLine(format.export.headers) + REVIEWS.map(([item, product]) => csvLine(format.export.row(item, product))).join('');
  const records: string[][] = parse(text);
  const [headers, ...rows] = records;
  expect(recognizeFormat(headers!)?.id).toBe(id);
  const mapping = mappingFor(format, headers!);
  return rows.map((cells, index) => {
    const { draft } = readReviewRow(cells, index + 1, mapping, { dateOrder: format.dateOrder ?? null, now: '2026-01-01T00:00:00.000Z' }, headers!);
    return draft!;
  });
}

function expected(id: FileFormatId, item: ReviewItem, product: ExportProduct, row: number): ImportedReviewDraft {
  const carries = CARRIES[id];
  const photos = item.media.filter((media) => media.kind === 'photo');
  const videos = item.media.filter((media) => media.kind === 'video');
  const keptPhotos = carries.has('photo_urls') ? photos : carries.has('photos_max_5') ? photos.slice(0, 5) : [];
  return {
    row,
    product:
      product.id === ''
        ? { kind: 'store' }
        : carries.has('product_id')
          ? { kind: 'id', id: product.id }
          : { kind: 'handle', handle: product.handle },
    rating: item.rating,
    title: carries.has('title') ? item.title : '',
    // The formula guard's quote stays: the text is never run as a formula on the way back either.
    body: item.body.startsWith('=') ? `'${item.body}` : item.body,
    authorName: item.author_name,
    authorEmail: item.author_email,
    commentedAt: item.commented_at,
    published: carries.has('published') ? item.published : true,
    featured: carries.has('featured') ? item.featured : false,
    claimsVerifiedPurchase: carries.has('verified_purchase') ? item.verified : false,
    incentivized: carries.has('incentivized') ? item.incentivized : false,
    orderId: null,
    country: carries.has('country') ? item.country : '',
    reply:
      item.reply === null || !carries.has('reply')
        ? null
        : { body: item.reply.body, repliedAt: carries.has('reply_date') ? item.reply.replied_at : null },
    media: [...keptPhotos, ...(carries.has('video_urls') ? videos.slice(0, carries.has('photos_max_5') ? 1 : undefined) : [])],
  };
}

describe('exporting in a format and importing the file back', () => {
  it.each(FILE_FORMAT_IDS)('loses nothing a %s file can carry', (id) => {
    const drafts = roundTrip(id);
    REVIEWS.forEach(([item, product], index) => {
      expect(drafts[index]).toEqual(expected(id, item, product, index + 1));
    });
  });
});
