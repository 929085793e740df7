import { AddManualReviewUseCase } from '../application/imports/add-manual-review.use-case';
import { DropshipmanSyncUseCases } from '../application/imports/dropshipman-sync-use-cases';
import { ImportFromReviewAppUseCase } from '../application/imports/import-from-review-app.use-case';
import { MarketplaceImportUseCases } from '../application/imports/marketplace-import-use-cases';
import { JoseBookmarkTokens } from '../infrastructure/auth/jose-bookmark-tokens';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUsedSignRepository } from '../infrastructure/db/drizzle-used-sign-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { importAppsRoutes } from '../infrastructure/http/routes/import-apps.routes';
import { DEFAULT_BOOKMARK_SENDS_PER_ADDRESS_PER_MINUTE, importSourcesRoutes, publicBookmarkImportRoutes } from '../infrastructure/http/routes/import-sources.routes';
import { importRoutes } from '../infrastructure/http/routes/imports.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { DEFAULT_IMPORT_APPS_CONFIG } from '../infrastructure/imports/app-api-request';
import { DEFAULT_MARKETPLACE_FETCH_SETTINGS, FetchMarketplacePageFetcher } from '../infrastructure/imports/fetch-marketplace-page-fetcher';
import { HttpDropshipmanGateway } from '../infrastructure/imports/http-dropshipman-gateway';
import { HttpJudgemeReviewAppGateway } from '../infrastructure/imports/http-judgeme-review-app-gateway';
import { HttpOkendoReviewAppGateway } from '../infrastructure/imports/http-okendo-review-app-gateway';
import { type ReviewImportPipeline } from './imports';
import { type Platform } from './platform';

/**
 * The import screens' endpoints: files through the pipeline, Amazon and AliExpress (the bookmarklet
 * and the URL import, docs/product/import-marketplaces.md), other apps and the manual review (import-apps.md).
 */
export function composeImportSources(platform: Platform, imports: ReviewImportPipeline): AreaRoutes {
  const { options, db, shops, now } = platform;
  const starter = options.reviewImportStarter ?? imports.useCases;
  const marketplaces = new MarketplaceImportUseCases({
    tokens: new JoseBookmarkTokens(options.appTokenSecret, now),
    shops,
    signs: new DrizzleTransactions(db, (tx) => ({ usedSigns: new DrizzleUsedSignRepository(tx) })),
    pages: new FetchMarketplacePageFetcher(platform.rateLimitStore, { ...DEFAULT_MARKETPLACE_FETCH_SETTINGS, ...options.marketplaceFetch }),
    starter,
    now,
  });
  const apis = options.importApps ?? DEFAULT_IMPORT_APPS_CONFIG;
  const apps = importAppsRoutes({
    dropshipman: new DropshipmanSyncUseCases({ settings: platform.settings, gateway: new HttpDropshipmanGateway(apis.dropshipmanApiUrl), starter, now }),
    reviewApp: new ImportFromReviewAppUseCase([new HttpJudgemeReviewAppGateway(apis.judgemeApiUrl), new HttpOkendoReviewAppGateway(apis.okendoApiUrl)], starter),
    manualReview: new AddManualReviewUseCase(platform.files.uploaded, starter, now),
  });
  const bookmarklet = publicBookmarkImportRoutes({
    useCases: marketplaces,
    limits: { sendsPerAddressPerMinute: DEFAULT_BOOKMARK_SENDS_PER_ADDRESS_PER_MINUTE, trustedProxyHops: (options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS).trustedProxyHops },
    limitStore: platform.rateLimitStore,
  });
  return { admin: [importSourcesRoutes(marketplaces), apps, importRoutes(imports.useCases)], public: [{ base: '/', routes: bookmarklet }] };
}
