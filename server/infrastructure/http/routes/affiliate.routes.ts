import { type Hono } from 'hono';
import { getAffiliateSign, reportAffiliateCampaign } from '../../../../src/contracts/affiliate.contract';
import { type IssueAffiliateSignUseCase } from '../../../application/affiliate/issue-affiliate-sign.use-case';
import { type RecordAffiliateReportUseCase } from '../../../application/affiliate/record-affiliate-report.use-case';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';
import { limitedByAddress, rateLimiter, type RateLimitStore } from '../rate-limiters';

/** How often one address may file affiliate tracking reports (docs/product/public-pages.md#campaign-tracking). */
export interface AffiliateReportLimits {
  readonly reportsPerAddressPerHour: number;
  readonly trustedProxyHops: number;
}

/** A merchant's admin files one report per campaign and shop; a few shops share an office's address. */
export const DEFAULT_AFFILIATE_REPORT_LIMITS: Omit<AffiliateReportLimits, 'trustedProxyHops'> = { reportsPerAddressPerHour: 30 };

/**
 * The affiliate tracking report, mounted at the root: no app token, the sign is the credential.
 * Every request counts against its address before anything is read, so guessing signs is slow.
 */
export function affiliateReportRoutes(record: RecordAffiliateReportUseCase, limits: AffiliateReportLimits, limitStore: RateLimitStore): Hono<HttpEnv> {
  const reports = rateLimiter(limitStore, 'affiliate-report-address', limits.reportsPerAddressPerHour, 3600);
  const routes = new ContractRoutes('');
  routes.router.use(reportAffiliateCampaign.path, limitedByAddress(reports, limits.trustedProxyHops, 'affiliate reports'));
  return routes.serve(reportAffiliateCampaign, (request) => record.execute(request)).router;
}

/** get_affiliate_sign: for the signed-in shop only; mounted at /api/v1/admin after authentication. */
export function affiliateSignRoutes(issue: IssueAffiliateSignUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getAffiliateSign, (_request, c) => issue.execute(c.get('shop'))).router;
}
