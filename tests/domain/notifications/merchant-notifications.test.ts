import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  isDigestFrequency,
  isLowRatingThreshold,
  isNotificationEmail,
  isNotificationKind,
  isNotificationOn,
  isServiceNotice,
  isStoppableNotificationKind,
  nextDigestPeriod,
  notificationGoesTo,
  normalizeNotificationEmails,
  normalizeOptOuts,
  type NotificationSettings,
  repeatedNotificationAddresses,
  receivesNotification,
  isLowRating,
  reviewNotificationKind,
  serviceNoticeRecipients,
  withOptOut,
} from '../../../src/domain/notifications/merchant-notifications';

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SWITCHES,
  notification_emails: ['ann@shop.example', 'team@shop.example'],
  notification_opt_outs: {},
  ...overrides,
});

describe('the e-mail a new review sends', () => {
  it('is the most particular one switched on: held, then low rating, then new review', () => {
    expect(reviewNotificationKind(settings(), { rating: 1, heldByHoldWord: true })).toBe('held_review');
    expect(reviewNotificationKind(settings(), { rating: 2, heldByHoldWord: false })).toBe('low_rating');
    expect([1, 2, 3].map((rating) => isLowRating({ low_rating_threshold: 2 }, rating))).toEqual([true, true, false]);
    expect(reviewNotificationKind(settings(), { rating: 3, heldByHoldWord: false })).toBe('new_review');
    expect(reviewNotificationKind(settings({ low_rating_threshold: 3 }), { rating: 3, heldByHoldWord: false })).toBe('low_rating');
  });

  it('gives way to the next kind when one is off, and is none when all three are', () => {
    expect(reviewNotificationKind(settings({ notify_held_review: '2' }), { rating: 1, heldByHoldWord: true })).toBe('low_rating');
    expect(reviewNotificationKind(settings({ notify_low_rating: '2' }), { rating: 1, heldByHoldWord: false })).toBe('new_review');
    const allOff = settings({ notify_held_review: '2', notify_low_rating: '2', notify_new_review: '2' });
    expect(reviewNotificationKind(allOff, { rating: 1, heldByHoldWord: true })).toBeNull();
  });

  it('reads every switch, the digest by its frequency', () => {
    expect(isNotificationOn(settings({ notify_new_question: '2' }), 'new_question')).toBe(false);
    expect(isNotificationOn(settings(), 'new_question')).toBe(true);
    expect(isNotificationOn(settings({ digest_frequency: 'off' }), 'digest')).toBe(false);
    expect(isNotificationOn(settings({ digest_frequency: 'daily' }), 'digest')).toBe(true);
  });
});

