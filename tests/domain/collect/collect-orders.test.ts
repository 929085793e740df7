import { describe, expect, it } from 'vitest';
import {
  canSendNow,
  canSkip,
  DEMO_ORDER_CUSTOMERS,
  demoOrderShape,
  emailQuotaExhausted,
  emailQuotaOf,
  IDLE_SYNC_STATE,
  isOrderRequestState,
  nextDemoOrderName,
  SYNC_STALE_AFTER_MS,
  syncIsRunning,
  syncPercent,
  syncPeriodStart,
} from '../../../src/domain/collect/collect-orders';
import { emailSendQuotaForPlan } from '../../../src/domain/plans/email-quota';

const NOW = new Date('2025-03-15T12:00:00Z');
const FREE = 2;
const ENTERPRISE = 6;

describe('the orders list rules', () => {
  it('knows the request states', () => {
    expect(isOrderRequestState('waiting_quota')).toBe(true);
    expect(isOrderRequestState('lost')).toBe(false);
    expect(isOrderRequestState(3)).toBe(false);
  });

  it('sends now only requests still to go, and skips only what is not sent or decided', () => {
    expect(['not_scheduled', 'scheduled', 'waiting_quota'].every((state) => canSendNow(state as never))).toBe(true);
    expect(['not_fulfilled', 'sent', 'opened', 'reviewed', 'skipped', 'failed'].some((state) => canSendNow(state as never))).toBe(false);
    expect(canSkip('not_fulfilled')).toBe(true);
    expect(canSkip('sent')).toBe(false);
  });
});

describe('the e-mail quota', () => {
  const quota = emailSendQuotaForPlan(FREE);

  it('is used up only while its period runs and every e-mail of it is spent', () => {
    const future = new Date(NOW.getTime() + 60_000);
    expect(emailQuotaExhausted({ planId: FREE, used: quota, resetAt: future }, NOW)).toBe(true);
    expect(emailQuotaExhausted({ planId: FREE, used: quota - 1, resetAt: future }, NOW)).toBe(false);
    expect(emailQuotaExhausted({ planId: FREE, used: quota, resetAt: NOW }, NOW)).toBe(false);
    expect(emailQuotaExhausted({ planId: FREE, used: quota, resetAt: null }, NOW)).toBe(false);
  });

  it('has no limit on a plan without one', () => {
    expect(emailQuotaOf({ planId: ENTERPRISE, used: 0, resetAt: null })).toBeNull();
    expect(emailQuotaExhausted({ planId: ENTERPRISE, used: 1_000_000, resetAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
    expect(emailQuotaOf({ planId: FREE, used: 0, resetAt: null })).toBe(quota);
  });
});

describe('the sync of past orders', () => {
  it('counts its period back from now', () => {
    expect(syncPeriodStart(7, NOW).toISOString()).toBe('2025-03-08T12:00:00.000Z');
  });

  it('is running while it reports, and dead once silent too long', () => {
    const running = { ...IDLE_SYNC_STATE, status: 'running' as const, updated_at: NOW.toISOString() };
    expect(syncIsRunning(running, new Date(NOW.getTime() + 1000))).toBe(true);
    expect(syncIsRunning(running, new Date(NOW.getTime() + SYNC_STALE_AFTER_MS))).toBe(false);
    expect(syncIsRunning({ ...running, updated_at: null, started_at: NOW.toISOString() }, NOW)).toBe(true);
    expect(syncIsRunning({ ...running, updated_at: null }, NOW)).toBe(false);
    expect(syncIsRunning(IDLE_SYNC_STATE, NOW)).toBe(false);
  });

  it('tells its progress in whole percent', () => {
    expect(syncPercent({ status: 'running', done: 0, total: 0 })).toBe(0);
    expect(syncPercent({ status: 'running', done: 1, total: 3 })).toBe(33);
    expect(syncPercent({ status: 'running', done: 5, total: 3 })).toBe(100);
    expect(syncPercent({ status: 'done', done: 0, total: 0 })).toBe(100);
  });
});

describe('demo orders', () => {
  it('number on from the highest #NNNN', () => {
    expect(nextDemoOrderName([])).toBe('#1001');
    expect(nextDemoOrderName(['#1001', '#1042', 'R-77', '#9'])).toBe('#1043');
  });

  it('vary customer and product count, repeatably', () => {
    expect(demoOrderShape(1)).toEqual({ customer: DEMO_ORDER_CUSTOMERS[1], productCount: 1 });
    expect(demoOrderShape(2)).toEqual({ customer: DEMO_ORDER_CUSTOMERS[2], productCount: 2 });
    expect(demoOrderShape(-5).customer).toBe(DEMO_ORDER_CUSTOMERS[1]);
  });
});
