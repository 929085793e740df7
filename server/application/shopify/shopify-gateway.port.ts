import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { type ProductStatus } from '../../../src/domain/catalog/product-status';
import { type DiscountType } from '../../../src/domain/validation/discount-type';
import { type FlowPayload, type FlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Most products or collections one catalog read returns (the picker shows one scrolling list). */
export const CATALOG_PAGE_SIZE = 50;
/**
 * Variants listed per product. With 50 products this keeps one Admin API query under Shopify's
 * 1,000-point cost limit; `totalVariants` still gives the real count.
 */
export const CATALOG_VARIANTS_PER_PRODUCT = 10;
/** The title Shopify gives the only variant of a product without options. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

export interface ShopInfo {
  readonly name: string;
  /** The permanent `*.myshopify.com` domain. */
  readonly domain: string;
  /** The owner's address Shopify writes to; blank when unknown. */
  readonly email: string;
  readonly ownerName: string;
  /** ISO 4217, e.g. 'USD'. */
  readonly currencyCode: string;
  /** Shopify's money format, e.g. '${{amount}}'; it may carry HTML a merchant added. */
  readonly moneyFormat: string;
  /** IANA time zone, e.g. 'America/New_York'. */
  readonly timeZone: string;
  /** Shopify's public name of the shop's billing plan, e.g. 'Basic'. */
  readonly shopifyPlan: string;
  /** Host of the storefront's primary domain (the myshopify domain until the merchant adds one). */
  readonly primaryDomain: string;
}

/** Whether our theme app extension is live in the shop's published theme. */
export interface ThemeAppStatus {
  /** The app embed is switched on in the theme settings. */
  readonly embedEnabled: boolean;
  /** The reviews widget app block sits on the product template. */
  readonly appBlockAdded: boolean;
}

export interface CatalogImage {
  readonly url: string;
  readonly altText: string | null;
}

export interface CatalogVariant {
  readonly id: string;
  readonly title: string;
  /** Decimal string in the shop's currency, e.g. '19.99'. */
  readonly price: string;
  readonly inventoryQuantity: number;
}

export interface CatalogProduct {
  readonly id: string;
  readonly title: string;
  readonly status: ProductStatus;
  readonly image: CatalogImage | null;
  /** The first {@link CATALOG_VARIANTS_PER_PRODUCT} variants in the shop's order. */
  readonly variants: readonly CatalogVariant[];
  readonly totalVariants: number;
  readonly hasOnlyDefaultVariant: boolean;
}

export interface CatalogCollection {
  readonly id: string;
  readonly title: string;
  readonly image: CatalogImage | null;
  readonly productsCount: number;
}

export interface CatalogSearch {
  /**
   * Words that must all occur in the title, case-insensitively (Shopify matches the start of a
   * title word, the seeded catalog any part); blank lists everything.
   */
  readonly keyword: string;
}

/** How many ids plus handles one {@link ShopifyGateway.findProducts} call may name. */
export const PRODUCT_LOOKUP_BATCH = 50;

export interface ProductReferences {
  readonly ids: readonly string[];
  readonly handles: readonly string[];
}

export interface ProductIdentity {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
}

export interface ProductSearch extends CatalogSearch {
  /** Absent: every status. */
  readonly status?: ProductStatus | undefined;
}

/** Whose metafield: a product's, or the app installation's own (app-data, read by Liquid as `app.metafields`). */
/** A product; the app installation (the theme's `app.metafields`); the shop (what a checkout extension can read). */
export type MetafieldOwner = { readonly kind: 'product'; readonly productId: string } | { readonly kind: 'app' } | { readonly kind: 'shop' };

/** One metafield to set, or to delete (`value` null). `namespace` may be `$app:<name>` (app-owned). */
export interface MetafieldWrite {
  readonly owner: MetafieldOwner;
  readonly namespace: string;
  readonly key: string;
  /** Shopify's metafield type: 'rating', 'number_integer', 'json'. */
  readonly type: string;
  readonly value: string | null;
}

/**
 * Every read of the shop's Shopify data, and the metafields the storefront renders from. Shopify mode calls the Admin API; development store
 * mode reads the seeded catalog. Results are sorted by title, at most {@link CATALOG_PAGE_SIZE}.
 */
