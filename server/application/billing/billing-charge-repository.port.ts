import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';
import { type ChargeStatus } from './billing-gateway.port';

export interface BillingCharge {
  readonly id: string;
  readonly planId: number;
  readonly status: Exclude<ChargeStatus, 'unknown'>;
  readonly priceCents: number;
  readonly discountPercent: number;
  readonly discountIntervals: number;
  readonly trialDays: number;
  readonly cappedAmountCents: number;
  readonly usageLineItemId: string;
  readonly activatedAt: Date | null;
}

export type NewBillingCharge = Omit<BillingCharge, 'status' | 'activatedAt'>;

/** The shop's charges and the plan they give it; every call scoped by the shop. */
export interface BillingChargeRepository {
  insertPending(shop: AuthenticatedShop, charge: NewBillingCharge): Promise<void>;
  find(shop: AuthenticatedShop, chargeId: string): Promise<BillingCharge | null>;
  /** The shop's active charge, if any. */
  active(shop: AuthenticatedShop): Promise<BillingCharge | null>;
  /** Whether the shop ever had a paid plan (a second one gets no trial). */
  hasEverBeenActive(shop: AuthenticatedShop): Promise<boolean>;
  setStatus(shop: AuthenticatedShop, chargeId: string, status: BillingCharge['status'], at: Date, usageLineItemId?: string): Promise<void>;
  /** Marks every active charge but `keep` cancelled. */
  cancelOthers(shop: AuthenticatedShop, keep: string | null): Promise<void>;
  /** The shop's plan (shops.pricing_plan_id) and that it chose one (is_selected_plan). */
  switchPlan(shop: AuthenticatedShop, planId: number): Promise<void>;
}

/** The repositories a plan change writes through, in one transaction. */
export interface BillingWrites {
  readonly charges: BillingChargeRepository;
  /** What the storefront shows follows the plan (branding, reviews per product): queued with the change. */
  readonly storefront: ShopSyncQueue;
}
