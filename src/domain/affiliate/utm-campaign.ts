import { SHOP_DOMAIN_PATTERN } from '../shop/shop-domain';
import { UTM_COOKIE_SECONDS } from './utm-cookie';

/*
 * The campaign (`utm_*`) a visitor arrived from, kept in the utm cookie for 30 days (UTM_COOKIE_DAYS)
 * so that the shop that signs in later can be credited to it (docs/product/public-pages.md#campaign-tracking).
 */
/** The longest `utm_*` value kept (and that the tracking report takes). */
export const UTM_VALUE_MAX_LENGTH = 100;
/** The `utm_*` parameters kept, as the tracking report names them (without the `utm_` prefix). */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmCampaign = Readonly<Record<UtmField, string>>;
/** A visit remembers at most this many shops it was reported for (one browser, a few stores). */
const REPORTED_SHOPS_KEPT = 5;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A `utm_*` value as kept: at most 100 characters, no control characters. */
export function isUtmValue(value: string): boolean {
  return value.length <= UTM_VALUE_MAX_LENGTH && !CONTROL_CHARACTER.test(value);
}

/**
 * The campaign an address's query names, or null when it names none: `utm_source` is what makes a
 * campaign (as analytics tools read it). A value too long or with control characters is left
 * empty; a repeated parameter counts once (its first value).
 */
export function utmCampaignOf(params: Iterable<readonly [string, string]>): UtmCampaign | null {
  const values = new Map<UtmField, string>();
  for (const [key, raw] of params) {
    const field = UTM_FIELDS.find((name) => key === `utm_${name}`);
    if (!field || values.has(field)) continue;
    const value = raw.trim();
    values.set(field, isUtmValue(value) ? value : '');
  }
  const source = values.get('source');
  if (!source) return null;
  return { source, medium: values.get('medium') ?? '', campaign: values.get('campaign') ?? '', content: values.get('content') ?? '' };
}

export function isSameCampaign(a: UtmCampaign, b: UtmCampaign): boolean {
  return UTM_FIELDS.every((field) => a[field] === b[field]);
}

/** One arrival from a campaign, as the utm cookie keeps it. */
export interface CampaignVisit {
  readonly campaign: UtmCampaign;
  /** Unix seconds. */
  readonly landedAt: number;
  /** The shops (`*.myshopify.com`) it was already reported for. */
  readonly reportedFor: readonly string[];
}

/**
 * The visit to keep when `arriving` lands at `nowSeconds`: the stored one when it is the same
 * campaign (its 30 days are not stretched by coming back), else a new one (the last campaign counts).
 */
export function visitAfterArrival(stored: CampaignVisit | null, arriving: UtmCampaign, nowSeconds: number): CampaignVisit {
  if (stored && isSameCampaign(stored.campaign, arriving) && visitSecondsLeft(stored, nowSeconds) > 0) return stored;
  return { campaign: arriving, landedAt: nowSeconds, reportedFor: [] };
}

/** Seconds until the visit's 30 days are over (0 once they are). */
export function visitSecondsLeft(visit: CampaignVisit, nowSeconds: number): number {
  return Math.max(0, visit.landedAt + UTM_COOKIE_SECONDS - nowSeconds);
}

export function isReportedFor(visit: CampaignVisit, shopDomain: string): boolean {
  return visit.reportedFor.includes(shopDomain);
}

export function markReportedFor(visit: CampaignVisit, shopDomain: string): CampaignVisit {
  if (isReportedFor(visit, shopDomain)) return visit;
  return { ...visit, reportedFor: [...visit.reportedFor, shopDomain].slice(-REPORTED_SHOPS_KEPT) };
}

/** The cookie's text: the `utm_*` values under their own names, the landing time and the shops reported. */
export function encodeCampaignVisit(visit: CampaignVisit): string {
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [`utm_${field}`, visit.campaign[field]]));
  return JSON.stringify({ ...utm, landed_at: visit.landedAt, reported_for: visit.reportedFor });
}

/** The visit a cookie's text holds, or null for anything this version did not write. */
export function decodeCampaignVisit(text: string | undefined): CampaignVisit | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const utm = UTM_FIELDS.map((field) => record[`utm_${field}`]);
  if (!utm.every((item): item is string => typeof item === 'string' && isUtmValue(item))) return null;
  const [source = '', medium = '', campaign = '', content = ''] = utm;
  const landedAt = record.landed_at;
  const reportedFor = record.reported_for;
  if (source === '' || !Number.isSafeInteger(landedAt) || (landedAt as number) <= 0) return null;
  if (!Array.isArray(reportedFor) || reportedFor.length > REPORTED_SHOPS_KEPT) return null;
  if (!reportedFor.every((shop): shop is string => typeof shop === 'string' && SHOP_DOMAIN_PATTERN.test(shop))) return null;
  return { campaign: { source, medium, campaign, content }, landedAt: landedAt as number, reportedFor };
}
