import { MS_PER_SECOND } from '../shared/time';
import { UTM_COOKIE_SECONDS } from './utm-cookie';

/**
 * The affiliate tracking report (docs/product/public-pages.md#campaign-tracking): what a campaign
 * led to for a shop. `install`: the shop installed the app after arriving from the campaign;
 * `visit`: a shop that had the app already came back through it.
 */
export const AFFILIATE_REPORT_TYPES = ['install', 'visit'] as const;
export type AffiliateReportType = (typeof AFFILIATE_REPORT_TYPES)[number];

/** How long a sign for a report may be used after it was made (docs/decisions/0068-affiliate-reports-signed-by-the-server.md). */
export const AFFILIATE_SIGN_LIFETIME_SECONDS = 300;

/** `install` when the shop was installed at or after the visit landed. */
export function affiliateReportType(landedAtSeconds: number, installedAt: Date): AffiliateReportType {
  return installedAt.getTime() >= landedAtSeconds * MS_PER_SECOND ? 'install' : 'visit';
}

/**
 * Whether an install may be credited to a campaign: only one made within the days the utm cookie
 * keeps a campaign, since no visit older than that can be reported.
 */
export function isCreditableInstall(installedAt: Date, now: Date): boolean {
  return now.getTime() - installedAt.getTime() <= UTM_COOKIE_SECONDS * MS_PER_SECOND;
}
