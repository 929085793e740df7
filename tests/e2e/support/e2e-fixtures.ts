import { type GuideGroup } from '../../../src/domain/guide/guide-group';
import { type RatingValue } from '../../../src/domain/reviews/review-filter-codes';

/*
 * The shops e2e-seed.ts writes into the snapshot every test's server starts from, each shaped for
 * the specs that use it. Pure data: specs import it.
 */

export interface FixtureReview {
  readonly author: string;
  readonly title: string;
  readonly body: string;
  readonly rating: RatingValue;
  readonly published: boolean;
  /** Days before the seeding. */
  readonly daysAgo: number;
  readonly photos: number;
  readonly reply?: string;
}

export interface FixtureShop {
  readonly domain: string;
  readonly product: string;
  readonly reviews: readonly FixtureReview[];
  /** The setup guide's group, kept as a shop that had it derived would keep it; derived at first read otherwise. */
  readonly guideGroup?: GuideGroup;
  /** Shop config entries written as the app stores them (save_shop_config's keys), e.g. is_show_nps. */
  readonly shopConfig?: Readonly<Record<string, string>>;
}

/** Written as author, title, body and reply of the xss shop's reviews: shown as text, never run. */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  'javascript:window.__xss=1',
  "{{constructor.constructor('window.__xss=1')()}}",
] as const;

export const XSS_SHOP = 'xss-store.myshopify.com';
/** The xss shop's review without a reply, which the reply test writes one to. */
export const XSS_REPLY_TARGET_AUTHOR = 'Reply Target';

/** Unpublished 1-star photo reviews of the last 30 days in each moderation shop. */
export const FLOW_MATCHES = 3;
export const FLOW_TITLE = 'The cover came loose';
export const FLOW_SHOPS = {
  en: 'reviews-flow-store.myshopify.com',
  de: 'reviews-de-store.myshopify.com',
  ja: 'reviews-ja-store.myshopify.com',
} as const;

/** The outbox's shop: caught mail seeded by e2e-seed.ts (docs/product/collect-mail.md#outbox). */
export const OUTBOX_SHOP = 'outbox-store.myshopify.com';
export const OUTBOX_CUSTOMER = 'mia@example.com';
export const OUTBOX_SUBJECTS = { older: 'Thanks for your order', newer: 'How was your Linen Apron?' } as const;

/**
 * plans.spec.ts: Free shops past their new-install offer, past the setup guide (so /auth lands on
 * the dashboard): one upgrades and downgrades, one declines, one watches an offer run out.
 */
export const PLANS_SHOPS = {
  upgrade: 'plans-upgrade-store.myshopify.com',
  decline: 'plans-decline-store.myshopify.com',
  countdown: 'plans-countdown-store.myshopify.com',
} as const;
/**
 * The upgrading shop's published reviews per product: Free's 20 per product hide 6 + 3 + 0, so
 * its downgrade dialog names 9 reviews on 2 products.
 */
export const PLANS_UPGRADE_REVIEWS_PER_PRODUCT = [26, 23, 12] as const;
export const PLANS_UPGRADE_HIDDEN = { reviews: 9, products: 2 } as const;
/** Days since the plans shops installed: their new-install offer is over. */
export const PLANS_SHOPS_INSTALLED_DAYS_AGO = 30;

export const KEYS_SHOP = 'reviews-keys-store.myshopify.com';
export const BULK_SHOP = 'reviews-bulk-store.myshopify.com';
/** Past the server's 1,000-row limit for an immediate bulk change, so publishing them all runs as a job. */
export const BULK_UNPUBLISHED = 1_100;

/** reply-templates.spec.ts: a template is inserted into the reply to this review. */
/** guide.spec.ts: new shops that have not finished the setup guide, one with orders (group C: steps 1-3, 6, 7), one without (group A: steps 1-4). */
export const GUIDE_SHOPS = {
  withOrders: 'guide-orders-store.myshopify.com',
  lowOrders: 'guide-new-store.myshopify.com',
} as const;

export const REPLY_TEMPLATES_SHOP = 'reply-templates-store.myshopify.com';
export const REPLY_TEMPLATES_PRODUCT = 'Ceramic Vase';
export const REPLY_TEMPLATES_AUTHOR = 'Maya Lindqvist';
export const REPLY_TEMPLATES_TITLE = 'Waiting for a templated reply';

/** analytics.spec.ts: four reviews of the last 30 days and two orders, one by a customer who had reviewed before (docs/product/analytics.md). */
export const ANALYTICS_SHOP = 'analytics-store.myshopify.com';
export const ANALYTICS_RATINGS = [5, 5, 4, 2] as const;
/** The orders' totals; the first is the returning reviewer's (reviewer1@example.com). */
export const ANALYTICS_ORDER_TOTALS = ['40.00', '25.50'] as const;
/**
 * dashboard.spec.ts: a Free shop (20 reviews per product shown) whose product has 24 published
 * reviews, all 8 to 31 days old, so the last week collected none: the embed is off, the shop is
 * over its display limit and its reviews dropped. Every dashboard banner wants to show.
 */
export const DASHBOARD_BANNERS_SHOP = 'dashboard-banners-store.myshopify.com';
export const DASHBOARD_BANNERS_REVIEWS = 24;
/** dashboard.spec.ts: the language dropdown, and the recommended apps switched on. */
export const DASHBOARD_LANGUAGE_SHOP = 'dashboard-language-store.myshopify.com';