export interface ShopifyGateway {
  shopInfo(shop: AuthenticatedShop): Promise<ShopInfo>;
  themeAppStatus(shop: AuthenticatedShop): Promise<ThemeAppStatus>;
  /** The languages the storefront is published in. */
  shopLocales(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]>;
  products(shop: AuthenticatedShop, search: ProductSearch): Promise<readonly CatalogProduct[]>;
  collections(shop: AuthenticatedShop, search: CatalogSearch): Promise<readonly CatalogCollection[]>;
  /**
   * The products with these ids or handles (any status), at most {@link PRODUCT_LOOKUP_BATCH}
   * references a call; those the shop does not have are left out (docs/product/import.md#products).
   */
  findProducts(shop: AuthenticatedShop, references: ProductReferences): Promise<readonly ProductIdentity[]>;
  /** Sets and deletes metafields: the storefront's ratings, first pages and settings (docs/product/storefront.md#sync). */
  writeMetafields(shop: AuthenticatedShop, writes: readonly MetafieldWrite[]): Promise<void>;
  /** The online store page of this handle, created (published) when the shop has none yet; its storefront path. */
  ensurePage(shop: AuthenticatedShop, page: StorePage): Promise<{ readonly url: string }>;
  /** How many orders were placed since `since` (the back-fill's total, docs/product/collect-orders.md). */
  countOrders(shop: AuthenticatedShop, since: Date): Promise<number>;
  /** A page of the orders placed since `since`, oldest first, with line items, fulfilment and the customer's locale. */
  orders(shop: AuthenticatedShop, page: OrderPageRequest): Promise<ShopifyOrderPage>;
  /**
   * A one-use discount code for the whole order (docs/product/collect-discount.md). Idempotent by
   * code: when the shop already holds this code (an earlier try that got as far as Shopify) its
   * discount is answered instead, so a retry never makes a second discount.
   */
  createDiscountCode(shop: AuthenticatedShop, discount: DiscountCodeRequest): Promise<{ readonly id: string }>;
  /**
   * Starts the shop's Shopify Flow workflows that begin with this trigger (the Admin API's
   * `flowTriggerReceive`; docs/product/shopify-flow.md). Fails when Shopify refuses it (a user
   * error); the caller tries again later.
   */
  sendFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, payload: FlowPayload): Promise<void>;
  /** A customer of the shop by numeric id; null when the shop has none of that id. */
  customer(shop: AuthenticatedShop, customerId: string): Promise<CustomerContact | null>;
}

export interface OrderPageRequest {
  readonly since: Date;
  /** The previous page's `nextCursor`; null for the first page. */
  readonly after: string | null;
  readonly first: number;
}

/** One order as the back-fill stores it (orders + order_items). */
export interface ShopifyOrder {
  readonly id: string;
  readonly name: string;
  readonly customerName: string;
  readonly customerEmail: string;
  /** '' when the order does not say. */
  readonly customerLocale: string;
  /** Decimal string, e.g. '19.99'. */
  readonly totalPrice: string;
  readonly placedAt: Date;
  readonly fulfilledAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly items: readonly { readonly productId: string; readonly title: string; readonly quantity: number }[];
}

export interface ShopifyOrderPage {
  readonly orders: readonly ShopifyOrder[];
  /** Null on the last page. */
  readonly nextCursor: string | null;
}

/** A basic code discount: a percentage or a fixed amount off the order, usable once. */
export interface DiscountCodeRequest {
  readonly code: string;
  /** The merchant's name for it in Shopify's discounts list. */
  readonly title: string;
  readonly discountType: DiscountType;
  /** Percent (15 = 15%) or an amount of the shop's currency. */
  readonly value: number;
  readonly startsAt: Date;
  /** Null: no end. */
  readonly endsAt: Date | null;
  /** Total uses (SINGLE_USE); also once per customer. */
  readonly usageLimit: number;
  /** The order subtotal the code needs, in the shop's currency; absent or 0: none. */
  readonly minimumSubtotal?: number;
}

/** A customer as the referral programme compares and writes to them (docs/product/referrals.md#fraud-checks). */
export interface CustomerContact {
  /** Lower case; '' when Shopify has none. */
  readonly email: string;
  readonly firstName: string;
  /** Shopify's customer locale ('de', 'pt-BR'); '' when unknown. */
  readonly locale: string;
  readonly defaultAddress: { readonly address1: string; readonly zip: string; readonly countryCode: string } | null;
}

/** An online store page (pages/<handle>). */
export interface StorePage {
  readonly handle: string;
  readonly title: string;
  /** The page's own text, HTML as Shopify stores it; the theme's app blocks draw the rest. */
  readonly body: string;
}

/** The words of a search box entry, as both adapters match them. */
export function keywordWords(keyword: string): readonly string[] {
  return keyword.trim().split(/\s+/).filter(Boolean);
}
