import * as affiliate from '../../src/contracts/affiliate.contract';
import * as analytics from '../../src/contracts/analytics.contract';
import * as appConfig from '../../src/contracts/app-config.contract';
import * as auth from '../../src/contracts/auth.contract';
import * as banners from '../../src/contracts/banners.contract';
import * as collectOrders from '../../src/contracts/collect-orders.contract';
import * as collectLink from '../../src/contracts/collect-link.contract';
import * as collectEmails from '../../src/contracts/collect-emails.contract';
import * as collectManage from '../../src/contracts/collect-manage.contract';
import * as dashboard from '../../src/contracts/dashboard.contract';
import { type Contract, type HttpMethod, type RequestOf, type ResponseOf } from '../../src/contracts/contract';
import * as discount from '../../src/contracts/discount.contract';
import * as emailReview from '../../src/contracts/email-review.contract';
import * as feedbackBoard from '../../src/contracts/feedback-board.contract';
import * as integrations from '../../src/contracts/integrations.contract';
import * as importApps from '../../src/contracts/import-apps.contract';
import * as imports from '../../src/contracts/imports.contract';
import * as instagram from '../../src/contracts/instagram.contract';
import * as importSources from '../../src/contracts/import-sources.contract';
import * as klaviyo from '../../src/contracts/klaviyo.contract';
import * as languages from '../../src/contracts/languages.contract';
import * as legal from '../../src/contracts/legal.contract';
import * as monitoring from '../../src/contracts/monitoring.contract';
import * as nps from '../../src/contracts/nps.contract';
import * as outbox from '../../src/contracts/outbox.contract';
import * as outgoingWebhooks from '../../src/contracts/outgoing-webhooks.contract';
import * as pickerStore from '../../src/contracts/picker-store.contract';
import * as plans from '../../src/contracts/plans.contract';
import * as productGroups from '../../src/contracts/product-groups.contract';
import * as googleShopping from '../../src/contracts/google-shopping.contract';
import * as compliance from '../../src/contracts/compliance.contract';
import * as promoWidgets from '../../src/contracts/promo-widgets.contract';
import * as referralPlacements from '../../src/contracts/referral-placements.contract';
import * as referrals from '../../src/contracts/referrals.contract';
import * as referralList from '../../src/contracts/referral-list.contract';
import * as publicApi from '../../src/contracts/public-api.contract';
import * as questions from '../../src/contracts/questions.contract';
import * as reviewDiscount from '../../src/contracts/review-discount.contract';
import * as reviewRequestProducts from '../../src/contracts/review-request-products.contract';
import * as reviewSummary from '../../src/contracts/review-summary.contract';
import * as reviewsApiKey from '../../src/contracts/reviews-api-key.contract';
import * as reviews from '../../src/contracts/reviews.contract';
import * as savedViews from '../../src/contracts/saved-views.contract';
import * as reviewAttributes from '../../src/contracts/review-attributes.contract';
import * as settings from '../../src/contracts/settings.contract';
import * as setupGuide from '../../src/contracts/setup-guide.contract';
import * as shopConfig from '../../src/contracts/shop-config.contract';
import * as shop from '../../src/contracts/shop.contract';
import * as showcaseWidgets from '../../src/contracts/showcase-widgets.contract';
import * as storefrontStatus from '../../src/contracts/storefront-status.contract';
import * as storeReviewWidgets from '../../src/contracts/store-review-widgets.contract';
import * as storefront from '../../src/contracts/storefront.contract';
import * as storefrontWords from '../../src/contracts/storefront-words.contract';
import * as uploads from '../../src/contracts/uploads.contract';
import * as webhooks from '../../src/contracts/webhooks.contract';
import * as widgetSettings from '../../src/contracts/widget-settings.contract';

/**
 * Every module that declares endpoints: the fakes' types below, and the suites generated from the
 * contracts (tests/server/http/contract-fuzz.test.ts, tenant-walk.test.ts) walk it, so a new
 * module listed here (tests/contracts/contract-index.test.ts checks none is missing) is covered.
 */
export const CONTRACT_MODULES = {
  affiliate,
  analytics,
  appConfig,
  auth,
  banners,
  collectOrders,
  collectLink,
  collectEmails,
  collectManage,
  dashboard,
  discount,
  emailReview,
  feedbackBoard,
  integrations,
  importApps,
  imports,
  instagram,
  importSources,
  klaviyo,
  languages,
  legal,
  monitoring,
  nps,
  outbox,
  outgoingWebhooks,
  pickerStore,
  plans,
  productGroups,
  googleShopping,
  compliance,
  promoWidgets,
  referralPlacements,
  referrals,
  referralList,
  publicApi,
  questions,
  reviewDiscount,
  reviewRequestProducts,
  reviewSummary,
  reviewsApiKey,
  reviews,
  savedViews,
  reviewAttributes,
  settings,
  setupGuide,
  shopConfig,
  shop,
  showcaseWidgets,
  storefrontStatus,
  storeReviewWidgets,
  storefront,
  storefrontWords,
  uploads,
  webhooks,
  widgetSettings,
} as const;

/** Distributes over a union of modules (a union's keys would be only the keys they share). */
type ExportsOf<M> = M extends unknown ? M[keyof M] : never;

/** Every endpoint contract, as one union: lets a fake answer by method and path and still be typed by the contract. */
export type KnownContract = Extract<ExportsOf<(typeof CONTRACT_MODULES)[keyof typeof CONTRACT_MODULES]>, Contract>;

/** Every endpoint contract of the modules above, at run time, each named `module.export`. */
export function allContracts(): readonly { readonly name: string; readonly contract: Contract }[] {
  return Object.entries(CONTRACT_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter((entry): entry is [string, Contract] => isContract(entry[1]))
      .map(([name, contract]) => ({ name: `${module}.${name}`, contract })),
  );
}

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && typeof (value as Contract).request === 'function';
}

/** The paths of the contracts with this method. */
export type KnownPath<M extends HttpMethod> = Extract<KnownContract, { readonly method: M }>['path'];

/** The contract at `method path`. */
export type ContractAt<M extends HttpMethod, P extends string> = Extract<KnownContract, { readonly method: M; readonly path: P }>;

export type ResponseAt<M extends HttpMethod, P extends string> = ContractAt<M, P> extends infer C extends Contract ? ResponseOf<C> : never;
export type RequestAt<M extends HttpMethod, P extends string> = ContractAt<M, P> extends infer C extends Contract ? RequestOf<C> : never;
