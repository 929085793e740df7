import { describe, expect, it } from 'vitest';
import { apiKeyHint, isFutureDay, keepsDraft, manualReviewInstant } from '../../../src/domain/import/import-apps';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';

const draft = (rating: number, media: ImportedReviewDraft['media'] = []): ImportedReviewDraft => ({
  row: 1,
  product: { kind: 'store' },
  rating,
  title: '',
  body: 'b',
  authorName: 'a',
  authorEmail: '',
  commentedAt: '2025-01-01T00:00:00.000Z',
  published: true,
  featured: false,
  claimsVerifiedPurchase: false,
  incentivized: false,
  orderId: null,
  country: '',
  reply: null,
  media,
});

describe('import apps rules', () => {
  it('shows a stored key only by its last four characters', () => {
    expect(apiKeyHint('abcdefghij1234')).toBe('••••1234');
    expect(apiKeyHint('short123')).toBe('••••');
  });

  it('keeps a Dropshipman review at or above the minimum stars, with a photo when asked', () => {
    const photo = [{ kind: 'photo', url: 'https://x.example/p.jpg' }] as const;
    const video = [{ kind: 'video', url: 'https://x.example/v.mp4' }] as const;
    expect(keepsDraft(draft(4), { minRating: 4, onlyWithPhotos: false })).toBe(true);
    expect(keepsDraft(draft(3, photo), { minRating: 4, onlyWithPhotos: false })).toBe(false);
    expect(keepsDraft(draft(5, video), { minRating: 1, onlyWithPhotos: true })).toBe(false);
    expect(keepsDraft(draft(5, photo), { minRating: 1, onlyWithPhotos: true })).toBe(true);
  });

  it('counts a day as future only once it has begun nowhere on earth', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(isFutureDay('2025-06-01', now)).toBe(false);
    // Kiribati (UTC+14) is already on 2 June.
    expect(isFutureDay('2025-06-02', now)).toBe(false);
    expect(isFutureDay('2025-06-03', now)).toBe(true);
  });

  it('stores a hand-typed day at its noon UTC, never after now', () => {
    const now = new Date('2025-06-01T09:00:00Z');
    expect(manualReviewInstant('2025-05-30', now)).toBe('2025-05-30T12:00:00.000Z');
    expect(manualReviewInstant('2025-06-01', now)).toBe('2025-06-01T09:00:00.000Z');
  });
});
