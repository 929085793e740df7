/** The shop a campaign is reported for, as the session knows it. */
export interface ReportedShop {
  /** `*.myshopify.com`. */
  readonly domain: string;
  readonly installedAt: Date;
}

/** What became of the campaign the browser keeps. */
export type CampaignReportOutcome = 'nothing-to-report' | 'reported' | 'refused';

/** The parameter that makes an address a campaign's (docs/product/public-pages.md#campaign-tracking). */
export const CAMPAIGN_SOURCE_PARAM = 'utm_source';

/**
 * The campaign (`utm_*`) a page of the admin is opened with, kept 30 days, and the affiliate
 * tracking report for the shop that signs in (docs/product/public-pages.md#campaign-tracking). It
 * loads with its first call, and is called only when there is a campaign to keep or to report, so
 * the first screen does not carry it (docs/decisions/0046-first-screen-bundle.md).
 */
export interface CampaignTracking {
  noteArrival(url: URL): Promise<void>;
  report(shop: ReportedShop): Promise<CampaignReportOutcome>;
}
