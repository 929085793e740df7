import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The plan's allowance of storefront widgets switched on at once (docs/product/plan-permissions.md#widgets). */
export interface WidgetAllowance {
  /** How many counted widgets the shop has switched on, as the transaction sees them; holds the shop until the transaction ends. */
  switchedOn(shop: AuthenticatedShop): Promise<number>;
  /** Fails with a plan-limit refusal naming `field` when the shop now has more switched on than `before` and than its plan allows. */
  ensureWithin(shop: AuthenticatedShop, before: number, field: string): Promise<void>;
}
