import { describe, expect, it } from 'vitest';
import { type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import {
  firstRequestDue,
  nextReminder,
  orderRequestState,
  retryDelayMs,
  reviewFollowUps,
  reviewRequestKey,
  withinSendingHours,
} from '../../../src/domain/collect/request-queue';

const at = (iso: string) => Date.parse(iso);
const SCHEDULE: RequestSchedule = { triggerEvent: 'fulfilled', steps: [{ step: 1, days: 7 }, { step: 3, days: 5 }], photoReminderDays: 3 };

describe('the review-request queue rules', () => {
  it('keeps a daytime due time, and moves a night one to 10:00 in the shop zone', () => {
    expect(withinSendingHours(at('2026-03-02T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-03-02T12:00:00Z'));
    // 05:00 in Berlin: the same day at 10:00.
    expect(withinSendingHours(at('2026-03-02T04:00:00Z'), 'Europe/Berlin')).toBe(at('2026-03-02T09:00:00Z'));
    // 21:30 in Berlin: the next day at 10:00.
    expect(withinSendingHours(at('2026-03-02T20:30:00Z'), 'Europe/Berlin')).toBe(at('2026-03-03T09:00:00Z'));
    expect(withinSendingHours(at('2026-03-02T22:00:00Z'), 'Not/AZone')).toBe(at('2026-03-03T10:00:00Z'));
  });

  it('dates the request from the chosen event, and not before it happened', () => {
    const order = { fulfilledAt: new Date('2026-03-02T10:00:00Z'), deliveredAt: null };
    expect(firstRequestDue(order, SCHEDULE, 'UTC')).toBe(at('2026-03-09T10:00:00Z'));
    expect(firstRequestDue(order, { ...SCHEDULE, triggerEvent: 'delivered' }, 'UTC')).toBeNull();
    expect(firstRequestDue({ fulfilledAt: null, deliveredAt: null }, SCHEDULE, 'UTC')).toBeNull();
    expect(firstRequestDue(order, { ...SCHEDULE, steps: [] }, 'UTC')).toBeNull();
  });

  it('queues the next enabled reminder after a send, none after the last', () => {
    expect(nextReminder(1, at('2026-03-09T10:00:00Z'), SCHEDULE, 'UTC')).toEqual({ step: 3, dueMs: at('2026-03-14T10:00:00Z') });
    expect(nextReminder(3, at('2026-03-14T10:00:00Z'), SCHEDULE, 'UTC')).toBeNull();
  });

  it('retries a refused send later and later, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, null]);
  });

  it('keys an order step once, and follows a review with its discount and, without media, a photo reminder', () => {
    expect(reviewRequestKey('gid://shopify/Order/1', 2)).toBe('order:gid://shopify/Order/1:2');
    expect(reviewFollowUps({ id: 7, email: 'ada@example.com', hasMedia: false, atMs: 5 }).map((mail) => mail.type)).toEqual(['review_discount', 'photo_video_reminder']);
    expect(reviewFollowUps({ id: 7, email: 'ada@example.com', hasMedia: true, atMs: 5 }).map((mail) => mail.type)).toEqual(['review_discount']);
    expect(reviewFollowUps({ id: 7, email: 'no address', hasMedia: false, atMs: 5 })).toEqual([]);
  });

  it("tells an order's request state", () => {
    const now = at('2026-03-10T00:00:00Z');
    const latest = (state: 'scheduled' | 'sent' | 'skipped' | 'failed', openedAt: Date | null = null) => ({ state, dueMs: at('2026-03-09T00:00:00Z'), openedAt });
    expect(orderRequestState({ fulfilled: false, reviewed: false, latest: null, quotaExhausted: false }, now)).toBe('not_fulfilled');
    expect(orderRequestState({ fulfilled: true, reviewed: false, latest: null, quotaExhausted: false }, now)).toBe('not_scheduled');
    expect(orderRequestState({ fulfilled: true, reviewed: false, latest: latest('scheduled'), quotaExhausted: true }, now)).toBe('waiting_quota');
    expect(orderRequestState({ fulfilled: true, reviewed: false, latest: latest('scheduled'), quotaExhausted: false }, now)).toBe('scheduled');
    expect(orderRequestState({ fulfilled: true, reviewed: false, latest: latest('sent', new Date()), quotaExhausted: false }, now)).toBe('opened');
    expect(orderRequestState({ fulfilled: true, reviewed: true, latest: latest('sent'), quotaExhausted: false }, now)).toBe('reviewed');
    expect(orderRequestState({ fulfilled: true, reviewed: false, latest: latest('failed'), quotaExhausted: false }, now)).toBe('failed');
  });
});
