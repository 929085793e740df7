/** The shop a campaign is reported for, as the session knows it. */
export interface ReportedShop {
  /** `*.myshopify.com`. */
  readonly domain: string;
  readonly installedAt: Date;
}

/** What became of the campaign the browser keeps. */
export type CampaignReportOutcome = 'nothing-to-report' | 'reported' | 'refused';

/**
 * Files the affiliate tracking report for the signed-in shop (docs/product/public-pages.md#campaign-tracking);
 * it loads with its first call, after the session, so the first screen does not carry it.
 */
export interface CampaignReporter {
  report(shop: ReportedShop): Promise<CampaignReportOutcome>;
}
