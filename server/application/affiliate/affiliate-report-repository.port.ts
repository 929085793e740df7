import { type AffiliateReportType } from '../../../src/domain/affiliate/affiliate-report';
import { type UtmCampaign } from '../../../src/domain/affiliate/utm-campaign';
import { type UsedSignRepository } from '../auth/used-sign-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface AffiliateReport {
  readonly type: AffiliateReportType;
  readonly campaign: UtmCampaign;
  readonly appId: string;
  readonly reportedAt: Date;
}

/** The affiliate tracking reports kept for the provider's partner programme, each with its shop. */
export interface AffiliateReportRepository {
  /** Keeps the report; false when one with the same type, app and campaign is already kept for the shop. */
  add(shop: AuthenticatedShop, report: AffiliateReport): Promise<boolean>;
}

/** What filing a report writes, in one transaction: its sign claimed, and the report. */
export interface AffiliateReportWrites {
  readonly usedSigns: UsedSignRepository;
  readonly reports: AffiliateReportRepository;
}
