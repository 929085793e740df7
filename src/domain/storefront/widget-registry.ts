import { VERIFICATION_NOTICE_DOCUMENT } from '../compliance/verification-notice';
import { REFERRAL_PLACEMENTS_DOCUMENT } from './referral-placements';
import { FLAG_ON } from '../shop/flag-value';

/**
 * Every storefront widget of docs/product/storefront.md, in the order the widgets list shows them,
 * with everything the app names it by. The lists that used to be kept by hand (the preview's
 * blocks, the switches the plan counts, the scripts to build, the widgets list's rows, the demo
 * storefront's pages, the settings documents the storefront draws) are read from here.
 */

/** A field whose value switches a widget on: `on` is '1' except in the Q&A page's own document. */
export interface WidgetSwitch {
  readonly document: string;
  readonly field: string;
  readonly on: string | number;
}

/** Where the demo storefront draws a widget's block: a page of its own, or as an app embed on every page. */
export type DemoPage = 'home' | 'product' | 'page' | 'thank-you' | 'embed';

export interface StorefrontWidgetSpec {
  /** The shop_documents kind its settings screen saves. */
  readonly settingsDocument: string;
  /** The fields that switch it on; empty when it comes with another widget and has no switch of its own. */
  readonly switches: readonly WidgetSwitch[];
  /** With two switches: 'all' must be on (Q&A), or 'any' (the carousel, on the home page or on the others). */
  readonly switchedOnWhen: 'all' | 'any';
  /** Whether it counts toward the plan's allowance of widgets switched on (docs/product/plan-permissions.md#widgets). */
  readonly countsTowardAllowance: boolean;
  /** Its name in preview_widget. */
  readonly preview: string;
  /** Its block file in extensions/starling-reviews/blocks. */
  readonly block: string;
  /** Its scripts: the asset's name (without .js) and its source in storefront/src. */
  readonly scripts: Readonly<Record<string, string>>;
  /** Its settings screen in the admin. */
  readonly settingsPath: string;
  /** Where the theme places it, for the widgets list: the reviews block on product pages, or the app embed. */
  readonly placement?: 'block' | 'embed';
  /** Where the demo storefront draws it (one page or several); null when another block draws it there. */
  readonly demoPage: DemoPage | readonly DemoPage[] | null;
  /** Saving its settings also redraws every reviewed product's first page (drawn with them). */
  readonly drawsProductPages?: boolean;
}

const REVIEW_WIDGET_SETTINGS = 'review_widget_settings';
const on = (document: string, field: string): WidgetSwitch => ({ document, field, on: FLAG_ON });
const REVIEWS_SCRIPT = { 'starling-reviews': 'storefront/src/reviews-widget.ts' };

