import { describe, expect, it } from 'vitest';
import { type ComplianceFacts } from '../../../src/domain/compliance/compliance-facts';
import {
  auditCompliance,
  BURST_MIN_REVIEWS,
  isInsiderEmail,
} from '../../../src/domain/compliance/compliance-rules';
import { DEFAULT_VERIFICATION_NOTICE, VERIFICATION_NOTICE_MAX_LENGTH, verificationNoticeFrom } from '../../../src/domain/compliance/verification-notice';
import { AFFECTED_IDS_MAX, countBySeverity, finding, isComplianceFixId, type ComplianceRuleId } from '../../../src/domain/compliance/findings';

/** A shop that does everything right: no rule finds anything. */
const clean: ComplianceFacts = {
  incentives: { discountsEnabled: true, low: { reviews: 4, discounted: 4 }, high: { reviews: 20, discounted: 20 }, lowWithoutDiscount: [], discountedUnlabelled: [] },
  requests: { skippedByMerchant: [], sent: 40 },
  moderation: { autoPublishMinRating: 1, hidden: [{ id: 9, rating: 1, reason: 'spam', deleted: false }], published: { low: 10, high: 30 } },
  insiders: { staffEmails: ['owner@shop.test'], domains: ['shop.test', 'shop.myshopify.com'], candidates: [] },
  verifiedWithoutOrder: [],
  duplicateGroups: [],
  bursts: [],
  storefront: {
    reviewsShown: true,
    verificationNotice: { enabled: true, text: 'Reviews marked verified come from customers whose order we matched.' },
    jsonLdOn: true,
    jsonLd: [{ productId: 'p1', stated: { count: 3, average: '4.3' }, published: { count: 3, average: '4.3' } }],
  },
  feed: { enabled: true, lowRatingsIncluded: true, incentivisedLabelled: true },
  mail: { delivery: 'smtp', senderDomain: 'shop.test', dkimDomain: 'shop.test', marketingWithoutListUnsubscribe: 0 },
};

function rules(facts: ComplianceFacts): ComplianceRuleId[] {
  return auditCompliance(facts).map((item) => item.rule);
}

