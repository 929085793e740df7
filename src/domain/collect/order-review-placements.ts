import { FLAG_OFF, type FlagValue } from '../shop/flag-value';
import { type OrderReviewSettings } from '../storefront/promo-widget-settings';

/**
 * Where customers rate what they bought right after buying (/collect/auto_leave_reviews,
 * docs/product/collect-auto.md): the thank-you page and the order status page. Each has its own
 * switch under the prompt's own `is_active`. A review is only ever the customer's own tap: nothing
 * here writes a review for anyone.
 */

export const ORDER_REVIEW_PLACEMENTS = ['thankyou', 'checkout'] as const;
export type OrderReviewPlacement = (typeof ORDER_REVIEW_PLACEMENTS)[number];

/** The settings field that switches each placement. */
export const PLACEMENT_SWITCH = {
  thankyou: 'thank_you_is_active',
  checkout: 'order_status_is_active',
} as const satisfies Record<OrderReviewPlacement, keyof OrderReviewSettings>;

export type PlacementState = 'on' | 'off' | 'promptOff';

/** On: customers see it there; off: its own switch is off; promptOff: the whole prompt is off. */
export function placementState(settings: Pick<OrderReviewSettings, 'is_active' | 'thank_you_is_active' | 'order_status_is_active'>, placement: OrderReviewPlacement): PlacementState {
  if (settings.is_active === FLAG_OFF) return 'promptOff';
  const own: FlagValue = settings[PLACEMENT_SWITCH[placement]];
  return own === FLAG_OFF ? 'off' : 'on';
}

/**
 * Where the merchant adds the prompt. The order status page: the theme editor on the customer
 * account's order template, where the "Order review prompt" app block is offered (classic customer
 * accounts; new ones add the checkout extension in the checkout editor). The thank-you page:
 * Shopify's checkout editor on that page, where the app's checkout UI extension is added ("Add app
 * block", "Starling order review prompt", extensions/order-review-checkout).
 * Always the permanent *.myshopify.com domain: a custom domain does not serve the admin.
 */
export function placementEditorUrl(shopDomain: string, placement: OrderReviewPlacement): string {
  return placement === 'checkout'
    ? `https://${shopDomain}/admin/themes/current/editor?template=customers/order`
    : `https://${shopDomain}/admin/settings/checkout/editor?page=thank-you&context=apps`;
}
