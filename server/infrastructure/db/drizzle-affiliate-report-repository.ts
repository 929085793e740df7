import { type AffiliateReport, type AffiliateReportRepository } from '../../application/affiliate/affiliate-report-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { affiliateReports } from './schema';

export class DrizzleAffiliateReportRepository implements AffiliateReportRepository {
  constructor(private readonly db: AppDatabase) {}

  async add(shop: AuthenticatedShop, report: AffiliateReport): Promise<boolean> {
    // The unique key (shop, app, type, campaign) makes a second copy, even a concurrent one, insert nothing.
    const inserted = await this.db
      .insert(affiliateReports)
      .values({ shopId: shop.id, type: report.type, appId: report.appId, ...report.campaign, reportedAt: report.reportedAt })
      .onConflictDoNothing()
      .returning({ id: affiliateReports.id });
    return inserted.length === 1;
  }
}
