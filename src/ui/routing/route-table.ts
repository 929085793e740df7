import { type ComponentType } from 'react';
import { type ClassResolver } from '../kit/view-model-context';
import { REVIEW_LIST_NAMESPACES } from '../reviews/review-list.words';

/** Who may open a route: a signed-in shop (docs/product/overview.md "sign-in required unless noted") or anyone. */
export type RouteAccess = 'signed-in' | 'public';

export interface ScreenModule {
  readonly Component: ComponentType;
}

export interface AppRoute {
  /** Absolute path pattern as react-router matches it (case-insensitive, `:param` segments). */
  readonly path: string;
  readonly access: RouteAccess;
  /** Key of the page title in the `pages` namespace. */
  readonly title: string;
  /** Loads the screen in its own chunk. */
  readonly load: () => Promise<ScreenModule>;
  /** A sister app may frame it without the admin's `host` (the shared resource picker). */
  readonly framedBySisterApps?: boolean;
  /** The screen's words (i18next namespaces), asked for with the navigation instead of when the screen first draws. */
  readonly words?: readonly string[];
  /** Loads what starts the screen's first read with the navigation: it runs while the session loads and the screen draws. */
  readonly warm?: () => Promise<ScreenWarmer>;
}

/** Starts a screen's first read for the address being opened (a signed-in shop's, once the guard let it through). */
export interface ScreenWarmer {
  readonly warm: (resolver: ClassResolver, url: URL) => void;
}

const signedIn = (path: string, title: string, load: AppRoute['load']): AppRoute => ({ path, access: 'signed-in', title, load });
const open = (path: string, title: string, load: AppRoute['load']): AppRoute => ({ path, access: 'public', title, load });

/** The first screen: its chunk's Polaris classes are in the page's first stylesheet (rsbuild.config.ts). */
const dashboard = () => import(/* webpackChunkName: "dashboard" */ '../home/dashboard/dashboard.screen').then((m) => ({ Component: m.DashboardScreen }));

const widgetsOverview = () => import('../display/widgets-overview.screen').then((m) => ({ Component: m.WidgetsOverviewScreen }));

const storefrontWords = () => import('../display/storefront-words.screen').then((m) => ({ Component: m.StorefrontWordsScreen }));

const widgetsList = () => import('../display/widgets-list.screen').then((m) => ({ Component: m.WidgetsListScreen }));

const referralWidget = () => import('../display/referral-widget.screen').then((m) => ({ Component: m.ReferralWidgetScreen }));
const checkoutWidget = () => import('../display/checkout-widget.screen').then((m) => ({ Component: m.CheckoutWidgetScreen }));
const emailReview = () => import('../email-review/email-review.screen').then((m) => ({ Component: m.EmailReviewScreen }));

