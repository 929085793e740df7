import { describe, expect, it } from 'vitest';
import { CampaignTracker } from '../../../src/application/affiliate/campaign-tracker';
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

function setUp(visit: CampaignVisit | null = null) {
  const cookies = new FakeCookieJar();
  if (visit) cookies.set(COOKIES.utm.name, encodeCampaignVisit(visit), COOKIES.utm);
  const clock = new FakeClock(NOW);
  const admin = new FakeContractClient().on(getAffiliateSign, { sign: `${NOW / 1000}.${'a'.repeat(64)}`, sign_time: NOW / 1000 });
  const publicApi = new FakeContractClient().on(reportAffiliateCampaign, (request) => ({ type: request.type, duplicate: false }));
  return { cookies, clock, admin, publicApi, tracker: new CampaignTracker(admin, publicApi, cookies, clock) };
}

const kept = (cookies: FakeCookieJar) => decodeCampaignVisit(cookies.get(COOKIES.utm.name));

describe('a page opened from a campaign', () => {
  it('keeps the campaign in the utm cookie for 30 days from its landing', async () => {
    const { cookies, clock, tracker } = setUp();
    await tracker.noteArrival(new URL('https://app.example/affiliate?utm_source=blog&utm_medium=post&utm_campaign=spring'));
    expect(kept(cookies)).toEqual({ campaign: { source: 'blog', medium: 'post', campaign: 'spring', content: '' }, landedAt: clock.nowMs / 1000, reportedFor: [] });
    expect(cookies.maxAgeOf(COOKIES.utm.name)).toBe(30 * 86_400);
  });

  it('leaves the cookie alone on a page without a campaign', async () => {
    const { cookies, tracker } = setUp(landedDaysAgo(2));
    const before = cookies.get(COOKIES.utm.name);
    await tracker.noteArrival(new URL('https://app.example/privacy_policy'));
    await tracker.noteArrival(new URL('https://app.example/?utm_medium=post'));
    expect(cookies.get(COOKIES.utm.name)).toBe(before);
  });

  it('does not stretch the days of a campaign opened again, and starts over for another campaign', async () => {
    const { cookies, clock, tracker } = setUp();
    const landed = clock.nowMs / 1000;
    await tracker.noteArrival(new URL('https://app.example/?utm_source=blog'));
    clock.advance(10 * DAY_MS);
    await tracker.noteArrival(new URL('https://app.example/terms_service?utm_source=blog'));
    expect(kept(cookies)?.landedAt).toBe(landed);
    await tracker.noteArrival(new URL('https://app.example/?utm_source=podcast'));
    expect(kept(cookies)).toMatchObject({ campaign: { source: 'podcast' }, landedAt: clock.nowMs / 1000 });
    expect(cookies.maxAgeOf(COOKIES.utm.name)).toBe(30 * 86_400);
  });
});

describe('the affiliate tracking report', () => {
  it("reports the kept campaign for the signed-in shop with the server's sign, as an install when the shop came after it", async () => {
    const ctx = setUp(landedDaysAgo(3));
    expect(await ctx.tracker.report({ domain: SHOP, installedAt: new Date(NOW - DAY_MS) })).toBe('reported');
    expect(ctx.publicApi.callsTo(reportAffiliateCampaign)).toEqual([
      { type: 'install', source: 'blog', medium: 'post', campaign: 'spring', content: '', shop: SHOP, sign: `${NOW / 1000}.${'a'.repeat(64)}`, sign_time: NOW / 1000, app_id: 'starling-reviews' },
    ]);
    // Kept for its remaining 27 days, marked as reported for this shop.
    expect(kept(ctx.cookies)?.reportedFor).toEqual([SHOP]);
    expect(ctx.cookies.maxAgeOf(COOKIES.utm.name)).toBe(27 * 86_400);
  });

  it('reports a visit when the shop had the app before the campaign, and only once per shop', async () => {
    const ctx = setUp(landedDaysAgo(1));
    await ctx.tracker.report({ domain: SHOP, installedAt: new Date(NOW - 400 * DAY_MS) });
    expect(ctx.publicApi.callsTo(reportAffiliateCampaign)[0]?.type).toBe('visit');
    expect(await ctx.tracker.report({ domain: SHOP, installedAt: new Date(NOW - 400 * DAY_MS) })).toBe('nothing-to-report');
    expect(ctx.admin.callsTo(getAffiliateSign)).toHaveLength(1);
    // Another store signed in from the same browser is reported too.
    expect(await ctx.tracker.report({ domain: 'other.myshopify.com', installedAt: new Date(NOW) })).toBe('reported');
  });

  it('asks for nothing without a campaign, or once its 30 days are over', async () => {
    for (const visit of [null, landedDaysAgo(31)]) {
      const ctx = setUp(visit);
      expect(await ctx.tracker.report({ domain: SHOP, installedAt: new Date(NOW) })).toBe('nothing-to-report');
      expect(ctx.admin.calls).toEqual([]);
      expect(ctx.publicApi.calls).toEqual([]);
    }
  });

  it('does not send again a report the server refused, and tries again one that did not arrive', async () => {
    const refused = setUp(landedDaysAgo(2));
    refused.publicApi.fail(reportAffiliateCampaign, new ApiError('envelope', 'sign: has already been used', 40100, null, 401));
    expect(await refused.tracker.report({ domain: SHOP, installedAt: new Date(NOW) })).toBe('refused');
    expect(kept(refused.cookies)?.reportedFor).toEqual([SHOP]);

    for (const failure of [new ApiError('network', 'Network Error'), new ApiError('envelope', 'address: too many affiliate reports; try again in 9 s', 42900, null, 429), new ApiError('envelope', 'internal', 50000, null, 500)]) {
      const lost = setUp(landedDaysAgo(2));
      lost.publicApi.fail(reportAffiliateCampaign, failure);
      await expect(lost.tracker.report({ domain: SHOP, installedAt: new Date(NOW) })).rejects.toBe(failure);
      expect(kept(lost.cookies)?.reportedFor).toEqual([]);
    }
  });
});
