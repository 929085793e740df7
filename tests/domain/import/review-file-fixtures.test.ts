import { describe, expect, it } from 'vitest';
import { fileFormatById, mappingFor, recognizeFormat } from '../../../src/domain/import/file-formats';
import { decideDateOrder, dateOrderEvidence } from '../../../src/domain/import/import-dates';
import { type ImportIssue } from '../../../src/domain/import/import-job';
import { FILE_FORMAT_IDS, type FileFormatId, type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { readReviewRow } from '../../../src/domain/import/read-review-row';
import { readFixture } from './import-fixtures';

const NOW = '2026-11-27T08:00:00.000Z';

/** Every row of a fixture as the import would read it. */
function readAll(id: FileFormatId): { drafts: (ImportedReviewDraft | null)[]; issues: ImportIssue[] } {
  const { headers, rows } = readFixture(id);
  const format = recognizeFormat(headers)!;
  const mapping = mappingFor(format, headers);
  const dateColumn = mapping.commented_at;
  const decided = decideDateOrder(rows.map((cells) => dateOrderEvidence(dateColumn === undefined ? '' : (cells[dateColumn] ?? ''))));
  const dateOrder = format.dateOrder ?? decided.order;
  const results = rows.map((cells, index) => readReviewRow(cells, index + 1, mapping, { dateOrder, now: NOW }, headers));
  return { drafts: results.map((result) => result.draft), issues: results.flatMap((result) => result.issues) };
}

const PLANTED_ISSUES: Readonly<Record<FileFormatId, readonly string[]>> = {
  judgeme: [],
  loox: ['5:author_missing', '5:media_url_invalid'],
  okendo: ['6:rating_invalid'],
  yotpo: [],
  trustoo: ['6:date_invalid'],
  shopify: ['6:rating_missing'],
  ryviu: [],
  opinew: [],
  starling: [],
};

const ZOE_BASE = {
  row: 1,
  rating: 5,
  body: 'Soft, warm and true to size.',
  authorEmail: 'zoe@example.com',
  commentedAt: '2024-03-05T14:02:11.000Z',
  published: true,
  featured: false,
  orderId: null,
} as const;

describe('the peers’ review files', () => {
  it.each(FILE_FORMAT_IDS)('recognises a %s file by its header row', (id) => {
    expect(recognizeFormat(readFixture(id).headers)?.id).toBe(id);
  });

  it.each(FILE_FORMAT_IDS)('reads every row of a %s file, quotes, line breaks and non-Latin names included', (id) => {
    const { drafts, issues } = readAll(id);
    // Only the problems each fixture plants on purpose.
    expect(issues.map((issue) => `${issue.row}:${issue.code}`)).toEqual(PLANTED_ISSUES[id]);
    expect(drafts.length).toBeGreaterThanOrEqual(6);
    const lukasz = drafts[1]!;
    // Yotpo shows the surname's initial only.
    expect(lukasz.authorName).toBe(id === 'yotpo' ? 'Łukasz N.' : 'Łukasz Nowak');
    expect(lukasz.body).toBe('Second line follows\nand a third');
    expect(drafts[2]!.authorName).toBe('山田 太郎');
    expect(drafts[3]!.body).toBe('He said "fine", I disagree');
    expect(drafts[3]!.rating).toBe(2);
  });

  it('reads a Judge.me file: curated states, UTC stamps, a store review, photos and a reply', () => {
    const { drafts } = readAll('judgeme');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' },
      title: 'Love it',
      authorName: 'Zoë Martin',
      claimsVerifiedPurchase: false,
      incentivized: false,
      country: 'FR',
      reply: { body: 'Thank you, Zoë!', repliedAt: '2024-03-06T09:00:00.000Z' },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
      ],
    });
    expect(drafts.map((draft) => draft?.published)).toEqual([true, true, true, false, true, false]);
    expect(drafts[4]!.product).toEqual({ kind: 'store' });
  });

  it('reads a Loox file: a video among the photos, the purchase claim, the incentive, an unfetchable photo', () => {
    const { drafts, issues } = readAll('loox');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' },
      title: '',
      authorName: 'Zoë Martin',
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: '',
      reply: { body: 'Thank you, Zoë!', repliedAt: '2024-03-06T09:00:00.000Z' },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'video', url: 'http://127.0.0.1:9/photos/clip.mp4' },
      ],
    });
    expect(drafts[1]).toMatchObject({ claimsVerifiedPurchase: true, incentivized: true });
    // A star-only review without a name is imported; the missing name and the ftp photo are reported.
    expect(drafts[4]).toMatchObject({ rating: 3, body: '', authorName: '', media: [] });
    expect(issues).toEqual([
      { row: 5, code: 'author_missing', field: 'author', value: '' },
      { row: 5, code: 'media_url_invalid', field: 'photo_url', value: 'ftp://127.0.0.1:9/photos/d.jpg' },
    ]);
  });

  it('reads an Okendo file: platform-prefixed ids, statuses, photos and a video column, a rating out of range', () => {
    const { drafts, issues } = readAll('okendo');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      commentedAt: '2024-03-05T14:02:11.905Z',
      product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' },
      title: 'Love it',
      authorName: 'Zoë Martin',
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: 'fr',
      reply: { body: 'Thank you, Zoë!', repliedAt: null },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
        { kind: 'video', url: 'http://127.0.0.1:9/videos/v.mp4' },
      ],
    });
    expect(drafts.map((draft) => draft?.published)).toEqual([true, true, true, false, false, undefined]);
    expect(drafts[5]).toBeNull();
    expect(issues).toEqual([{ row: 6, code: 'rating_invalid', field: 'rating', value: '6' }]);
  });

  it('reads a Yotpo file: US dates, product addresses, site reviews, reviewer types and incentive kinds', () => {
    const { drafts } = readAll('yotpo');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' },
      title: 'Love it',
      authorName: 'Zoë M.',
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: 'FR',
      reply: { body: 'Thank you, Zoë!', repliedAt: '2024-03-06T09:00:00.000Z' },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
      ],
    });
    expect(drafts[1]).toMatchObject({ incentivized: true, commentedAt: '2024-02-10T08:15:00.000Z' });
    expect(drafts[2]).toMatchObject({ claimsVerifiedPurchase: false, media: [{ kind: 'photo' }, { kind: 'video' }] });
    expect(drafts[3]).toMatchObject({ published: false, commentedAt: '2023-12-01T00:00:00.000Z' });
    expect(drafts[4]!.product).toEqual({ kind: 'store' });
  });

  it('reads a Trustoo file: numbered photo columns, the video column, 1/0 flags, a bad date', () => {
    const { drafts, issues } = readAll('trustoo');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'handle', handle: 'wool-scarf' },
      title: '',
      authorName: 'Zoë Martin',
      featured: true,
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: 'FR',
      reply: { body: 'Thank you, Zoë!', repliedAt: null },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
        { kind: 'video', url: 'http://127.0.0.1:9/videos/v.mp4' },
      ],
    });
    expect(drafts[3]!.published).toBe(false);
    expect(drafts[4]!.product).toEqual({ kind: 'store' });
    expect(drafts[5]).toBeNull();
    expect(issues).toEqual([{ row: 6, code: 'date_invalid', field: 'commented_at', value: 'not a date' }]);
  });

  it('reads a Shopify Product Reviews file: states, locations, a row without a rating', () => {
    const { drafts, issues } = readAll('shopify');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'handle', handle: 'wool-scarf' },
      title: 'Love it',
      authorName: 'Zoë Martin',
      claimsVerifiedPurchase: false,
      incentivized: false,
      country: 'Paris, France',
      reply: { body: 'Thank you, Zoë!', repliedAt: '2024-03-06T09:00:00.000Z' },
      media: [],
    });
    expect(drafts.map((draft) => draft?.published)).toEqual([true, true, true, false, false, undefined]);
    expect(issues).toEqual([{ row: 6, code: 'rating_missing', field: 'rating', value: '' }]);
  });

  it('reads a Ryviu file: handles without ids, pipe-separated images, a store review', () => {
    const { drafts } = readAll('ryviu');
    expect(drafts[0]).toMatchObject({ ...ZOE_BASE, product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' }, title: 'Love it' });
    expect(drafts[3]!.published).toBe(false);
    expect(drafts[4]).toMatchObject({
      product: { kind: 'handle', handle: 'tea-mug' },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/d.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/e.jpg' },
      ],
    });
    expect(drafts[5]!.product).toEqual({ kind: 'store' });
  });

  it('reads an Opinew file: day-first dates, semicolon photo lists, a decimal-comma rating', () => {
    const { drafts } = readAll('opinew');
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'handle', handle: 'wool-scarf' },
      title: 'Love it',
      authorName: 'Zoë Martin',
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: 'FR',
      reply: { body: 'Thank you, Zoë!', repliedAt: null },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
      ],
    });
    expect(drafts[1]!.commentedAt).toBe('2024-02-10T08:15:00.000Z');
    expect(drafts[4]!.commentedAt).toBe('2023-11-11T11:11:11.000Z');
    expect(drafts[5]).toMatchObject({ rating: 5, commentedAt: '2023-10-01T12:00:00.000Z' });
  });

  it('reads our own export: every flag, the store review, the reply date, and a guarded formula kept as text', () => {
    const { drafts, issues } = readAll('starling');
    expect(issues).toEqual([]);
    expect(drafts[0]).toEqual({
      ...ZOE_BASE,
      product: { kind: 'id', id: 'gid://shopify/Product/7012345678901' },
      title: 'Love it',
      authorName: 'Zoë Martin',
      featured: true,
      claimsVerifiedPurchase: true,
      incentivized: false,
      country: 'FR',
      reply: { body: 'Thank you, Zoë!', repliedAt: '2024-03-06T09:00:00.000Z' },
      media: [
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/a.jpg' },
        { kind: 'photo', url: 'http://127.0.0.1:9/photos/b.jpg' },
        { kind: 'video', url: 'http://127.0.0.1:9/videos/v.mp4' },
      ],
    });
    expect(drafts[1]).toMatchObject({ incentivized: true, claimsVerifiedPurchase: false });
    expect(drafts[4]!.product).toEqual({ kind: 'store' });
    expect(drafts[5]!.body).toBe(`'=HYPERLINK("x")`);
  });

  it('has each format read the columns it writes', () => {
    for (const id of FILE_FORMAT_IDS) {
      const format = fileFormatById(id);
      expect(recognizeFormat(format.export.headers)?.id).toBe(id);
    }
  });
});