describe('addresses and their stops', () => {
  it('keeps each address once, trimmed, case ignored, first spelling kept', () => {
    expect(normalizeNotificationEmails([' Ann@Shop.example ', 'ann@shop.example', '', 'team@shop.example'])).toEqual(['Ann@Shop.example', 'team@shop.example']);
    expect(repeatedNotificationAddresses(['Ann@Shop.example', 'team@shop.example', ' ann@shop.example', 'TEAM@shop.example'])).toEqual([2, 3]);
    expect(repeatedNotificationAddresses(['ann@shop.example', 'team@shop.example'])).toEqual([]);
    expect(isNotificationEmail('ann@shop.example')).toBe(true);
    expect(isNotificationEmail('ann@shop')).toBe(false);
    expect(isNotificationEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });

  it('sends a kind to a listed address that has not stopped it', () => {
    const stopped = settings({ notification_opt_outs: withOptOut({}, 'TEAM@shop.example', 'digest') });
    expect(stopped.notification_opt_outs).toEqual({ 'team@shop.example': ['digest'] });
    expect(receivesNotification(stopped, 'team@shop.example', 'digest')).toBe(false);
    expect(receivesNotification(stopped, 'team@shop.example', 'new_review')).toBe(true);
    expect(receivesNotification(stopped, 'ann@shop.example', 'digest')).toBe(true);
    expect(receivesNotification(stopped, 'someone@else.example', 'new_review')).toBe(false);
    expect(withOptOut(stopped.notification_opt_outs, 'team@shop.example', 'digest')).toBe(stopped.notification_opt_outs);
  });

  it('keeps stops of listed addresses and stoppable kinds only', () => {
    expect(
      normalizeOptOuts({ 'Ann@Shop.example': ['digest', 'nonsense', 'webhook_disabled', 'digest'], 'gone@shop.example': ['digest'], 'team@shop.example': [] }, [
        'ann@shop.example',
        'team@shop.example',
      ]),
    ).toEqual({
      'ann@shop.example': ['digest'],
    });
  });

  it('knows its values', () => {
    expect([1, 4, 5, '2'].map(isLowRatingThreshold)).toEqual([true, true, false, false]);
    expect(['off', 'weekly', 'monthly'].map(isDigestFrequency)).toEqual([true, true, false]);
    expect(['digest', 'webhook_disabled', 'request_1'].map(isNotificationKind)).toEqual([true, true, false]);
    expect(['digest', 'webhook_disabled'].map(isStoppableNotificationKind)).toEqual([true, false]);
    expect(isServiceNotice('webhook_disabled')).toBe(true);
    expect(isServiceNotice('new_review')).toBe(false);
  });
});

describe('service notices', () => {
  const allStopped = { 'team@shop.example': ['held_review', 'low_rating', 'new_review', 'new_question', 'digest'] as const };
  const quiet = settings({
    notify_new_review: '2',
    notify_low_rating: '2',
    notify_held_review: '2',
    notify_new_question: '2',
    digest_frequency: 'off',
    notification_opt_outs: allStopped,
  });

  it('go to every listed address, whatever the switches and the stops', () => {
    expect(serviceNoticeRecipients(quiet, 'owner@shop.example')).toEqual(['ann@shop.example', 'team@shop.example']);
    expect(notificationGoesTo(quiet, 'owner@shop.example', 'TEAM@shop.example', 'webhook_disabled')).toBe(true);
    expect(notificationGoesTo(quiet, 'owner@shop.example', 'owner@shop.example', 'webhook_disabled')).toBe(false);
    expect(notificationGoesTo(quiet, 'owner@shop.example', 'someone@else.example', 'webhook_disabled')).toBe(false);
  });

  it("go to the shop's own e-mail when no address is listed, and nowhere when it has none", () => {
    const none = settings({ notification_emails: [] });
    expect(serviceNoticeRecipients(none, ' owner@shop.example ')).toEqual(['owner@shop.example']);
    expect(notificationGoesTo(none, 'owner@shop.example', 'Owner@shop.example', 'webhook_disabled')).toBe(true);
    expect(serviceNoticeRecipients(none, '')).toEqual([]);
  });

  it('leave the chosen notifications to their switches and stops', () => {
    expect(notificationGoesTo(quiet, 'owner@shop.example', 'ann@shop.example', 'new_review')).toBe(false);
    expect(notificationGoesTo(settings({ notification_opt_outs: allStopped }), '', 'ann@shop.example', 'new_review')).toBe(true);
    expect(notificationGoesTo(settings({ notification_opt_outs: allStopped }), '', 'team@shop.example', 'new_review')).toBe(false);
    expect(notificationGoesTo(settings({ notification_emails: [] }), 'owner@shop.example', 'owner@shop.example', 'new_review')).toBe(false);
  });
});

describe('the next digest', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is none when off', () => {
    expect(nextDigestPeriod('off', at('2026-03-08T12:00:00Z'), 'UTC')).toBeNull();
  });

  it('goes weekly on Monday at 8:00 in the shop zone, for the Monday-to-Sunday week before', () => {
    const period = nextDigestPeriod('weekly', at('2026-03-04T12:00:00Z'), 'Europe/Berlin');
    expect(period).toMatchObject({ frequency: 'weekly', from: '2026-03-02', to: '2026-03-09' });
    expect(new Date(period?.sendAtMs ?? 0).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(period?.startMs ?? 0).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    // Monday after 8:00: the next Monday.
    expect(nextDigestPeriod('weekly', at('2026-03-09T09:00:00Z'), 'Europe/Berlin')?.to).toBe('2026-03-16');
  });

  it('goes daily at 8:00 for the day before, tomorrow once today’s has gone; an unknown zone is UTC', () => {
    expect(nextDigestPeriod('daily', at('2026-03-04T06:00:00Z'), 'UTC')).toMatchObject({ from: '2026-03-03', to: '2026-03-04', sendAtMs: at('2026-03-04T08:00:00Z') });
    expect(nextDigestPeriod('daily', at('2026-03-04T08:00:01Z'), 'Nowhere/Else')).toMatchObject({ from: '2026-03-04', to: '2026-03-05' });
  });
});
