import { describe, expect, it } from 'vitest';
import { ReportAffiliateCampaignUseCase } from '../../../src/application/affiliate/report-affiliate-campaign.use-case';
import { ApiError } from '../../../src/application/http/api-error';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { getAffiliateSign, reportAffiliateCampaign } from '../../../src/contracts/affiliate.contract';
import { type CampaignVisit, decodeCampaignVisit, encodeCampaignVisit } from '../../../src/domain/affiliate/utm-campaign';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeCookieJar } from '../../fakes/fake-cookie-jar';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 11, 3, 12);
const SHOP = 'acme.myshopify.com';
const landedDaysAgo = (days: number): CampaignVisit => ({
  campaign: { source: 'blog', medium: 'post', campaign: 'spring', content: '' },
  landedAt: (NOW - days * DAY_MS) / 1000,
  reportedFor: [],
});

function setUp(visit: CampaignVisit | null) {
  const cookies = new FakeCookieJar();
  if (visit) cookies.set(COOKIES.utm.name, encodeCampaignVisit(visit), COOKIES.utm);
  const admin = new FakeContractClient().on(getAffiliateSign, { sign: `${NOW / 1000}.${'a'.repeat(64)}`, sign_time: NOW / 1000 });
  const publicApi = new FakeContractClient().on(reportAffiliateCampaign, (request) => ({ type: request.type, duplicate: false }));
  const useCase = new ReportAffiliateCampaignUseCase(admin, publicApi, cookies, new FakeClock(NOW));
  return { cookies, admin, publicApi, useCase };
}

describe('the affiliate tracking report', () => {
  it("reports the kept campaign for the signed-in shop with the server's sign, as an install when the shop came after it", async () => {
    const ctx = setUp(landedDaysAgo(3));
    expect(await ctx.useCase.report({ domain: SHOP, installedAt: new Date(NOW - DAY_MS) })).toBe('reported');
    expect(ctx.publicApi.callsTo(reportAffiliateCampaign)).toEqual([
      { type: 'install', source: 'blog', medium: 'post', campaign: 'spring', content: '', shop: SHOP, sign: `${NOW / 1000}.${'a'.repeat(64)}`, sign_time: NOW / 1000, app_id: 'starling-reviews' },
    ]);
    // Kept for its remaining 27 days, marked as reported for this shop.
    expect(decodeCampaignVisit(ctx.cookies.get(COOKIES.utm.name))?.reportedFor).toEqual([SHOP]);
    expect(ctx.cookies.maxAgeOf(COOKIES.utm.name)).toBe(27 * 86_400);
  });

  it('reports a visit when the shop had the app before the campaign, and only once per shop', async () => {
    const ctx = setUp(landedDaysAgo(1));
    await ctx.useCase.report({ domain: SHOP, installedAt: new Date(NOW - 400 * DAY_MS) });
    expect(ctx.publicApi.callsTo(reportAffiliateCampaign)[0]?.type).toBe('visit');
    expect(await ctx.useCase.report({ domain: SHOP, installedAt: new Date(NOW - 400 * DAY_MS) })).toBe('nothing-to-report');
    expect(ctx.admin.callsTo(getAffiliateSign)).toHaveLength(1);
    // Another store signed in from the same browser is reported too.
    expect(await ctx.useCase.report({ domain: 'other.myshopify.com', installedAt: new Date(NOW) })).toBe('reported');
  });

  it('asks for nothing without a campaign, or once its 30 days are over', async () => {
    for (const visit of [null, landedDaysAgo(31)]) {
      const ctx = setUp(visit);
      expect(await ctx.useCase.report({ domain: SHOP, installedAt: new Date(NOW) })).toBe('nothing-to-report');
      expect(ctx.admin.calls).toEqual([]);
      expect(ctx.publicApi.calls).toEqual([]);
    }
  });

  it('does not send again a report the server refused, and tries again one that did not arrive', async () => {
    const refused = setUp(landedDaysAgo(2));
    refused.publicApi.fail(reportAffiliateCampaign, new ApiError('envelope', 'sign: has already been used', 40100, null, 401));
    expect(await refused.useCase.report({ domain: SHOP, installedAt: new Date(NOW) })).toBe('refused');
    expect(decodeCampaignVisit(refused.cookies.get(COOKIES.utm.name))?.reportedFor).toEqual([SHOP]);

    for (const failure of [new ApiError('network', 'Network Error'), new ApiError('envelope', 'address: too many affiliate reports; try again in 9 s', 42900, null, 429), new ApiError('envelope', 'internal', 50000, null, 500)]) {
      const lost = setUp(landedDaysAgo(2));
      lost.publicApi.fail(reportAffiliateCampaign, failure);
      await expect(lost.useCase.report({ domain: SHOP, installedAt: new Date(NOW) })).rejects.toBe(failure);
      expect(decodeCampaignVisit(lost.cookies.get(COOKIES.utm.name))?.reportedFor).toEqual([]);
    }
  });
});
