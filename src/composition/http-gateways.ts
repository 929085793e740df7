import { type Container } from 'inversify';
import { type ContractClient } from '../application/http/contract-client.port';
import { type FileDownloader } from '../application/http/file-downloader.port';
import { type EmailReviewGateway } from '../application/email-review/email-review-gateway.port';
import { type ReferralPagesGateway } from '../application/referrals/referral-pages-gateway.port';
import { type BookmarkletCodeSource } from '../application/import-sources/bookmarklet-code-source.port';
import { type StorefrontWordsGateway } from '../application/display/storefront-words-gateway.port';
import { type WidgetSettingsGateway } from '../application/display/widget-settings-gateway.port';
import { type ReviewsGateway } from '../application/reviews/reviews-gateway.port';
import { TOKENS } from '../application/tokens';
import { type ImportAppsGateway } from '../application/imports/import-apps-gateway.port';
import { type ImportsGateway } from '../application/imports/imports-gateway.port';
import { HttpAuthGateway } from '../infrastructure/http/http-auth-gateway';
import { HttpDashboardGateway } from '../infrastructure/http/http-dashboard-gateway';
import { HttpShopGateway } from '../infrastructure/http/http-shop-gateway';
import { lazyPort } from './lazy-port';
import { type PlansGateway } from '../application/plans/plans-gateway.port';

/**
 * The gateway ports that carry behaviour (caching, mapping, composed calls, downloads) or serve
 * the platform, each bound to its one HTTP adapter over the contract client bound to
 * TOKENS.ContractClient (the real one, or the tests' fake: screen tests answer per contract). A
 * plain call has no gateway: its view-model calls TOKENS.ContractClient with the contract.
 * The lists' gateways load with their first call, so their contracts and filter encoding come
 * with the lists, not with the first screen (docs/decisions/0046-first-screen-bundle.md).
 */
export function bindHttpGateways(container: Container): void {
  const bind = (token: symbol, create: (client: ContractClient, downloader: () => FileDownloader) => unknown) =>
    container
      .bind(token)
      .toDynamicValue((context) =>
        create(context.get<ContractClient>(TOKENS.ContractClient), () => context.get<FileDownloader>(TOKENS.FileDownloader)),
      )
      .inSingletonScope();
  bind(TOKENS.AuthGateway, (client) => new HttpAuthGateway(client));
  bind(TOKENS.ShopGateway, (client) => new HttpShopGateway(client));
  bind(TOKENS.PlansGateway, (client) =>
    lazyPort<PlansGateway>(() => import('../infrastructure/http/http-plans-gateway').then(({ HttpPlansGateway }) => new HttpPlansGateway(client)), {
      pricingPlans: true,
      shopPlan: true,
      choosePlan: true,
      confirmCharge: true,
      cancelPlan: true,
      redeemCode: true,
      spendingLimit: true,
      saveSpendingLimit: true,
    }),
  );
  // The first screen's: bound eagerly, it is small and the dashboard calls it at once.
  bind(TOKENS.DashboardGateway, (client) => new HttpDashboardGateway(client));
  bind(TOKENS.ReviewsGateway, (_client, downloader) =>
    lazyPort<ReviewsGateway>(
      () => import('../infrastructure/http/http-reviews-gateway').then(({ HttpReviewsGateway }) => new HttpReviewsGateway(downloader())),
      { exportCsv: true },
    ),
  );
  bind(TOKENS.WidgetSettingsGateway, (client) =>
    lazyPort<WidgetSettingsGateway>(
      () => import('../infrastructure/http/http-widget-settings-gateway').then(({ HttpWidgetSettingsGateway }) => new HttpWidgetSettingsGateway(client)),
      { previewReviewWidget: true, previewBlock: true, themeStatus: true },
    ),
  );
  bind(TOKENS.StorefrontWordsGateway, (client) =>
    lazyPort<StorefrontWordsGateway>(
      () => import('../infrastructure/http/http-storefront-words-gateway').then(({ HttpStorefrontWordsGateway }) => new HttpStorefrontWordsGateway(client)),
      { defaults: true, primaryLanguage: true, words: true, save: true },
    ),
  );
  bind(TOKENS.BookmarkletCodeSource, () =>
    lazyPort<BookmarkletCodeSource>(() => import('../infrastructure/http/fetch-bookmarklet-code-source').then(({ FetchBookmarkletCodeSource }) => new FetchBookmarkletCodeSource()), {
      code: true,
    }),
  );
  bind(TOKENS.EmailReviewGateway, () =>
    lazyPort<EmailReviewGateway>(() => import('../infrastructure/http/fetch-email-review-gateway').then(({ FetchEmailReviewGateway }) => new FetchEmailReviewGateway()), {
      review: true,
      upload: true,
      attach: true,
    }),
  );
  // The friend's pages are public: their calls go over the public pages' client, without the admin session.
  container
    .bind(TOKENS.ReferralPagesGateway)
    .toDynamicValue((context) => {
      const client = context.get<ContractClient>(TOKENS.PublicContractClient);
      return lazyPort<ReferralPagesGateway>(
        () => import('../infrastructure/http/http-referral-pages-gateway').then(({ HttpReferralPagesGateway }) => new HttpReferralPagesGateway(client)),
        { offer: true, claim: true, conversion: true },
      );
    })
    .inSingletonScope();
  bind(TOKENS.ImportAppsGateway, (client) =>
    lazyPort<ImportAppsGateway>(
      () => import('../infrastructure/http/http-import-apps-gateway').then(({ HttpImportAppsGateway }) => new HttpImportAppsGateway(client)),
      { uploadMedia: true },
    ),
  );
  bind(TOKENS.ImportsGateway, (client) =>
    lazyPort<ImportsGateway>(() => import('../infrastructure/http/http-imports-gateway').then(({ HttpImportsGateway }) => new HttpImportsGateway(client)), {
      upload: true,
    }),
  );
}
