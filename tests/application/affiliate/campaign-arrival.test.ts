import { describe, expect, it } from 'vitest';
import { CampaignArrival } from '../../../src/application/affiliate/campaign-arrival';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { decodeCampaignVisit } from '../../../src/domain/affiliate/utm-campaign';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCookieJar } from '../../fakes/fake-cookie-jar';

const DAY_MS = 86_400_000;

function setUp() {
  const cookies = new FakeCookieJar();
  const clock = new FakeClock(Date.UTC(2026, 11, 3, 12));
  return { cookies, clock, arrival: new CampaignArrival(cookies, clock) };
}

const kept = (cookies: FakeCookieJar) => decodeCampaignVisit(cookies.get(COOKIES.utm.name));

describe('a page opened from a campaign', () => {
  it('keeps the campaign in the utm cookie for 30 days from its landing', () => {
    const { cookies, clock, arrival } = setUp();
    arrival.noteArrival(new URL('https://app.example/affiliate?utm_source=blog&utm_medium=post&utm_campaign=spring'));
    expect(kept(cookies)).toEqual({ campaign: { source: 'blog', medium: 'post', campaign: 'spring', content: '' }, landedAt: clock.nowMs / 1000, reportedFor: [] });
    expect(cookies.maxAgeOf(COOKIES.utm.name)).toBe(30 * 86_400);
  });

  it('leaves the cookie alone on a page without a campaign', () => {
    const { cookies, arrival } = setUp();
    arrival.noteArrival(new URL('https://app.example/affiliate?utm_source=blog'));
    const before = cookies.get(COOKIES.utm.name);
    arrival.noteArrival(new URL('https://app.example/privacy_policy'));
    arrival.noteArrival(new URL('https://app.example/?utm_medium=post'));
    expect(cookies.get(COOKIES.utm.name)).toBe(before);
  });

  it('does not stretch the days of a campaign opened again, and starts over for another campaign', () => {
    const { cookies, clock, arrival } = setUp();
    const landed = clock.nowMs / 1000;
    arrival.noteArrival(new URL('https://app.example/?utm_source=blog'));
    clock.advance(10 * DAY_MS);
    arrival.noteArrival(new URL('https://app.example/terms_service?utm_source=blog'));
    expect(kept(cookies)?.landedAt).toBe(landed);
    arrival.noteArrival(new URL('https://app.example/?utm_source=podcast'));
    expect(kept(cookies)).toMatchObject({ campaign: { source: 'podcast' }, landedAt: clock.nowMs / 1000 });
    expect(cookies.maxAgeOf(COOKIES.utm.name)).toBe(30 * 86_400);
  });
});
