import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emailsBoughtThisPeriod,
  USAGE_EMAIL_BLOCK,
  USAGE_EMAIL_BLOCK_PRICE_CENTS,
  usageBlocksToBuy,
  usageSpentCents,
} from '../../../src/domain/plans/email-usage-charges';

const FREE = { enabled: true, quota: 50, used: 50, extra: 0, limitCents: 500 };

describe('usageBlocksToBuy', () => {
  it('buys nothing while the switch is off', () => {
    expect(usageBlocksToBuy(350, { ...FREE, enabled: false })).toBe(0);
  });

  it('buys nothing while the quota still covers the e-mails', () => {
    expect(usageBlocksToBuy(10, { ...FREE, used: 40 })).toBe(0);
  });

  it('buys nothing while blocks already bought cover the e-mails', () => {
    expect(usageBlocksToBuy(30, { ...FREE, used: 120, extra: 100 })).toBe(0);
  });

  it('buys the blocks the missing e-mails need, counting what the quota leaves', () => {
    expect(usageBlocksToBuy(150, { ...FREE, used: 40 })).toBe(2);
    expect(usageBlocksToBuy(1, FREE)).toBe(1);
  });

  it('stops at the spending limit: $5 buys 5 blocks of 100 e-mails, no more', () => {
    expect(usageBlocksToBuy(700, FREE)).toBe(5);
    expect(usageBlocksToBuy(100, { ...FREE, used: 550, extra: 500 })).toBe(0);
    expect(usageBlocksToBuy(300, { ...FREE, used: 350, extra: 300 })).toBe(2);
  });

  it('buys no block that would pass a limit below one block price', () => {
    expect(usageBlocksToBuy(10, { ...FREE, limitCents: USAGE_EMAIL_BLOCK_PRICE_CENTS - 1 })).toBe(0);
  });

  it('never lets the period spend pass the limit', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(1000), fc.nat(20), fc.nat(3000), (wanted, used, boughtBlocks, limitCents) => {
        const extra = boughtBlocks * USAGE_EMAIL_BLOCK;
        const allowance = { enabled: true, quota: 50, used, extra, limitCents };
        const blocks = usageBlocksToBuy(wanted, allowance);
        expect(blocks).toBeGreaterThanOrEqual(0);
        if (blocks > 0) expect(usageSpentCents(extra) + blocks * USAGE_EMAIL_BLOCK_PRICE_CENTS).toBeLessThanOrEqual(limitCents);
      }),
    );
  });
});

describe('usageSpentCents', () => {
  it('charges each started block once', () => {
    expect(usageSpentCents(0)).toBe(0);
    expect(usageSpentCents(USAGE_EMAIL_BLOCK * 3)).toBe(3 * USAGE_EMAIL_BLOCK_PRICE_CENTS);
  });
});

describe('emailsBoughtThisPeriod', () => {
  const now = new Date('2026-03-09T12:00:00Z');

  it('counts the blocks of the running period only', () => {
    expect(emailsBoughtThisPeriod(300, new Date('2026-03-10T00:00:00Z'), now)).toBe(300);
    expect(emailsBoughtThisPeriod(300, new Date('2026-03-09T12:00:00Z'), now)).toBe(0);
    expect(emailsBoughtThisPeriod(300, null, now)).toBe(0);
  });
});
