import type * as affiliate from '../../src/contracts/affiliate.contract';
import type * as analytics from '../../src/contracts/analytics.contract';
import type * as appConfig from '../../src/contracts/app-config.contract';
import type * as auth from '../../src/contracts/auth.contract';
import type * as banners from '../../src/contracts/banners.contract';
import type * as collectOrders from '../../src/contracts/collect-orders.contract';
import type * as collectLink from '../../src/contracts/collect-link.contract';
import type * as collectEmails from '../../src/contracts/collect-emails.contract';
import type * as collectManage from '../../src/contracts/collect-manage.contract';
import type * as dashboard from '../../src/contracts/dashboard.contract';
import { type Contract, type HttpMethod, type RequestOf, type ResponseOf } from '../../src/contracts/contract';
import type * as discount from '../../src/contracts/discount.contract';
import type * as emailReview from '../../src/contracts/email-review.contract';
import type * as feedbackBoard from '../../src/contracts/feedback-board.contract';
import type * as integrations from '../../src/contracts/integrations.contract';
import type * as importApps from '../../src/contracts/import-apps.contract';
import type * as imports from '../../src/contracts/imports.contract';
import type * as instagram from '../../src/contracts/instagram.contract';
import type * as importSources from '../../src/contracts/import-sources.contract';
import type * as klaviyo from '../../src/contracts/klaviyo.contract';
import type * as languages from '../../src/contracts/languages.contract';
import type * as legal from '../../src/contracts/legal.contract';
import type * as monitoring from '../../src/contracts/monitoring.contract';
import type * as nps from '../../src/contracts/nps.contract';
import type * as outbox from '../../src/contracts/outbox.contract';
import type * as outgoingWebhooks from '../../src/contracts/outgoing-webhooks.contract';
import type * as pickerStore from '../../src/contracts/picker-store.contract';
import type * as plans from '../../src/contracts/plans.contract';
import type * as productGroups from '../../src/contracts/product-groups.contract';
import type * as googleShopping from '../../src/contracts/google-shopping.contract';
import type * as compliance from '../../src/contracts/compliance.contract';
import type * as promoWidgets from '../../src/contracts/promo-widgets.contract';
import type * as referralPlacements from '../../src/contracts/referral-placements.contract';
import type * as referrals from '../../src/contracts/referrals.contract';
import type * as referralList from '../../src/contracts/referral-list.contract';
import type * as publicApi from '../../src/contracts/public-api.contract';
import type * as questions from '../../src/contracts/questions.contract';
import type * as reviewDiscount from '../../src/contracts/review-discount.contract';
import type * as reviewRequestProducts from '../../src/contracts/review-request-products.contract';
import type * as reviewSummary from '../../src/contracts/review-summary.contract';
import type * as reviewsApiKey from '../../src/contracts/reviews-api-key.contract';
import type * as reviews from '../../src/contracts/reviews.contract';
import type * as savedViews from '../../src/contracts/saved-views.contract';
import type * as reviewAttributes from '../../src/contracts/review-attributes.contract';
import type * as settings from '../../src/contracts/settings.contract';
import type * as setupGuide from '../../src/contracts/setup-guide.contract';
import type * as shopConfig from '../../src/contracts/shop-config.contract';
import type * as shop from '../../src/contracts/shop.contract';
import type * as showcaseWidgets from '../../src/contracts/showcase-widgets.contract';
import type * as storefrontStatus from '../../src/contracts/storefront-status.contract';
import type * as storeReviewWidgets from '../../src/contracts/store-review-widgets.contract';
import type * as storefront from '../../src/contracts/storefront.contract';
import type * as storefrontWords from '../../src/contracts/storefront-words.contract';
import type * as uploads from '../../src/contracts/uploads.contract';
import type * as webhooks from '../../src/contracts/webhooks.contract';
import type * as widgetSettings from '../../src/contracts/widget-settings.contract';

/** Distributes over a union of modules (a union's keys would be only the keys they share). */
type ExportsOf<M> = M extends unknown ? M[keyof M] : never;

/** Every endpoint contract, as one union: lets a fake answer by method and path and still be typed by the contract. */
export type KnownContract = Extract<
  ExportsOf<
    | typeof affiliate
    | typeof analytics
    | typeof appConfig
    | typeof auth
    | typeof banners
    | typeof collectOrders
    | typeof collectLink
    | typeof collectEmails
    | typeof collectManage
    | typeof dashboard
    | typeof discount
    | typeof emailReview
    | typeof feedbackBoard
    | typeof integrations
    | typeof importApps
    | typeof instagram
    | typeof imports
    | typeof importSources
    | typeof klaviyo
    | typeof languages
    | typeof legal
    | typeof monitoring
    | typeof nps
    | typeof outbox
    | typeof outgoingWebhooks
    | typeof pickerStore
    | typeof plans
    | typeof productGroups
    | typeof googleShopping
    | typeof compliance
    | typeof promoWidgets
    | typeof referralPlacements
    | typeof referrals
    | typeof referralList
    | typeof publicApi
    | typeof questions
    | typeof reviewDiscount
    | typeof reviewRequestProducts
    | typeof reviewSummary
    | typeof reviewsApiKey
    | typeof reviews
    | typeof savedViews
    | typeof reviewAttributes
    | typeof settings
    | typeof setupGuide
    | typeof shopConfig
    | typeof shop
    | typeof showcaseWidgets
    | typeof storefront
    | typeof storefrontWords
    | typeof storeReviewWidgets
    | typeof storefrontStatus
    | typeof uploads
    | typeof webhooks
    | typeof widgetSettings
  >,
  Contract
>;

/** The paths of the contracts with this method. */
export type KnownPath<M extends HttpMethod> = Extract<KnownContract, { readonly method: M }>['path'];

/** The contract at `method path`. */
export type ContractAt<M extends HttpMethod, P extends string> = Extract<KnownContract, { readonly method: M; readonly path: P }>;

export type ResponseAt<M extends HttpMethod, P extends string> = ContractAt<M, P> extends infer C extends Contract ? ResponseOf<C> : never;
export type RequestAt<M extends HttpMethod, P extends string> = ContractAt<M, P> extends infer C extends Contract ? RequestOf<C> : never;
