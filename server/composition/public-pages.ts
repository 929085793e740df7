import { IssueAffiliateSignUseCase } from '../application/affiliate/issue-affiliate-sign.use-case';
import { RecordAffiliateReportUseCase } from '../application/affiliate/record-affiliate-report.use-case';
import { derivedSignSecret, HmacShopSigns } from '../infrastructure/auth/hmac-shop-signs';
import { DrizzleAffiliateReportRepository } from '../infrastructure/db/drizzle-affiliate-report-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUsedSignRepository } from '../infrastructure/db/drizzle-used-sign-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { affiliateReportRoutes, affiliateSignRoutes, DEFAULT_AFFILIATE_REPORT_LIMITS } from '../infrastructure/http/routes/affiliate.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { subprocessorRoutes } from '../infrastructure/http/routes/legal.routes';
import { configuredSubprocessors } from '../infrastructure/legal/configured-subprocessors';
import { type Platform } from './platform';

/**
 * What the public pages call (docs/product/public-pages.md): the affiliate tracking report and the
 * sign the admin files it with, and the privacy policy's subprocessors.
 */
export function composePublicPages(platform: Platform): AreaRoutes {
  const { options, db, shops, now } = platform;
  const signs = new HmacShopSigns(derivedSignSecret(options.appTokenSecret, 'affiliate'));
  const record = new RecordAffiliateReportUseCase(
    signs,
    shops,
    new DrizzleTransactions(db, (tx) => ({ usedSigns: new DrizzleUsedSignRepository(tx), reports: new DrizzleAffiliateReportRepository(tx) })),
    now,
  );
  const limits = options.affiliateReportLimits ?? {
    ...DEFAULT_AFFILIATE_REPORT_LIMITS,
    trustedProxyHops: (options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS).trustedProxyHops,
  };
  const subprocessors =
    options.subprocessors ??
    configuredSubprocessors({
      shopifyMode: options.shopify !== null,
      database: { external: options.database.driver === 'postgres' },
      fileStorageUrl: null,
      smtpUrl: options.mail?.smtpUrl ?? null,
      translation: Boolean(options.translation),
      feedbackBoard: Boolean(options.feedbackBoard),
      names: {},
    });
  return {
    admin: [affiliateSignRoutes(new IssueAffiliateSignUseCase(signs, now))],
    public: [
      { base: '/', routes: affiliateReportRoutes(record, limits, platform.rateLimitStore) },
      { base: '/', routes: subprocessorRoutes(subprocessors) },
    ],
  };
}
