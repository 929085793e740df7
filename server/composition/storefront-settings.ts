import { BuildQuestionPage } from '../application/storefront/build-question-page';
import { PreviewWidgetUseCase } from '../application/storefront/preview-widget.use-case';
import { OrderReviewSettingsUseCases, ReferralSettingsUseCases } from '../application/storefront/promo-widget-settings-use-cases';
import { ReviewSummaryUseCases } from '../application/storefront/review-summary-use-cases';
import { ReviewWidgetSettingsUseCases } from '../application/storefront/review-widget-settings-use-cases';
import { ShowcaseSettingsUseCases } from '../application/storefront/showcase-settings-use-cases';
import { StoreReviewWidgetsUseCases } from '../application/storefront/store-review-widgets-use-cases';
import { WriteReviewSettingsUseCases } from '../application/storefront/write-review-settings-use-cases';
import { type AreaRoutes } from '../infrastructure/http/app';
import { promoWidgetsRoutes } from '../infrastructure/http/routes/promo-widgets.routes';
import { reviewSummaryRoutes } from '../infrastructure/http/routes/review-summary.routes';
import { showcaseWidgetsRoutes } from '../infrastructure/http/routes/showcase-widgets.routes';
import { storeReviewWidgetsRoutes } from '../infrastructure/http/routes/store-review-widgets.routes';
import { widgetSettingsRoutes } from '../infrastructure/http/routes/widget-settings.routes';
import { DEMO_STORE_PATH } from '../infrastructure/demo-storefront/demo-storefront.routes';
import { CssTreeCssSanitizer } from '../infrastructure/storefront/css-tree-css-sanitizer';
import { ExtensionWidgetAssets } from '../infrastructure/storefront/extension-widget-assets';
import { LiquidWidgetPreview } from '../infrastructure/storefront/liquid-widget-preview';
import { type Platform } from './platform';
import { ReferralPlacementsUseCases } from '../application/storefront/referral-placements-use-cases';
import { referralPlacementsRoutes } from '../infrastructure/http/routes/referral-placements.routes';
import { type StorefrontPages } from './storefront-pages';

/** The /display screens: every widget's settings and its live preview, showcase, store reviews, the summary, promo widgets. */
export function composeStorefrontSettings(platform: Platform, pages: StorefrontPages): AreaRoutes {
  const { options, shops, settings, settingsWithQueue } = platform;
  const cssSanitizer = new CssTreeCssSanitizer();
  const preview = new PreviewWidgetUseCase(
    {
      storefront: pages.repository,
      buildPage: pages.reviewPage,
      buildQuestions: new BuildQuestionPage(pages.repository, settings, shops),
      summaries: pages.aiSummaries,
      showcase: pages.showcase,
    },
    settings,
    shops,
    cssSanitizer,
    new LiquidWidgetPreview(),
  );
  const widgetSettings = widgetSettingsRoutes({
    settings: new ReviewWidgetSettingsUseCases(settings, settingsWithQueue, cssSanitizer, pages.translator),
    preview,
    writeReview: new WriteReviewSettingsUseCases(settings, settingsWithQueue, shops),
    assets: new ExtensionWidgetAssets(),
    demoStorefrontUrl: options.shopify ? null : `${DEMO_STORE_PATH}/`,
  });
  const promoWidgets = promoWidgetsRoutes({
    referral: new ReferralSettingsUseCases(settings, settingsWithQueue),
    orderReview: new OrderReviewSettingsUseCases(settings, settingsWithQueue),
  });
  return {
    admin: [
      widgetSettings,
      showcaseWidgetsRoutes(new ShowcaseSettingsUseCases(settings, settingsWithQueue)),
      storeReviewWidgetsRoutes(new StoreReviewWidgetsUseCases(settings, settingsWithQueue, platform.shopifyGateway)),
      promoWidgets,
      referralPlacementsRoutes(new ReferralPlacementsUseCases(settings, settingsWithQueue)),
    ],
    // The spec's newer API base for the review summary.
    signedIn: [{ base: '/api/v1/product', routes: reviewSummaryRoutes(new ReviewSummaryUseCases(settings, settingsWithQueue, pages.aiSummaries)) }],
  };
}
