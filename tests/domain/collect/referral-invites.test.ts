import { describe, expect, it } from 'vitest';
import {
  referralInviteAfterOrder,
  referralInviteAfterReview,
  referralInviteCustomerId,
  referralInviteKey,
  type ReferralInviteSwitches,
} from '../../../src/domain/collect/referral-invites';
import { readReferralPlacements, DEFAULT_REFERRAL_PLACEMENTS, showsReferral } from '../../../src/domain/storefront/referral-placements';

const ON: ReferralInviteSwitches = {
  shownInEmail: true,
  templates: { referral_invite_review: { is_enabled: '1', trigger_days: 1 }, referral_invite_order: { is_enabled: '1', trigger_days: 14 } },
};
const REVIEW = { customerId: '42', email: 'ana@example.com', atMs: Date.parse('2026-03-10T12:00:00Z') };
const ORDER = { customerId: '42', email: 'ana@example.com', fulfilledAt: new Date('2026-03-01T10:00:00Z'), deliveredAt: null, cancelledAt: null };
const NOW = Date.parse('2026-03-02T12:00:00Z');

describe('the referral invite', () => {
  it('keys the queue by customer, and reads only its own keys back', () => {
    expect(referralInviteCustomerId(referralInviteKey('42'))).toBe('42');
    expect(referralInviteCustomerId('order:1:1')).toBeNull();
    expect(referralInviteCustomerId('referral_invite:abc')).toBeNull();
  });

  it('after a review: the template’s days later, in daytime, for a known customer with an address', () => {
    expect(referralInviteAfterReview(ON, REVIEW, 'UTC')).toEqual({ key: 'referral_invite:42', type: 'referral_invite_review', dueMs: REVIEW.atMs + 86_400_000 });
    // Due at night in the shop's zone: the next morning at ten.
    expect(referralInviteAfterReview(ON, { ...REVIEW, atMs: Date.parse('2026-03-10T22:00:00Z') }, 'UTC')?.dueMs).toBe(Date.parse('2026-03-12T10:00:00Z'));
    expect(referralInviteAfterReview(ON, { ...REVIEW, customerId: null }, 'UTC')).toBeNull();
    expect(referralInviteAfterReview(ON, { ...REVIEW, email: 'not an address' }, 'UTC')).toBeNull();
  });

  it('goes nowhere while the offer, the e-mail placement or the template is off', () => {
    expect(referralInviteAfterReview({ ...ON, shownInEmail: false }, REVIEW, 'UTC')).toBeNull();
    expect(referralInviteAfterReview({ ...ON, templates: { ...ON.templates, referral_invite_review: { is_enabled: '2', trigger_days: 1 } } }, REVIEW, 'UTC')).toBeNull();
    expect(referralInviteAfterOrder({ ...ON, templates: { ...ON.templates, referral_invite_order: { is_enabled: '2', trigger_days: 14 } } }, ORDER, 'fulfilled', 'UTC', NOW)).toBeNull();
  });

  it('after an order: from the request’s moment plus its days; not before that moment is known, nor for a cancelled order', () => {
    expect(referralInviteAfterOrder(ON, ORDER, 'fulfilled', 'UTC', NOW)).toEqual({ key: 'referral_invite:42', type: 'referral_invite_order', dueMs: Date.parse('2026-03-15T10:00:00Z') });
    expect(referralInviteAfterOrder(ON, ORDER, 'delivered', 'UTC', NOW)).toBeNull();
    expect(referralInviteAfterOrder(ON, { ...ORDER, cancelledAt: new Date(NOW) }, 'fulfilled', 'UTC', NOW)).toBeNull();
    // An old order's day has passed: it goes at the next daytime.
    const late = Date.parse('2026-04-01T12:00:00Z');
    expect(referralInviteAfterOrder(ON, ORDER, 'fulfilled', 'UTC', late)?.dueMs).toBe(late);
  });

  it('shows the programme in a placement only while the offer and that placement are on', () => {
    expect(showsReferral({ is_active: '1' }, DEFAULT_REFERRAL_PLACEMENTS, 'invite_email')).toBe(true);
    expect(showsReferral({ is_active: '2' }, DEFAULT_REFERRAL_PLACEMENTS, 'invite_email')).toBe(false);
    expect(showsReferral({ is_active: '1' }, { ...DEFAULT_REFERRAL_PLACEMENTS, invite_email: '2' }, 'invite_email')).toBe(false);
    expect(showsReferral({ is_active: '1' }, { ...DEFAULT_REFERRAL_PLACEMENTS, invite_email: '2' }, 'storefront_block')).toBe(true);
  });

  it('reads the placements over their defaults, a broken value keeping its default', () => {
    expect(readReferralPlacements(null)).toEqual(DEFAULT_REFERRAL_PLACEMENTS);
    expect(readReferralPlacements({ invite_email: '2', storefront_block: 'x' })).toEqual({ ...DEFAULT_REFERRAL_PLACEMENTS, invite_email: '2' });
  });
});