const reviewWidget = () => import('../display/review-widget.screen').then((m) => ({ Component: m.ReviewWidgetScreen }));
const buyersShow = () => import('../display/buyers-show.screen').then((m) => ({ Component: m.BuyersShowScreen }));
const cardCarousel = () => import('../display/card-carousel.screen').then((m) => ({ Component: m.CardCarouselScreen }));
const sideTab = () => import('../display/side-tab.screen').then((m) => ({ Component: m.SideTabScreen }));
const reviewRequestEmail = () => import('../collect/email-template.screen').then((m) => ({ Component: m.ReviewRequestEmailScreen }));
const photoVideoReminder = () => import('../collect/email-template.screen').then((m) => ({ Component: m.PhotoVideoReminderScreen }));
const updateReviewEmail = () => import('../collect/email-template.screen').then((m) => ({ Component: m.UpdateReviewEmailScreen }));
const reviewAttributes = () => import('../collect/review-attributes.screen').then((m) => ({ Component: m.ReviewAttributesScreen }));
const reviewAttributeEditor = () => import('../collect/review-attribute-editor.screen').then((m) => ({ Component: m.ReviewAttributeEditorScreen }));
const storeReview = () => import('../display/store-review.screen').then((m) => ({ Component: m.StoreReviewScreen }));
const ratingWidget = () => import('../display/rating-widget.screen').then((m) => ({ Component: m.RatingWidgetScreen }));
const summaryWidget = () => import('../display/review-summary-widget.screen').then((m) => ({ Component: m.ReviewSummaryWidgetScreen }));
const qaWidget = () => import('../display/qa-widget.screen').then((m) => ({ Component: m.QaWidgetScreen }));
const collectOverview = () => import('../collect/collect-overview.screen').then((m) => ({ Component: m.CollectOverviewScreen }));
const collectOrders = () => import('../collect/orders.screen').then((m) => ({ Component: m.OrdersScreen }));
const syncPastOrders = () => import('../collect/sync-past-orders.screen').then((m) => ({ Component: m.SyncPastOrdersScreen }));
const outbox = () => import('../collect/outbox.screen').then((m) => ({ Component: m.OutboxScreen }));
const reviewDiscountOverview = () => import('../collect/review-discount-overview.screen').then((m) => ({ Component: m.ReviewDiscountOverviewScreen }));
const reviewDiscountSettings = () => import('../collect/review-discount-settings.screen').then((m) => ({ Component: m.ReviewDiscountSettingsScreen }));
const autoLeaveReviews = () => import('../display/auto-leave-reviews.screen').then((m) => ({ Component: m.AutoLeaveReviewsScreen }));
const autoLeaveThankYou = () => import('../display/auto-leave-placement.screen').then((m) => ({ Component: m.ThankYouPlacementScreen }));
const autoLeaveCheckout = () => import('../display/auto-leave-placement.screen').then((m) => ({ Component: m.CheckoutPlacementScreen }));
const reviewRequestProducts = () => import('../collect/review-request-products.screen').then((m) => ({ Component: m.ReviewRequestProductsScreen }));
const dropshipmanSync = () => import('../imports/dropshipman-sync.screen').then((m) => ({ Component: m.DropshipmanSyncScreen }));
const reviewAppImport = () => import('../imports/review-app-import.screen').then((m) => ({ Component: m.ReviewAppImportScreen }));
const manualImport = () => import('../imports/manual-import.screen').then((m) => ({ Component: m.ManualImportScreen }));
const importHub = () => import('../imports/import-hub.screen').then((m) => ({ Component: m.ImportHubScreen }));
const fileImport = () => import('../imports/file-import.screen').then((m) => ({ Component: m.FileImportScreen }));
const fileUploadDetail = () => import('../imports/file-upload-detail.screen').then((m) => ({ Component: m.FileUploadDetailScreen }));
const privacyPolicy = () => import('../public-pages/legal-document.screen').then((m) => ({ Component: m.PrivacyPolicyScreen }));
const termsOfService = () => import('../public-pages/legal-document.screen').then((m) => ({ Component: m.TermsOfServiceScreen }));
const writeReviewWidget = () => import('../display/write-review-widget.screen').then((m) => ({ Component: m.WriteReviewWidgetScreen }));

