import { colorField, documentOverDefaults, flagField, oneOfField } from '../storefront/settings-document';
import { DEFAULT_ORDER_REVIEW_SETTINGS, STAR_TAP_ACTIONS, type OrderReviewSettings } from '../storefront/promo-widget-settings';
import { writeReviewHash } from '../storefront/write-review-hash';
import { placementState, type OrderReviewPlacement } from './order-review-placements';

/**
 * The order review prompt in Shopify's checkout UI extension (`extensions/order-review-checkout`,
 * docs/product/collect-auto.md#placements): the thank-you page and the order status page of new
 * customer accounts. The theme block (`blocks/order-review.liquid`) draws the same prompt from the
 * same settings and the same placement switches (`placementState`).
 */

/**
 * The shop's app-owned metafield the extension reads (declared in its shopify.extension.toml).
 * A checkout extension cannot read the app-data metafield the theme reads (`app.metafields`,
 * owned by the app installation), so the prompt's settings are a shop metafield of their own.
 */
export const CHECKOUT_PROMPT_METAFIELD = { namespace: '$app:starling', key: 'order_review' } as const;

export const PROMPT_RATINGS = [1, 2, 3, 4, 5] as const;
export type PromptRating = (typeof PROMPT_RATINGS)[number];

/** The settings as the metafield holds them: JSON text or an object; anything unusable takes its default. */
export function readOrderReviewSettings(raw: unknown): OrderReviewSettings {
  return documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, raw, {
    is_active: flagField,
    thank_you_is_active: flagField,
    order_status_is_active: flagField,
    star_color: colorField,
    star_tap_action: oneOfField(STAR_TAP_ACTIONS),
  });
}

/** One line of the order as the extension knows it. */
export interface PromptOrderLine {
  /** `gid://shopify/Product/…`; absent for a line without a product (a custom item, a tip). */
  readonly productId: string | null | undefined;
  readonly title: string;
  readonly imageUrl?: string | null | undefined;
  /** The product's page on the online store; absent when the product is not sold there. */
  readonly url: string | null | undefined;
}

export interface PromptStar {
  readonly rating: PromptRating;
  /** Where a tap goes. */
  readonly href: string;
}

export interface PromptProduct {
  readonly productId: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly stars: readonly PromptStar[];
}

export interface CheckoutReviewPrompt {
  readonly heading: string;
  readonly starColor: string;
  readonly products: readonly PromptProduct[];
}

export interface CheckoutReviewPromptInput {
  readonly settings: OrderReviewSettings;
  readonly placement: OrderReviewPlacement;
  readonly lines: readonly PromptOrderLine[];
  /** The storefront's own heading in the shopper's language ("How was your order?"), from the extension's locale. */
  readonly defaultHeading: string;
}

/**
 * What a tap on a star goes to: `review_form` the product's page with its write-review form open and
 * that rating chosen; `product_page` the product's reviews, as the theme block links.
 */
export function starHref(settings: Pick<OrderReviewSettings, 'star_tap_action'>, productUrl: string, rating: PromptRating): string {
  const page = productUrl.replace(/#.*$/, '');
  return settings.star_tap_action === 'product_page' ? `${page}#starling-reviews` : `${page}${writeReviewHash(rating)}`;
}

/**
 * What the extension draws, or null for nothing: nothing unless the placement is on, and nothing
 * for an order without a product to review. One row per product (a product bought in two variants
 * is one row, at its first line), skipping lines without a product or without a page to open.
 */
export function checkoutReviewPrompt(input: CheckoutReviewPromptInput): CheckoutReviewPrompt | null {
  const { settings } = input;
  if (placementState(settings, input.placement) !== 'on') return null;
  const seen = new Set<string>();
  const products: PromptProduct[] = [];
  for (const line of input.lines) {
    const productId = line.productId?.trim() ?? '';
    const url = line.url?.trim() ?? '';
    if (productId === '' || url === '' || seen.has(productId)) continue;
    seen.add(productId);
    products.push({
      productId,
      title: line.title,
      imageUrl: line.imageUrl ?? null,
      stars: PROMPT_RATINGS.map((rating) => ({ rating, href: starHref(settings, url, rating) })),
    });
  }
  if (products.length === 0) return null;
  const heading = settings.heading_text.trim();
  return { heading: heading === '' ? input.defaultHeading : heading, starColor: settings.star_color, products };
}
