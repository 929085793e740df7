import { describe, expect, it } from 'vitest';
import { type ColumnMapping } from '../../../src/domain/import/import-job';
import {
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_REPLY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
  MAX_MEDIA_PER_REVIEW,
} from '../../../src/domain/import/imported-review';
import { MAX_ISSUE_VALUE_LENGTH, readReviewRow } from '../../../src/domain/import/read-review-row';

const HEADERS = ['Stars', 'Title', 'Text', 'Name', 'Mail', 'When', 'Handle', 'Id', 'Pics', 'More pics', 'Clips', 'Answer', 'Answered', 'Order', 'Shown'];
const MAPPING: ColumnMapping = {
  rating: 0,
  title: 1,
  body: 2,
  author_name: 3,
  author_email: 4,
  commented_at: 5,
  product_handle: 6,
  product_id: 7,
  photo_urls: [8, 9],
  video_urls: [10],
  reply: 11,
  replied_at: 12,
  order_id: 13,
  published: 14,
};
const NOW = '2026-11-27T08:00:00.000Z';
const OPTIONS = { dateOrder: 'dmy' as const, now: NOW };

function cells(values: Partial<Record<(typeof HEADERS)[number], string>>): string[] {
  return HEADERS.map((header) => values[header] ?? '');
}

describe('readReviewRow', () => {
  it('reads a full row into a draft', () => {
    const result = readReviewRow(
      cells({ Stars: '4', Title: ' Nice ', Text: 'Good', Name: 'Zoë', Mail: 'z@example.com', When: '02/03/2024 10:00', Handle: 'Mug', Pics: 'http://127.0.0.1:9/a.jpg', Answer: 'Thanks', Answered: '03/03/2024', Order: '#1001', Shown: 'hidden' }),
      7,
      MAPPING,
      OPTIONS,
      HEADERS,
    );
    expect(result).toEqual({
      draft: {
        row: 7,
        product: { kind: 'handle', handle: 'mug' },
        rating: 4,
        title: 'Nice',
        body: 'Good',
        authorName: 'Zoë',
        authorEmail: 'z@example.com',
        commentedAt: '2024-03-02T10:00:00.000Z',
        published: false,
        featured: false,
        claimsVerifiedPurchase: false,
        incentivized: false,
        orderId: '#1001',
        country: '',
        reply: { body: 'Thanks', repliedAt: '2024-03-03T12:00:00.000Z' },
        media: [{ kind: 'photo', url: 'http://127.0.0.1:9/a.jpg' }],
      },
      issues: [],
    });
  });

  it('gives rows without a date the time of the import, and reads a rating-only row', () => {
    const { draft, issues } = readReviewRow(cells({ Stars: '5', Name: 'Ann' }), 1, MAPPING, OPTIONS, HEADERS);
    expect(draft).toMatchObject({ commentedAt: NOW, title: '', body: '', product: { kind: 'store' }, published: true, reply: null, orderId: null });
    expect(issues).toEqual([]);
  });

  it('prefers the product id to the handle', () => {
    const { draft } = readReviewRow(cells({ Stars: '5', Name: 'Ann', Handle: 'mug', Id: '42' }), 1, MAPPING, OPTIONS, HEADERS);
    expect(draft!.product).toEqual({ kind: 'id', id: 'gid://shopify/Product/42' });
  });

  it('skips rows without a readable rating or date, naming the column', () => {
    expect(readReviewRow(cells({ Name: 'Ann' }), 2, MAPPING, OPTIONS, HEADERS)).toEqual({
      draft: null,
      issues: [{ row: 2, code: 'rating_missing', field: 'Stars', value: '' }],
    });
    expect(readReviewRow(cells({ Stars: '9', Name: 'Ann' }), 3, MAPPING, OPTIONS, HEADERS).issues).toEqual([
      { row: 3, code: 'rating_invalid', field: 'Stars', value: '9' },
    ]);
    expect(readReviewRow(cells({ Stars: '5', Name: 'Ann', When: 'soon' }), 4, MAPPING, OPTIONS, HEADERS)).toEqual({
      draft: null,
      issues: [{ row: 4, code: 'date_invalid', field: 'When', value: 'soon' }],
    });
  });

  it('names the field when the rating has no column at all', () => {
    const { draft, issues } = readReviewRow(['x'], 1, { body: 0 }, OPTIONS, ['Text']);
    expect(draft).toBeNull();
    expect(issues).toEqual([
      { row: 1, code: 'rating_missing', field: 'rating', value: '' },
      { row: 1, code: 'author_missing', field: 'author_name', value: '' },
    ]);
  });

  it('reads a 10-point file when told so', () => {
    expect(readReviewRow(cells({ Stars: '8', Name: 'Ann' }), 1, MAPPING, { ...OPTIONS, ratingScale: 10 }, HEADERS).draft!.rating).toBe(4);
  });

  it('imports a row without a name, with a warning', () => {
    const { draft, issues } = readReviewRow(cells({ Stars: '5' }), 1, MAPPING, OPTIONS, HEADERS);
    expect(draft!.authorName).toBe('');
    expect(issues).toEqual([{ row: 1, code: 'author_missing', field: 'Name', value: '' }]);
  });

  it('cuts over-long texts to their limits, with a warning each and a short value', () => {
    const long = (length: number) => 'é'.repeat(length + 1);
    const { draft, issues } = readReviewRow(
      cells({ Stars: '5', Title: long(MAX_IMPORTED_TITLE_LENGTH), Text: long(MAX_IMPORTED_BODY_LENGTH), Name: long(MAX_IMPORTED_AUTHOR_LENGTH), Answer: long(MAX_IMPORTED_REPLY_LENGTH) }),
      1,
      MAPPING,
      OPTIONS,
      HEADERS,
    );
    expect(draft!.title).toHaveLength(MAX_IMPORTED_TITLE_LENGTH);
    expect(draft!.body).toHaveLength(MAX_IMPORTED_BODY_LENGTH);
    expect(draft!.authorName).toHaveLength(MAX_IMPORTED_AUTHOR_LENGTH);
    expect(draft!.reply!.body).toHaveLength(MAX_IMPORTED_REPLY_LENGTH);
    expect(issues.map((issue) => [issue.code, issue.field])).toEqual([
      ['text_too_long', 'Name'],
      ['text_too_long', 'Title'],
      ['text_too_long', 'Text'],
      ['text_too_long', 'Answer'],
    ]);
    expect(issues.every((issue) => issue.value.length === MAX_ISSUE_VALUE_LENGTH)).toBe(true);
  });

  it('splits media cells over several columns, drops what cannot be fetched and stops at the limit', () => {
    const photos = Array.from({ length: MAX_MEDIA_PER_REVIEW }, (_, index) => `http://127.0.0.1:9/p${index}.jpg`);
    const { draft, issues } = readReviewRow(
      cells({ Stars: '5', Name: 'Ann', Pics: `${photos.slice(0, 3).join(' | ')};/relative.jpg`, 'More pics': photos.slice(3).join('\n'), Clips: 'http://127.0.0.1:9/v.mov' }),
      1,
      MAPPING,
      OPTIONS,
      HEADERS,
    );
    expect(draft!.media).toEqual(photos.map((url) => ({ kind: 'photo', url })));
    expect(issues).toEqual([
      { row: 1, code: 'media_url_invalid', field: 'Pics', value: '/relative.jpg' },
      { row: 1, code: 'media_url_invalid', field: 'Clips', value: 'http://127.0.0.1:9/v.mov' },
    ]);
  });

  it('keeps a reply without a readable date, and no reply for an empty one', () => {
    expect(readReviewRow(cells({ Stars: '5', Name: 'Ann', Answer: 'Thanks', Answered: 'later' }), 1, MAPPING, OPTIONS, HEADERS).draft!.reply).toEqual({
      body: 'Thanks',
      repliedAt: null,
    });
    expect(readReviewRow(cells({ Stars: '5', Name: 'Ann', Answer: '  ', Answered: '03/03/2024' }), 1, MAPPING, OPTIONS, HEADERS).draft!.reply).toBeNull();
  });

  it('reads cells missing at the end of a short row as empty', () => {
    expect(readReviewRow(['5', 'T'], 1, MAPPING, OPTIONS, HEADERS).draft).toMatchObject({ rating: 5, title: 'T', body: '' });
  });
});