/** Every route of docs/product/overview.md, plus /qa (our path for "manage Q&A") and the picker page. */
export const APP_ROUTES: readonly AppRoute[] = [
  signedIn('/', 'dashboard', dashboard),
  signedIn('/home', 'dashboard', dashboard),
  signedIn('/review', 'dashboard', dashboard),
  signedIn('/data-analyze', 'dataAnalyze', () => import('../home/analytics/data-analyze.screen').then((m) => ({ Component: m.DataAnalyzeScreen }))),
  signedIn('/display', 'display', widgetsOverview),
  signedIn('/display/widget', 'display', widgetsOverview),
  // The reviews screen keeps the form's card too; /display/write is the form's own screen with its preview.
  signedIn('/display/reviews', 'displayWidgets.reviews', reviewWidget),
  signedIn('/display/write', 'displayWidgets.write', writeReviewWidget),
  signedIn('/display/rating', 'displayWidgets.rating', ratingWidget),
  signedIn('/display/summary', 'displayWidgets.summary', summaryWidget),
  signedIn('/display/qa', 'displayWidgets.qa', qaWidget),
  signedIn('/display/shows', 'displayWidgets.shows', buyersShow),
  signedIn('/display/carousel', 'displayWidgets.carousel', cardCarousel),
  signedIn('/display/tab', 'displayWidgets.tab', sideTab),
  signedIn('/display/storeReview', 'displayWidgets.storeReview', storeReview),
  signedIn('/display/referral', 'displayWidgets.referral', referralWidget),
  signedIn('/display/checkout', 'displayWidgets.checkout', checkoutWidget),
  // The merchant's own storefront words, every widget's texts per language.
  signedIn('/display/texts', 'storefrontTexts', storefrontWords),
  signedIn('/collect', 'collect', collectOverview),
  signedIn('/collect/discount', 'collectDiscount', reviewDiscountOverview),
  signedIn('/collect/attributes', 'collectAttributes', reviewAttributes),
  signedIn('/collect/attributes/:id', 'collectAttribute', reviewAttributeEditor),
  signedIn('/collect/review_request_link', 'reviewRequestLink', () => import('../collect/review-request-link.screen').then((m) => ({ Component: m.ReviewRequestLinkScreen }))),
  signedIn('/collect/auto_leave_reviews', 'autoLeaveReviews', autoLeaveReviews),
  signedIn('/collect/auto_leave_reviews/thankyou', 'autoLeaveReviewsThankYou', autoLeaveThankYou),
  signedIn('/collect/auto_leave_reviews/checkout', 'autoLeaveReviewsCheckout', autoLeaveCheckout),
  signedIn('/collect/sync_past_orders', 'syncPastOrders', syncPastOrders),
  signedIn('/collect/managing_reviews', 'managingReviews', () => import('../collect/managing-reviews.screen').then((m) => ({ Component: m.ManagingReviewsScreen }))),
  signedIn('/collect/review_request_product', 'reviewRequestProduct', reviewRequestProducts),
  signedIn('/collect/review-request/:type', 'reviewRequestEmail', reviewRequestEmail),
  signedIn('/collect/photo_video_reminder', 'photoVideoReminder', photoVideoReminder),
  signedIn('/collect/update_review', 'updateReview', updateReviewEmail),
  signedIn('/collect/orders', 'orders', collectOrders),
  signedIn('/collect/outbox', 'collectOutbox', outbox),
  signedIn('/collect/auth_import', 'authImport', reviewAppImport),
  signedIn('/collect/manual_import', 'manualImport', manualImport),
  signedIn('/settings', 'settingsAccount', () => import('../settings/account-settings.screen').then((m) => ({ Component: m.AccountSettingsScreen }))),
  signedIn('/settings/canny', 'settingsCanny', () => import('../settings/feedback-board.screen').then((m) => ({ Component: m.FeedbackBoardScreen }))),
  signedIn('/settings/language', 'settingsLanguage', () =>
    import('../settings/language-settings.screen').then((m) => ({ Component: m.LanguageSettingsScreen })),
  ),
  signedIn('/settings/notifications', 'settingsNotifications', () =>
    import('../settings/notification-settings.screen').then((m) => ({ Component: m.NotificationSettingsScreen })),
  ),
  signedIn('/settings/product_groups', 'productGroups', () => import('../product-groups/product-groups.screen').then((m) => ({ Component: m.ProductGroupsScreen }))),
  signedIn('/settings/product_groups/:id', 'productGroup', () =>
    import('../product-groups/product-group-editor.screen').then((m) => ({ Component: m.ProductGroupEditorScreen })),
  ),
  signedIn('/settings/api', 'settingsApi', () => import('../settings/api-settings.screen').then((m) => ({ Component: m.ApiSettingsScreen }))),
  signedIn('/settings/referrals', 'referralList', () => import('../referrals/referral-list.screen').then((m) => ({ Component: m.ReferralListScreen }))),
  signedIn('/settings/referral_offer', 'referralOffer', () => import('../referrals/referral-offer.screen').then((m) => ({ Component: m.ReferralOfferScreen }))),
  signedIn('/settings/referral_email', 'referralEmail', () => import('../collect/email-template.screen').then((m) => ({ Component: m.ReferralInviteAfterReviewScreen }))),
  signedIn('/settings/review_discount/:type', 'reviewDiscountTemplate', reviewDiscountSettings),
  signedIn('/settings/reply_review', 'replyReview', () => import('../reviews/reply-templates.screen').then((m) => ({ Component: m.ReplyTemplatesScreen }))),
  signedIn('/settings/referrals_email', 'referralsEmail', () => import('../collect/email-template.screen').then((m) => ({ Component: m.ReferralInviteAfterOrderScreen }))),
  signedIn('/settings/advocate_email', 'advocateEmail', () => import('../collect/email-template.screen').then((m) => ({ Component: m.AdvocateEmailScreen }))),
  signedIn('/settings/referral_widgets', 'referralWidgets', () => import('../settings/referral-widgets.screen').then((m) => ({ Component: m.ReferralWidgetsScreen }))),
  signedIn('/import', 'import', importHub),
  signedIn('/import/file_import', 'fileImport', fileImport),
  signedIn('/import/bookmark_import', 'bookmarkImport', () => import('../import-sources/bookmark-import.screen').then((m) => ({ Component: m.BookmarkImportScreen }))),
  signedIn('/import/aliexpress_amazon_import', 'marketplaceImport', () =>
    import('../import-sources/marketplace-url-import.screen').then((m) => ({ Component: m.MarketplaceUrlImportScreen })),
  ),
  signedIn('/import/dropshipman_sync', 'dropshipmanSync', dropshipmanSync),
  { ...signedIn('/integrated', 'integrated', () => import('../integrations/integrations.screen').then((m) => ({ Component: m.IntegrationsScreen }))), words: ['integrations'] },
  {
    ...signedIn('/integrated/channelwill', 'channelwill', () => import('../integrations/channelwill.screen').then((m) => ({ Component: m.ChannelwillScreen }))),
    words: ['channelwill'],
  },
  signedIn('/integrated/compliance', 'compliance', () => import('../compliance/compliance.screen').then((m) => ({ Component: m.ComplianceScreen }))),
  signedIn('/integrated/google_shopping', 'googleShopping', () => import('../google-shopping/google-shopping.screen').then((m) => ({ Component: m.GoogleShoppingScreen }))),
  { ...signedIn('/integrated/klaviyo', 'klaviyo', () => import('../klaviyo/klaviyo.screen').then((m) => ({ Component: m.KlaviyoScreen }))), words: ['klaviyo'] },
  { ...signedIn('/integrated/instagram', 'instagram', () => import('../instagram/instagram.screen').then((m) => ({ Component: m.InstagramScreen }))), words: ['instagram'] },
  {
    ...signedIn('/reviewList', 'reviewList', () => import('../reviews/review-list.screen').then((m) => ({ Component: m.ReviewListScreen }))),
    words: REVIEW_LIST_NAMESPACES,
    // In the screen's own chunk: a chunk of its own would copy the list's small shared modules.
    warm: () => import('../reviews/review-list.screen').then((m) => ({ warm: m.warmReviewList })),
  },
  signedIn('/qa', 'questions', () => import('../questions/questions.screen').then((m) => ({ Component: m.QuestionsScreen }))),
  signedIn('/plan', 'plan', () => import('../plans/plans.screen').then((m) => ({ Component: m.PlansScreen }))),
  signedIn('/widgetsList', 'widgetsList', widgetsList),
  signedIn('/guide', 'guide', () => import('../home/guide/guide.screen').then((m) => ({ Component: m.GuideScreen }))),
  open('/login', 'login', () => import('../auth/login.screen').then((m) => ({ Component: m.LoginScreen }))),
  open('/auth', 'auth', () => import('../auth/auth-callback.screen').then((m) => ({ Component: m.AuthCallbackScreen }))),
  {
    ...open('/resource_picker', 'resourcePicker', () =>
      import('../picker/resource-picker-page.screen').then((m) => ({ Component: m.ResourcePickerPageScreen })),
    ),
    framedBySisterApps: true,
  },
  open('/file_upload_detail', 'fileUploadDetail', fileUploadDetail),
  open('/bookmark_import', 'bookmarkImport', () => import('../import-sources/bookmarklet-install.screen').then((m) => ({ Component: m.BookmarkletInstallScreen }))),
  open('/amazon_bookmark_import', 'amazonBookmarkImport', () =>
    import('../import-sources/bookmarklet-install.screen').then((m) => ({ Component: m.AmazonBookmarkletInstallScreen })),
  ),
  open('/email_review', 'emailReview', emailReview),
  { ...open('/affiliate', 'affiliate', () => import('../public-pages/affiliate.screen').then((m) => ({ Component: m.AffiliateScreen }))), words: ['affiliate', 'legal'] },
  { ...open('/ins_auth', 'instagramAuth', () => import('../instagram/instagram-auth.screen').then((m) => ({ Component: m.InstagramAuthScreen }))), words: ['instagram', 'legal'] },
  open('/referral_share_link', 'referralShareLink', () => import('../referrals/referral-share-link.screen').then((m) => ({ Component: m.ReferralShareLinkScreen }))),
  open('/referral_conversion', 'referralConversion', () => import('../referrals/referral-conversion.screen').then((m) => ({ Component: m.ReferralConversionScreen }))),
  { ...open('/privacy_policy', 'privacyPolicy', privacyPolicy), words: ['legal'] },
  { ...open('/terms_service', 'termsOfService', termsOfService), words: ['legal'] },
  open('/400', 'loadFailed', () => import('../errors/load-failed.screen').then((m) => ({ Component: m.LoadFailedScreen }))),
  open('/404', 'notFound', () => import('../errors/not-found.screen').then((m) => ({ Component: m.NotFoundScreen }))),
];
