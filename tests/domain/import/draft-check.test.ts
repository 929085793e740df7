import { describe, expect, it } from 'vitest';
import { checkDraft } from '../../../src/domain/import/draft-check';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';

const draft = (changes: Partial<ImportedReviewDraft> = {}): ImportedReviewDraft => ({
  row: 3,
  product: { kind: 'store' },
  rating: 4,
  title: '',
  body: 'Good',
  authorName: 'Ana',
  authorEmail: '',
  commentedAt: '2024-05-01T10:00:00.000Z',
  published: true,
  featured: false,
  claimsVerifiedPurchase: false,
  incentivized: false,
  orderId: null,
  country: '',
  reply: null,
  media: [],
  ...changes,
});

describe('checkDraft', () => {
  it('keeps a sound draft, its date written as an ISO instant', () => {
    expect(checkDraft(draft({ commentedAt: '2024-05-01' }))).toEqual({ draft: draft({ commentedAt: '2024-05-01T12:00:00.000Z' }), issues: [] });
  });

  it.each([0, 6, 4.5, Number.NaN])('skips stars of %s as rating_invalid', (rating) => {
    expect(checkDraft(draft({ rating }))).toEqual({ draft: null, issues: [{ row: 3, code: 'rating_invalid', field: 'rating', value: String(rating) }] });
  });

  it('skips an unreadable date as date_invalid, and drops an unreadable reply date', () => {
    expect(checkDraft(draft({ commentedAt: 'last Tuesday' })).issues).toEqual([{ row: 3, code: 'date_invalid', field: 'commented_at', value: 'last Tuesday' }]);
    expect(checkDraft(draft({ reply: { body: 'Thanks', repliedAt: 'soon' } })).draft?.reply).toEqual({ body: 'Thanks', repliedAt: null });
  });
});
