import { createHttpApp } from './infrastructure/http/app';
import { DEFAULT_SIGN_IN_LIMITS, signInLimiters } from './infrastructure/http/sign-in-limits';
import { composeAuth } from './composition/auth';
import { composeBilling } from './composition/billing';
import { composeCollect } from './composition/collect';
import { composeCompliance } from './composition/compliance';
import { composeCollectSending } from './composition/collect-sending';
import { composeDashboard } from './composition/dashboard';
import { composeImportSources } from './composition/import-sources';
import { composeIntegrations } from './composition/integrations';
import { composeInstagram } from './composition/instagram';
import { composeReviewImports } from './composition/imports';
import { composeMailPages } from './composition/mail-pages';
import { composeNotifications } from './composition/notifications';
import { type CompositionOptions } from './composition/options';
import { composePicker } from './composition/picker';
import { composePlatform } from './composition/platform';
import { composeProductGroups } from './composition/product-groups';
import { composePublicPages } from './composition/public-pages';
import { composePublicApi } from './composition/public-api';
import { composeQuestions } from './composition/questions';
import { composeReviews } from './composition/reviews';
import { composeSettings } from './composition/settings';
import { composeStorefrontPages } from './composition/storefront-pages';
import { composeStorefrontProxy } from './composition/storefront-proxy';
import { composeReferralPages } from './composition/referrals';
import { composeCheckoutExtension } from './composition/checkout-extension';
import { composeReferralList } from './composition/referral-list';
import { composeStorefrontSettings } from './composition/storefront-settings';
import { composeUploads } from './composition/uploads';
import { composeWebhooks } from './composition/webhooks';
import { composeOutgoingWebhooks } from './composition/outgoing-webhooks';
import { composeGoogleShopping } from './composition/google-shopping';
import { composeKlaviyo } from './composition/klaviyo';

/**
 * Wires every port to its adapter, area by area (server/composition/<area>.ts: each builds its
 * use-cases and returns its routes); main.ts and the HTTP tests both build the app here.
 */
export function composeServer(options: CompositionOptions) {
  const platform = composePlatform(options);
  const dashboard = composeDashboard(platform);
  const billing = composeBilling(platform);
  const sending = composeCollectSending(platform, billing.recordUsageCharges);
  const collect = composeCollect(platform, sending, dashboard.analytics);
  // Called once the server runs (after a write, after a bulk job's chunk), when every worker below exists.
  const wakeQueueWorkers = () => {
    storefront.sync.wake();
    sending.worker.wake();
    notifications.worker.wake();
    outgoingWebhooks.worker.wake();
    outgoingWebhooks.flowWorker.wake();
    klaviyo.worker.wake();
  };
  const reviews = composeReviews(platform, wakeQueueWorkers);
  const notifications = composeNotifications(platform, dashboard.analytics);
  const storefront = composeStorefrontPages(platform);
  const imports = composeReviewImports(platform, () => storefront.sync.wake());
  const outgoingWebhooks = composeOutgoingWebhooks(platform, { notifications: notifications.settingsReader });
  const klaviyo = composeKlaviyo(platform);
  const webhooks = composeWebhooks(platform, sending.scheduleOrderRequests);
  const googleShopping = composeGoogleShopping(platform);
  const instagram = composeInstagram(platform);
  const compliance = composeCompliance(platform, { settingsReader: notifications.settingsReader, wake: () => notifications.worker.wake() }, googleShopping.coverage);
  const app = createHttpApp({
    logger: options.logger,
    distDir: options.distDir,
    ping: () => options.database.ping(),
    shopifyApiKey: options.shopify?.apiKey ?? null,
    pickerHostOrigins: options.pickerHostOrigins ?? [],
    signInLimiters: signInLimiters(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, platform.rateLimitStore),
    signedIn: platform.signedIn,
    afterWrite: wakeQueueWorkers,
    areas: [
      composeAuth(platform),
      billing.routes,
      composeSettings(platform, storefront.words),
      composeQuestions(platform),
      collect.routes,
      reviews.routes,
      composeStorefrontSettings(platform, storefront),
      composeUploads(platform),
      composeMailPages(platform, sending),
      notifications.routes,
      composeImportSources(platform, imports),
      instagram.routes,
      dashboard.routes,
      webhooks.routes,
      composeReferralPages(platform),
      composeStorefrontProxy(platform, {
        pages: storefront,
        reviewForms: sending.reviewForms,
        notifications: notifications.settingsReader,
        referralInvites: sending.referralInvites,
        forward: (request) => app.fetch(request),
        placeDemoOrder: webhooks.placeDemoOrder,
      }),
      composeCheckoutExtension(platform),
      composePicker(platform),
      composeProductGroups(platform),
      composeReferralList(platform),
      googleShopping.routes,
      composePublicApi(platform, reviews.useCases, options.reviewImportStarter ?? imports.useCases),
      outgoingWebhooks.routes,
      klaviyo.routes,
      compliance.routes,
      composePublicPages(platform),
      composeIntegrations(platform, { google_shopping: googleShopping.status, klaviyo: klaviyo.status, instagram: instagram.status }),
    ],
  });
  return {
    app,
    shops: platform.shops,
    settings: platform.settings,
    tokens: platform.tokens,
    shopifyAccessTokens: platform.shopifyAuth?.accessTokens ?? null,
    mail: platform.mail,
    bulkJobs: reviews.bulkJobs,
    collectOrders: collect.collectOrders,
    collectEmails: sending.emails,
    collectWorker: sending.worker,
    notificationWorker: notifications.worker,
    reviewDiscountIssuer: sending.discountIssuer,
    storefrontSync: storefront.sync,
    reviewImports: imports.useCases,
    reviewImportWorker: imports.worker,
    reviewImportRunner: imports.runner,
    importJobs: imports.jobs,
    importMediaWorker: imports.mediaWorker,
    outgoingWebhookWorker: outgoingWebhooks.worker,
    flowTriggerWorker: outgoingWebhooks.flowWorker,
    klaviyo,
    complianceWorker: compliance.worker,
    rateLimitSweep: platform.rateLimitSweep,
  };
}