const review = (values: Partial<FixtureReview> & Pick<FixtureReview, 'author'>): FixtureReview => ({
  title: '',
  body: 'Seeded for the end-to-end tests.',
  rating: 5,
  published: true,
  daysAgo: 1,
  photos: 0,
  ...values,
});

/** What the "1-star photo reviews of the last 30 days, unpublished" filter must match, and what it must not. */
function moderationReviews(): FixtureReview[] {
  return [
    ...Array.from({ length: FLOW_MATCHES }, (_, index) =>
      review({ author: `Flow Reviewer ${index + 1}`, title: FLOW_TITLE, body: 'It fell apart after a week.', rating: 1, published: false, daysAgo: 2 + index * 2, photos: 1 }),
    ),
    review({ author: 'Old Photo', title: 'Too old', rating: 1, published: false, daysAgo: 60, photos: 1 }),
    review({ author: 'Text Only', title: 'No photo', rating: 1, published: false, daysAgo: 3 }),
    review({ author: 'Already Shown', title: 'Published already', rating: 1, published: true, daysAgo: 5, photos: 1 }),
    review({ author: 'Happy Buyer', title: 'Love it', rating: 5, published: true, daysAgo: 1, photos: 1 }),
  ];
}

/** nps.spec.ts: Free shops asked the NPS survey (is_show_nps '1'); one answers it, the other closes it. */
export const NPS_SHOPS = { submit: 'nps-submit-store.myshopify.com', close: 'nps-close-store.myshopify.com' } as const;

/** widget-allowance.spec.ts: Free shops with the six widgets a new shop starts with (docs/product/plan-permissions.md#widgets). */
export const WIDGET_ALLOWANCE_SHOPS = {
  list: 'widgets-list-free-store.myshopify.com',
  settings: 'widgets-settings-free-store.myshopify.com',
} as const;

export const E2E_FIXTURE_SHOPS: readonly FixtureShop[] = [
  {
    domain: XSS_SHOP,
    product: 'Payload Mug',
    reviews: [
      ...XSS_PAYLOADS.map((payload, index) =>
        review({ author: payload, title: payload, body: payload, reply: payload, rating: 1, photos: 0, daysAgo: 1 + index }),
      ),
      review({ author: XSS_REPLY_TARGET_AUTHOR, title: 'Waiting for a reply', daysAgo: 10 }),
    ],
  },
  ...Object.values(FLOW_SHOPS).map((domain) => ({ domain, product: 'Field Notebook', reviews: moderationReviews() })),
  {
    domain: KEYS_SHOP,
    product: 'Desk Lamp',
    reviews: Array.from({ length: 4 }, (_, index) =>
      review({ author: `Keyboard Reviewer ${index + 1}`, title: `Keyboard review ${index + 1}`, rating: 3, published: false, daysAgo: 1 + index }),
    ),
  },
  {
    domain: REPLY_TEMPLATES_SHOP,
    product: REPLY_TEMPLATES_PRODUCT,
    reviews: [review({ author: REPLY_TEMPLATES_AUTHOR, title: REPLY_TEMPLATES_TITLE, body: 'Beautiful glaze, arrived safely.', rating: 5, daysAgo: 2 })],
  },
  {
    domain: DASHBOARD_BANNERS_SHOP,
    product: 'Wool Scarf',
    reviews: Array.from({ length: DASHBOARD_BANNERS_REVIEWS }, (_, index) => review({ author: `Scarf Buyer ${index + 1}`, daysAgo: 8 + index })),
  },
  { domain: DASHBOARD_LANGUAGE_SHOP, product: 'Linen Shirt', reviews: [review({ author: 'Shirt Buyer' })], shopConfig: { is_recommended_app_show: '1' } },
  {
    domain: BULK_SHOP,
    product: 'Tote Bag',
    reviews: Array.from({ length: BULK_UNPUBLISHED }, (_, index) =>
      review({ author: `Bulk Reviewer ${index + 1}`, title: 'Waiting to be published', published: false, daysAgo: 1 + (index % 90) }),
    ),
  },
  { domain: GUIDE_SHOPS.withOrders, product: 'Guide Mug', reviews: [], guideGroup: 'C' },
  { domain: GUIDE_SHOPS.lowOrders, product: 'Guide Mug', reviews: [], guideGroup: 'A' },
  {
    domain: ANALYTICS_SHOP,
    product: 'Analytics Kettle',
    // Five days apart, ten days back at most: all in the last 30 days whatever the hour.
    reviews: ANALYTICS_RATINGS.map((rating, index) => review({ author: `Analytics Reviewer ${index + 1}`, title: 'Counted', rating, daysAgo: 10 - index * 3 })),
  },
  ...Object.values(NPS_SHOPS).map((domain) => ({
    domain,
    product: 'Linen Napkin',
    reviews: [review({ author: 'Nora Vale', title: 'Soft and sturdy', rating: 5, daysAgo: 3 })],
    shopConfig: { is_show_nps: '1' },
  })),
  ...Object.values(WIDGET_ALLOWANCE_SHOPS).map((domain) => ({ domain, product: 'Enamel Cup', reviews: [review({ author: 'Cup Buyer', rating: 5, daysAgo: 2 })] })),
];
