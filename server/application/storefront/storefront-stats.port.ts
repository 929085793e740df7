import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A day's storefront counts of one shop: metric → how many to add. */
export type DailyCounts = Readonly<Record<string, number>>;

/** The beacon's counts (docs/product/storefront.md#beacon). */
export interface StorefrontStats {
  /** Adds the counts to the shop's day, and the visitor to its unique visitors, together. */
  record(shop: AuthenticatedShop, day: string, counts: DailyCounts, visitorKey: string): Promise<void>;
}

/** A visitor's key for one day: the same shopper gives the same key that day, and nothing personal. */
export interface VisitorKeys {
  /** `day`: the shop's calendar day the visit counts on, which the key's salt belongs to. */
  keyFor(shopId: number, day: string, address: string, userAgent: string): Promise<string>;
}
