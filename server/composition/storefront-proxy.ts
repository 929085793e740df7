import { DrizzleKlaviyoEventWrites } from '../infrastructure/db/drizzle-klaviyo-repository';
import { DrizzleOutgoingEventQueue } from '../infrastructure/db/drizzle-outgoing-event-queue';
import { type ReviewFormUseCases } from '../application/collect/review-form-use-cases';
import { AskQuestionUseCase } from '../application/storefront/ask-question.use-case';
import { GetStoreReviewPagesUseCase } from '../application/storefront/get-store-review-pages.use-case';
import { GetStorefrontReviewsUseCase } from '../application/storefront/get-storefront-reviews.use-case';
import { RecordBeaconUseCase } from '../application/storefront/record-beacon.use-case';
import { SubmitStorefrontReviewUseCase } from '../application/storefront/submit-storefront-review.use-case';
import { TranslateReviewsUseCase } from '../application/storefront/translate-reviews.use-case';
import { VoteHelpfulUseCase } from '../application/storefront/vote-helpful.use-case';
import { composeReferralLinks, proxySecretOf } from './referral-links';
import { type ReferralInviteSettings } from '../application/collect/referral-invite-settings';
import { DEMO_STORE_PATH, demoStorefrontRoutes, type DemoStorefrontDependencies } from '../infrastructure/demo-storefront/demo-storefront.routes';
import { DrizzleCollectMailQueue } from '../infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleNotificationQueue } from '../infrastructure/db/drizzle-notification-queue';
import { type NotificationSettingsReader } from '../application/notifications/notification-settings-reader';
import { DrizzleReviewAttributeRepository } from '../infrastructure/db/drizzle-review-attribute-repository';
import { DrizzleReviewTranslationRepository } from '../infrastructure/db/drizzle-review-translation-repository';
import { DrizzleStorefrontStats, SaltedVisitorKeys } from '../infrastructure/db/drizzle-storefront-stats';
import { DrizzleStorefrontRepository } from '../infrastructure/db/drizzle-storefront-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { DEFAULT_STOREFRONT_LIMITS, storefrontRoutes } from '../infrastructure/http/routes/storefront.routes';
import { LiquidReviewFormPage } from '../infrastructure/storefront/liquid-review-form-page';
import { type Platform } from './platform';
import { type StorefrontPages } from './storefront-pages';

/** What the storefront proxy needs from other areas: the review form of a review link, and the app itself for the demo storefront. */
export interface StorefrontProxyParts {
  readonly pages: StorefrontPages;
  readonly reviewForms: ReviewFormUseCases;
  /** The merchant's notification settings, read by the review and question writers (docs/product/notifications.md). */
  readonly notifications: NotificationSettingsReader;
  /** The referral invite a known customer's review queues (docs/product/referral-invites.md). */
  readonly referralInvites: ReferralInviteSettings;
  /** The whole app: development store mode's demo storefront hands it signed requests as Shopify's app proxy would. */
  readonly forward: (request: Request) => Promise<Response> | Response;
  /** The demo storefront's checkout: an order handled as Shopify's orders/create webhook is. */
  readonly placeDemoOrder: DemoStorefrontDependencies['placeOrder'];
}

/** The storefront's public endpoints behind Shopify's app proxy (docs/product/storefront.md), and the demo storefront. */
export function composeStorefrontProxy(platform: Platform, { pages, reviewForms, notifications, referralInvites, forward, placeDemoOrder }: StorefrontProxyParts): AreaRoutes {
  const { options, db, shops, settings, now } = platform;
  const proxySecret = proxySecretOf(platform);
  const writes = new DrizzleTransactions(db, (tx) => ({
    storefront: new DrizzleStorefrontRepository(tx),
    mails: new DrizzleCollectMailQueue(tx),
    attributes: new DrizzleReviewAttributeRepository(tx),
    notifications: new DrizzleNotificationQueue(tx),
    events: new DrizzleOutgoingEventQueue(tx),
    klaviyo: new DrizzleKlaviyoEventWrites(tx),
  }));
  const proxy = storefrontRoutes({
    proxySecret,
    shops,
    now,
    limits: options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS,
    limitStore: platform.rateLimitStore,
    getReviews: new GetStorefrontReviewsUseCase(pages.reviewPage),
    getStoreReviewPages: new GetStoreReviewPagesUseCase(pages.reviewPage),
    submitReview: new SubmitStorefrontReviewUseCase(writes, settings, platform.files.uploaded, now, new DrizzleReviewAttributeRepository(db), notifications, reviewForms, referralInvites),
    voteHelpful: new VoteHelpfulUseCase(writes),
    translateReviews: new TranslateReviewsUseCase(settings, new DrizzleReviewTranslationRepository(db), pages.translator),
    askQuestion: new AskQuestionUseCase(writes, notifications, now),
    referralLink: composeReferralLinks(platform),
    recordBeacon: new RecordBeaconUseCase(shops, new DrizzleStorefrontStats(db), new SaltedVisitorKeys(db), now),
    uploads: platform.files,
    reviewForm: { useCases: reviewForms, page: new LiquidReviewFormPage(), shopName: async (shop) => (await shops.findById(shop.id))?.name ?? shop.domain },
  });
  // Development store mode serves a demo storefront that renders the theme app extension's blocks.
  const demoStore = () => ({ base: DEMO_STORE_PATH, routes: demoStorefrontRoutes({ db, proxySecret, now, forward, placeOrder: placeDemoOrder }), redirectTrailingSlash: true });
  return { public: [{ base: '/proxy', routes: proxy }, ...(options.shopify ? [] : [demoStore()])] };
}
