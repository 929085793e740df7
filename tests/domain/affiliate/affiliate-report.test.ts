import { describe, expect, it } from 'vitest';
import { AFFILIATE_REPORT_TYPES, affiliateReportType, isCreditableInstall } from '../../../src/domain/affiliate/affiliate-report';

const LANDED = 1_796_000_000;
const DAY_MS = 86_400_000;

describe('what a campaign led to', () => {
  it('is an install when the shop installed the app at or after the visit landed, else a visit', () => {
    expect(AFFILIATE_REPORT_TYPES).toEqual(['install', 'visit']);
    expect(affiliateReportType(LANDED, new Date(LANDED * 1000))).toBe('install');
    expect(affiliateReportType(LANDED, new Date(LANDED * 1000 + 3 * DAY_MS))).toBe('install');
    expect(affiliateReportType(LANDED, new Date(LANDED * 1000 - 1))).toBe('visit');
  });

  it('credits an install only to a shop installed within the 30 days a campaign is kept', () => {
    const now = new Date(Date.UTC(2026, 11, 3));
    expect(isCreditableInstall(new Date(now.getTime() - 30 * DAY_MS), now)).toBe(true);
    expect(isCreditableInstall(new Date(now.getTime() - 30 * DAY_MS - 1), now)).toBe(false);
    expect(isCreditableInstall(now, now)).toBe(true);
  });
});
