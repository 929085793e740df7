import {
  CHECKOUT_PROMPT_METAFIELD,
  checkoutReviewPrompt,
  readOrderReviewSettings,
  type CheckoutReviewPrompt,
  type PromptOrderLine,
} from '../../../src/domain/collect/checkout-review-prompt';
import { type OrderReviewPlacement } from '../../../src/domain/collect/order-review-placements';
import { DEFAULT_ORDER_REVIEW_SETTINGS, type OrderReviewSettings } from '../../../src/domain/storefront/promo-widget-settings';

/**
 * The extension's pure parts (docs/product/collect-auto.md#placements): what it reads from
 * Shopify's API, as the narrow shapes both targets share, turned into the domain's prompt. The
 * shapes are structural so the thank-you page's and the order status page's APIs both fit them,
 * and tests can hand in plain objects.
 */

export interface SignalLike<T> {
  readonly value: T;
}

export interface MetafieldEntryLike {
  readonly target: { readonly type: string };
  readonly metafield: { readonly namespace: string; readonly key: string; readonly value: unknown };
}

export interface OrderLineLike {
  readonly merchandise: {
    readonly type?: string;
    readonly title?: string;
    readonly image?: { readonly url: string } | undefined;
    readonly product?: { readonly id: string } | undefined;
  };
}

export interface StorefrontAnswer<Data> {
  readonly data?: Data | undefined;
}

/** What the component needs of `shopify`, on both targets. */
export interface PromptApi {
  readonly appMetafields: SignalLike<readonly MetafieldEntryLike[]>;
  readonly lines: SignalLike<readonly OrderLineLike[]>;
  readonly i18n: { translate(key: string, options?: Record<string, string | number>): unknown };
  query<Data>(query: string, options?: { variables?: Record<string, unknown> }): Promise<StorefrontAnswer<Data>>;
}

/** The prompt's settings from the shop's metafield; missing or unreadable: the defaults. */
export function settingsFromMetafields(entries: readonly MetafieldEntryLike[] | undefined): OrderReviewSettings {
  const entry = (entries ?? []).find(
    ({ target, metafield }) => target.type === 'shop' && metafield.namespace === CHECKOUT_PROMPT_METAFIELD.namespace && metafield.key === CHECKOUT_PROMPT_METAFIELD.key,
  );
  return entry ? readOrderReviewSettings(entry.metafield.value) : DEFAULT_ORDER_REVIEW_SETTINGS;
}

/** The distinct products of the order's lines, in order. */
export function productIdsOf(lines: readonly OrderLineLike[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.merchandise.product?.id ? [line.merchandise.product.id] : [])))];
}

/** One Storefront API call for the products' pages (the order's lines carry no address). */
export const PRODUCT_PAGES_QUERY = `query StarlingPromptProducts($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Product { id title onlineStoreUrl } }
}`;

export interface ProductPage {
  readonly title: string;
  /** null: not on the online store. */
  readonly url: string | null;
}

/** The query's answer as product id → page; anything unexpected is left out. */
export function productPagesFrom(answer: StorefrontAnswer<unknown> | undefined): ReadonlyMap<string, ProductPage> {
  const nodes = (answer?.data as { nodes?: unknown } | undefined)?.nodes;
  const pages = new Map<string, ProductPage>();
  if (!Array.isArray(nodes)) return pages;
  for (const node of nodes as unknown[]) {
    if (typeof node !== 'object' || node === null) continue;
    const { id, title, onlineStoreUrl } = node as Record<string, unknown>;
    if (typeof id !== 'string') continue;
    pages.set(id, { title: typeof title === 'string' ? title : '', url: typeof onlineStoreUrl === 'string' && onlineStoreUrl !== '' ? onlineStoreUrl : null });
  }
  return pages;
}

/** The order's lines as the domain takes them, with each product's page. */
export function promptLines(lines: readonly OrderLineLike[], pages: ReadonlyMap<string, ProductPage>): PromptOrderLine[] {
  return lines.map(({ merchandise }) => {
    const productId = merchandise.product?.id ?? null;
    const page = productId ? pages.get(productId) : undefined;
    return {
      productId,
      title: page?.title || merchandise.title || '',
      imageUrl: merchandise.image?.url ?? null,
      url: page?.url ?? null,
    };
  });
}

/** A translation as text (a translation with components would be a list; ours has none). */
export function text(translated: unknown): string {
  return Array.isArray(translated) ? translated.join('') : String(translated);
}

/** What to draw on `placement` once the products' pages are known; null: nothing. */
export function promptFor(api: Pick<PromptApi, 'appMetafields' | 'lines' | 'i18n'>, placement: OrderReviewPlacement, pages: ReadonlyMap<string, ProductPage>): CheckoutReviewPrompt | null {
  return checkoutReviewPrompt({
    settings: settingsFromMetafields(api.appMetafields.value),
    placement,
    lines: promptLines(api.lines.value, pages),
    defaultHeading: text(api.i18n.translate('heading')),
  });
}