export const STOREFRONT_WIDGETS = {
  reviews: {
    settingsDocument: REVIEW_WIDGET_SETTINGS,
    switches: [on(REVIEW_WIDGET_SETTINGS, 'is_activate_reviews')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'reviews',
    block: 'reviews',
    scripts: { ...REVIEWS_SCRIPT, 'starling-translation': 'storefront/src/review-translation-widget.ts' },
    settingsPath: '/display/reviews',
    placement: 'block',
    demoPage: 'product',
    drawsProductPages: true,
  },
  rating: {
    settingsDocument: REVIEW_WIDGET_SETTINGS,
    switches: [],
    switchedOnWhen: 'all',
    countsTowardAllowance: false,
    preview: 'star-rating',
    block: 'star-rating',
    scripts: {},
    settingsPath: '/display/rating',
    demoPage: 'product',
    // Its settings are the reviews widget's: saving them redraws the first pages too.
    drawsProductPages: true,
  },
  write: {
    settingsDocument: 'write_review_settings',
    switches: [],
    switchedOnWhen: 'all',
    countsTowardAllowance: false,
    preview: 'write-review',
    block: 'write-review',
    scripts: { 'starling-write-review': 'storefront/src/write-review-widget.ts' },
    settingsPath: '/display/write',
    // The reviews block draws the form on the demo's product pages.
    demoPage: null,
  },
  summary: {
    settingsDocument: 'review_summary_settings',
    switches: [on('review_summary_settings', 'is_active')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'review-summary',
    block: 'review-summary',
    scripts: {},
    settingsPath: '/display/summary',
    demoPage: 'product',
    drawsProductPages: true,
  },
  qa: {
    settingsDocument: 'qa_settings',
    // The storefront shows Q&A when both its switches are on: the widgets list's and the Q&A page's.
    switches: [on(REVIEW_WIDGET_SETTINGS, 'is_qa_active'), { document: 'qa_settings', field: 'is_active', on: 1 }],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'questions',
    block: 'questions',
    scripts: { 'starling-qa': 'storefront/src/qa-widget.ts' },
    settingsPath: '/display/qa',
    demoPage: 'product',
  },
  shows: {
    settingsDocument: 'buyers_show_settings',
    switches: [on('buyers_show_settings', 'is_active')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'buyers-show',
    block: 'buyers-show',
    scripts: { 'starling-buyers-show': 'storefront/src/buyers-show-widget.ts' },
    settingsPath: '/display/shows',
    // On product pages too: there it shows the Instagram posts tagged to the product (docs/product/instagram.md#storefront).
    demoPage: ['home', 'product'],
  },
  carousel: {
    settingsDocument: 'card_carousel_settings',
    // One widget to the merchant: on when it shows on the home page, on the other pages, or both.
    switches: [on('card_carousel_settings', 'is_active'), on('card_carousel_settings', 'is_activate_home_reviews')],
    switchedOnWhen: 'any',
    countsTowardAllowance: true,
    preview: 'card-carousel',
    block: 'card-carousel',
    scripts: { 'starling-card-carousel': 'storefront/src/card-carousel-widget.ts' },
    settingsPath: '/display/carousel',
    demoPage: 'home',
  },
  tab: {
    settingsDocument: 'side_tab_settings',
    switches: [on('side_tab_settings', 'is_active')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'side-tab',
    block: 'side-tab',
    scripts: { 'starling-side-tab': 'storefront/src/side-tab.ts' },
    settingsPath: '/display/tab',
    placement: 'embed',
    demoPage: 'embed',
  },
  storeReview: {
    settingsDocument: 'store_review_settings',
    // Stored once, in the reviews widget's settings, whichever screen saves it.
    switches: [on(REVIEW_WIDGET_SETTINGS, 'is_active_store_review')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'store-reviews',
    block: 'store-reviews',
    scripts: REVIEWS_SCRIPT,
    settingsPath: '/display/storeReview',
    demoPage: 'page',
  },
  referral: {
    settingsDocument: 'referral_settings',
    switches: [on('referral_settings', 'is_active')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'referral',
    block: 'referral',
    scripts: { 'starling-referral': 'storefront/src/referral-widget.ts' },
    settingsPath: '/display/referral',
    demoPage: 'home',
  },
  checkout: {
    settingsDocument: 'auto_leave_review_settings',
    switches: [on('auto_leave_review_settings', 'is_active')],
    switchedOnWhen: 'all',
    countsTowardAllowance: true,
    preview: 'checkout',
    block: 'order-review',
    scripts: { 'starling-order-review': 'storefront/src/order-review-widget.ts' },
    settingsPath: '/display/checkout',
    demoPage: 'thank-you',
  },
} as const satisfies Readonly<Record<string, StorefrontWidgetSpec>>;

type Registry = typeof STOREFRONT_WIDGETS;
export type StorefrontWidgetId = keyof Registry;

/** The widgets in the widgets list's order. */
export const STOREFRONT_WIDGET_IDS = Object.keys(STOREFRONT_WIDGETS) as readonly StorefrontWidgetId[];

export function storefrontWidget(id: StorefrontWidgetId): StorefrontWidgetSpec {
  return STOREFRONT_WIDGETS[id];
}

/** A widget with a switch of its own in the widgets list. */
export type SwitchableStorefrontWidget = { [Id in StorefrontWidgetId]: Registry[Id]['switches'] extends readonly [] ? never : Id }[StorefrontWidgetId];

/** A widget counted against the plan's allowance. */
export type CountedStorefrontWidget = { [Id in StorefrontWidgetId]: Registry[Id]['countsTowardAllowance'] extends true ? Id : never }[StorefrontWidgetId];

export const COUNTED_STOREFRONT_WIDGETS = STOREFRONT_WIDGET_IDS.filter((id) => STOREFRONT_WIDGETS[id].countsTowardAllowance) as readonly CountedStorefrontWidget[];

/** A block preview_widget draws, by its name there. */
export type PreviewWidget = Registry[StorefrontWidgetId]['preview'];

export const PREVIEW_WIDGETS = STOREFRONT_WIDGET_IDS.map((id) => STOREFRONT_WIDGETS[id].preview) as unknown as readonly [PreviewWidget, ...PreviewWidget[]];

/** The extension block a preview_widget name draws. */
export function previewBlock(preview: PreviewWidget): string {
  return STOREFRONT_WIDGET_IDS.map(storefrontWidget).find((widget) => widget.preview === preview)!.block;
}

/** Every widget script to build: the asset's name and its source. */
export function widgetScripts(): Readonly<Record<string, string>> {
  return Object.assign({}, ...STOREFRONT_WIDGET_IDS.map((id) => STOREFRONT_WIDGETS[id].scripts)) as Record<string, string>;
}

/** The blocks the demo storefront draws on one of its pages, in the registry's order. */
export function demoBlocks(page: DemoPage): readonly string[] {
  return STOREFRONT_WIDGET_IDS.map(storefrontWidget)
    .filter((widget) => widget.demoPage !== null && (typeof widget.demoPage === 'string' ? widget.demoPage === page : widget.demoPage.includes(page)))
    .map((widget) => widget.block);
}

/** The shop_documents kinds the storefront draws with: saving one changes what shoppers see. */
export const STOREFRONT_SETTINGS_DOCUMENTS: ReadonlySet<string> = new Set([
  ...STOREFRONT_WIDGET_IDS.flatMap((id) => [STOREFRONT_WIDGETS[id].settingsDocument, ...STOREFRONT_WIDGETS[id].switches.map((widgetSwitch) => widgetSwitch.document)]),
  // Where the referral programme shows: the referral block reads it.
  REFERRAL_PLACEMENTS_DOCUMENT,
  // The "how we verify reviews" notice: the reviews block shows it (docs/product/compliance-auditor.md#notice).
  VERIFICATION_NOTICE_DOCUMENT,
]);

/** Whether saving `value` into `field` of the `document` switches a widget on: only such a save can go past the plan's allowance. */
export function switchesWidgetOn(document: string, field: string, value: unknown): boolean {
  return STOREFRONT_WIDGET_IDS.some((id) => STOREFRONT_WIDGETS[id].switches.some((widgetSwitch) => widgetSwitch.document === document && widgetSwitch.field === field && widgetSwitch.on === value));
}

/** Whether the widget is switched on, given each settings document as saved (defaults included). */
export function isWidgetSwitchedOn(id: StorefrontWidgetId, documents: (kind: string) => Readonly<Record<string, unknown>>): boolean {
  const widget = storefrontWidget(id);
  const onNow = (widgetSwitch: WidgetSwitch) => documents(widgetSwitch.document)[widgetSwitch.field] === widgetSwitch.on;
  return widget.switchedOnWhen === 'any' ? widget.switches.some(onNow) : widget.switches.length > 0 && widget.switches.every(onNow);
}
