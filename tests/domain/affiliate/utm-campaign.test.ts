import { describe, expect, it } from 'vitest';
import {
  type CampaignVisit,
  decodeCampaignVisit,
  encodeCampaignVisit,
  isReportedFor,
  markReportedFor,
  utmCampaignOf,
  visitAfterArrival,
  visitSecondsLeft,
} from '../../../src/domain/affiliate/utm-campaign';
import { UTM_COOKIE_SECONDS } from '../../../src/domain/affiliate/utm-cookie';

const query = (search: string) => new URLSearchParams(search);
const LANDED = 1_796_000_000;
const visit: CampaignVisit = { campaign: { source: 'blog', medium: 'post', campaign: 'spring', content: 'banner' }, landedAt: LANDED, reportedFor: [] };

describe('the campaign an address names', () => {
  it('reads the four utm parameters the report carries, trimmed, the others left empty', () => {
    expect(utmCampaignOf(query('utm_source=%20blog%20&utm_medium=post&utm_campaign=spring&utm_content=banner&utm_term=shoes&ref=x'))).toEqual(visit.campaign);
    expect(utmCampaignOf(query('utm_source=newsletter'))).toEqual({ source: 'newsletter', medium: '', campaign: '', content: '' });
  });

  it('is no campaign without a source, as analytics tools read it', () => {
    expect(utmCampaignOf(query('utm_medium=post&utm_campaign=spring'))).toBeNull();
    expect(utmCampaignOf(query('utm_source=%20%20&utm_campaign=spring'))).toBeNull();
    expect(utmCampaignOf(query('UTM_SOURCE=blog'))).toBeNull();
    expect(utmCampaignOf(query(''))).toBeNull();
  });

  it('keeps the first of a repeated parameter, and leaves a value too long or with control characters empty', () => {
    expect(utmCampaignOf(query('utm_source=first&utm_source=second'))?.source).toBe('first');
    expect(utmCampaignOf(query(`utm_source=blog&utm_campaign=${'x'.repeat(101)}&utm_content=a%01b`))).toEqual({ source: 'blog', medium: '', campaign: '', content: '' });
    expect(utmCampaignOf(query(`utm_source=${'x'.repeat(100)}`))?.source).toHaveLength(100);
    expect(utmCampaignOf(query(`utm_source=${'x'.repeat(101)}`))).toBeNull();
  });
});

describe('a campaign visit', () => {
  it('keeps its landing when the same campaign comes back, so its 30 days are not stretched', () => {
    expect(visitAfterArrival(visit, { ...visit.campaign }, LANDED + 86_400)).toBe(visit);
  });

  it('starts again for another campaign (the last one counts), or for the same one once its days are over', () => {
    expect(visitAfterArrival(visit, { ...visit.campaign, campaign: 'summer' }, LANDED + 60)).toEqual({ campaign: { ...visit.campaign, campaign: 'summer' }, landedAt: LANDED + 60, reportedFor: [] });
    expect(visitAfterArrival(visit, visit.campaign, LANDED + UTM_COOKIE_SECONDS)).toEqual({ ...visit, landedAt: LANDED + UTM_COOKIE_SECONDS });
    expect(visitAfterArrival(null, visit.campaign, LANDED)).toEqual(visit);
  });

  it('lasts 30 days from its landing', () => {
    expect(UTM_COOKIE_SECONDS).toBe(30 * 86_400);
    expect(visitSecondsLeft(visit, LANDED)).toBe(UTM_COOKIE_SECONDS);
    expect(visitSecondsLeft(visit, LANDED + UTM_COOKIE_SECONDS - 1)).toBe(1);
    expect(visitSecondsLeft(visit, LANDED + UTM_COOKIE_SECONDS + 5)).toBe(0);
  });

  it('remembers the shops it was reported for, once each, the last five', () => {
    const reported = markReportedFor(visit, 'a.myshopify.com');
    expect(isReportedFor(reported, 'a.myshopify.com')).toBe(true);
    expect(isReportedFor(reported, 'b.myshopify.com')).toBe(false);
    expect(markReportedFor(reported, 'a.myshopify.com')).toBe(reported);
    const many = ['b', 'c', 'd', 'e', 'f'].reduce((kept, name) => markReportedFor(kept, `${name}.myshopify.com`), reported);
    expect(many.reportedFor).toEqual(['b', 'c', 'd', 'e', 'f'].map((name) => `${name}.myshopify.com`));
  });
});

describe('the utm cookie', () => {
  it('writes the utm values under their own names, with the landing and the shops reported, and reads them back', () => {
    const reported = markReportedFor(visit, 'a.myshopify.com');
    const text = encodeCampaignVisit(reported);
    expect(JSON.parse(text)).toEqual({ utm_source: 'blog', utm_medium: 'post', utm_campaign: 'spring', utm_content: 'banner', landed_at: LANDED, reported_for: ['a.myshopify.com'] });
    expect(decodeCampaignVisit(text)).toEqual(reported);
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', 'source=blog'],
    ['not an object', '"blog"'],
    ['the format before landing times', '{"utm_source":"blog"}'],
    ['no source', JSON.stringify({ ...JSON.parse(encodeCampaignVisit(visit)), utm_source: '' })],
    ['a value that is not text', JSON.stringify({ ...JSON.parse(encodeCampaignVisit(visit)), utm_medium: 7 })],
    ['a landing that is not a time', JSON.stringify({ ...JSON.parse(encodeCampaignVisit(visit)), landed_at: 'yesterday' })],
    ['a shop that is not a Shopify domain', JSON.stringify({ ...JSON.parse(encodeCampaignVisit(visit)), reported_for: ['evil.example'] })],
    ['too many shops', JSON.stringify({ ...JSON.parse(encodeCampaignVisit(visit)), reported_for: Array.from({ length: 6 }, (_, n) => `s${n}.myshopify.com`) })],
  ])('reads %s as no visit', (_case, text) => {
    expect(decodeCampaignVisit(text)).toBeNull();
  });
});