function only(facts: ComplianceFacts, rule: ComplianceRuleId) {
  const found = auditCompliance(facts).filter((item) => item.rule === rule);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the compliance auditor', () => {
  it('finds nothing on a shop that follows every rule', () => {
    expect(auditCompliance(clean)).toEqual([]);
  });

  it('finds discounts that go to high ratings only (16 CFR 465.4)', () => {
    const facts = { ...clean, incentives: { ...clean.incentives, low: { reviews: 5, discounted: 0 }, lowWithoutDiscount: [1, 2, 3, 4, 5] } };
    const item = only(facts, 'incentive_conditioned_on_rating');
    expect(item).toMatchObject({ severity: 'critical', source: '16 CFR 465.4', reviewIds: [1, 2, 3, 4, 5], count: 5 });
    expect(rules({ ...facts, incentives: { ...facts.incentives, discountsEnabled: false } })).not.toContain('incentive_conditioned_on_rating');
    // Two low ratings prove nothing.
    expect(rules({ ...facts, incentives: { ...facts.incentives, low: { reviews: 2, discounted: 0 } } })).not.toContain('incentive_conditioned_on_rating');
  });

  it('finds discounted reviews the storefront does not label, with the fix that labels them', () => {
    const facts = { ...clean, incentives: { ...clean.incentives, discountedUnlabelled: [7] } };
    expect(only(facts, 'incentive_unlabelled')).toMatchObject({ severity: 'critical', reviewIds: [7], fix: 'label_incentivised_reviews' });
  });

  it('finds requests the merchant withheld from hand-picked buyers', () => {
    expect(only({ ...clean, requests: { skippedByMerchant: ['1001', '1002'], sent: 3 } }, 'request_gating')).toMatchObject({ severity: 'warning', orderIds: ['1001', '1002'], count: 2 });
  });

  it('finds a publishing threshold by stars, fixable in one click', () => {
    const facts = { ...clean, moderation: { ...clean.moderation, autoPublishMinRating: 4 } };
    expect(only(facts, 'rating_hold_threshold')).toMatchObject({ severity: 'critical', source: '16 CFR 465.7(b)', fix: 'publish_every_rating' });
  });

  it('finds low ratings hidden or deleted without a neutral reason, not high ones or neutral ones', () => {
    const hidden = [
      { id: 1, rating: 2, reason: null, deleted: false },
      { id: 2, rating: 3, reason: 'too negative', deleted: true },
      { id: 3, rating: 5, reason: null, deleted: false },
      { id: 4, rating: 1, reason: 'offensive_content', deleted: false },
    ];
    expect(only({ ...clean, moderation: { ...clean.moderation, hidden } }, 'suppression_without_reason').reviewIds).toEqual([1, 2]);
  });

  it('finds low ratings hidden far more often than high ones, even with reasons', () => {
    const hidden = [1, 2, 3, 4].map((id) => ({ id, rating: 1, reason: 'spam', deleted: false }));
    const facts = { ...clean, moderation: { autoPublishMinRating: 1, hidden, published: { low: 4, high: 40 } } };
    expect(only(facts, 'suppression_share')).toMatchObject({ severity: 'warning', count: 4 });
    const evenly = { ...facts, moderation: { ...facts.moderation, hidden: [...hidden, ...[5, 6, 7, 8, 9, 10, 11, 12].map((id) => ({ id, rating: 5, reason: 'spam', deleted: false }))], published: { low: 4, high: 8 } } };
    expect(rules(evenly)).not.toContain('suppression_share');
  });

  it('tells an insider by address or by the shop domain, subdomains too, never a look-alike', () => {
    const insiders = clean.insiders;
    expect(isInsiderEmail(' Owner@Shop.test ', insiders)).toBe(true);
    expect(isInsiderEmail('anna@shop.test', insiders)).toBe(true);
    expect(isInsiderEmail('anna@mail.shop.test', insiders)).toBe(true);
    expect(isInsiderEmail('anna@myshop.test', insiders)).toBe(false);
    expect(isInsiderEmail('', insiders)).toBe(false);
    const facts = { ...clean, insiders: { ...insiders, candidates: [{ id: 5, email: 'anna@shop.test' }, { id: 6, email: 'buyer@example.com' }] } };
    expect(only(facts, 'insider_review')).toMatchObject({ severity: 'warning', source: '16 CFR 465.5', reviewIds: [5] });
  });

  it('finds verified badges without an order', () => {
    expect(only({ ...clean, verifiedWithoutOrder: [8] }, 'verified_without_order')).toMatchObject({ severity: 'critical', fix: 'unmark_verified_without_order' });
  });

  it('finds duplicates (all but the first of a group) and bursts of at least the threshold', () => {
    expect(only({ ...clean, duplicateGroups: [[1, 2, 3], [4]] }, 'duplicate_reviews').reviewIds).toEqual([2, 3]);
    const ids = Array.from({ length: BURST_MIN_REVIEWS }, (_, index) => index + 1);
    expect(only({ ...clean, bursts: [{ productId: 'p1', reviewIds: ids }] }, 'review_burst')).toMatchObject({ productIds: ['p1'], severity: 'info' });
    expect(rules({ ...clean, bursts: [{ productId: 'p1', reviewIds: ids.slice(1) }] })).not.toContain('review_burst');
  });

  it('asks for the verification notice wherever reviews show, and a notice that says something', () => {
    const off = { ...clean, storefront: { ...clean.storefront, verificationNotice: { enabled: false, text: 'x'.repeat(40) } } };
    expect(only(off, 'verification_notice_missing')).toMatchObject({ fix: 'enable_verification_notice', source: expect.stringContaining('Art. 7(6)') });
    expect(rules({ ...clean, storefront: { ...clean.storefront, verificationNotice: { enabled: true, text: '  ok ' } } })).toContain('verification_notice_missing');
    expect(rules({ ...off, storefront: { ...off.storefront, reviewsShown: false } })).not.toContain('verification_notice_missing');
  });

  it('finds JSON-LD that states other counts than the published reviews, only while JSON-LD is written', () => {
    const jsonLd = [{ productId: 'p1', stated: { count: 3, average: '4.3' }, published: { count: 2, average: '5.0' } }];
    const facts = { ...clean, storefront: { ...clean.storefront, jsonLd } };
    expect(only(facts, 'json_ld_mismatch')).toMatchObject({ productIds: ['p1'], fix: 'resync_storefront' });
    expect(rules({ ...facts, storefront: { ...facts.storefront, jsonLdOn: false } })).not.toContain('json_ld_mismatch');
  });

  it('finds a feed that drops low ratings or does not label incentives, only when the feed is on', () => {
    const facts = { ...clean, feed: { enabled: true, lowRatingsIncluded: false, incentivisedLabelled: false } };
    expect(rules(facts)).toEqual(['feed_drops_low_ratings', 'feed_incentive_unlabelled']);
    expect(rules({ ...facts, feed: { ...facts.feed, enabled: false } })).toEqual([]);
  });

  it('finds unsigned or misaligned mail from a sending domain, and marketing mail without List-Unsubscribe', () => {
    expect(only({ ...clean, mail: { ...clean.mail, dkimDomain: null } }, 'mail_without_dkim').severity).toBe('critical');
    expect(rules({ ...clean, mail: { ...clean.mail, dkimDomain: 'other.test' } })).toContain('mail_without_dkim');
    expect(rules({ ...clean, mail: { ...clean.mail, senderDomain: 'news.shop.test' } })).not.toContain('mail_without_dkim');
    expect(rules({ ...clean, mail: { ...clean.mail, delivery: 'caught', dkimDomain: null } })).not.toContain('mail_without_dkim');
    expect(only({ ...clean, mail: { ...clean.mail, marketingWithoutListUnsubscribe: 2 } }, 'mail_without_list_unsubscribe').count).toBe(2);
  });

  it('orders critical first, counts by severity, and caps the listed ids', () => {
    const facts = { ...clean, duplicateGroups: [[1, 2]], verifiedWithoutOrder: [3] };
    const found = auditCompliance(facts);
    expect(found.map((item) => item.severity)).toEqual(['critical', 'warning']);
    expect(countBySeverity(found)).toEqual({ critical: 1, warning: 1, info: 0 });
    const many = Array.from({ length: AFFECTED_IDS_MAX + 5 }, (_, index) => index);
    expect(finding('duplicate_reviews', 'warning', many.length, { reviewIds: many, orderIds: ['1'], productIds: ['p'] }).reviewIds).toHaveLength(AFFECTED_IDS_MAX);
    expect(isComplianceFixId('label_incentivised_reviews')).toBe(true);
    expect(isComplianceFixId('delete_everything')).toBe(false);
  });
});

describe('the verification notice document', () => {
  it('reads a stored document over its default: only "1" is on, text capped', () => {
    expect(verificationNoticeFrom(null)).toEqual(DEFAULT_VERIFICATION_NOTICE);
    expect(verificationNoticeFrom([])).toEqual(DEFAULT_VERIFICATION_NOTICE);
    expect(verificationNoticeFrom({ is_enabled: '1', text: 'We check.' })).toEqual({ is_enabled: '1', text: 'We check.' });
    expect(verificationNoticeFrom({ is_enabled: true, text: 5 })).toEqual({ is_enabled: '2', text: '' });
    expect(verificationNoticeFrom({ is_enabled: '1', text: 'x'.repeat(VERIFICATION_NOTICE_MAX_LENGTH + 9) }).text).toHaveLength(VERIFICATION_NOTICE_MAX_LENGTH);
  });
});
