import { and, eq, ne } from 'drizzle-orm';
import { type BillingCharge, type BillingChargeRepository, type NewBillingCharge } from '../../application/billing/billing-charge-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { billingCharges, shops } from './schema';

const STATUSES: readonly BillingCharge['status'][] = ['pending', 'active', 'declined', 'cancelled'];

function toCharge(row: typeof billingCharges.$inferSelect): BillingCharge {
  const status = STATUSES.find((known) => known === row.status) ?? 'cancelled';
  return {
    id: row.id,
    planId: row.planId,
    status,
    priceCents: row.priceCents,
    discountPercent: row.discountPercent,
    discountIntervals: row.discountIntervals,
    trialDays: row.trialDays,
    cappedAmountCents: row.cappedAmountCents,
    usageLineItemId: row.usageLineItemId,
    activatedAt: row.activatedAt,
  };
}

export class DrizzleBillingChargeRepository implements BillingChargeRepository {
  constructor(private readonly db: AppDatabase) {}

  async insertPending(shop: AuthenticatedShop, charge: NewBillingCharge): Promise<void> {
    await this.db.insert(billingCharges).values({ shopId: shop.id, ...charge, status: 'pending' });
  }

  async find(shop: AuthenticatedShop, chargeId: string): Promise<BillingCharge | null> {
    const [row] = await this.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.shopId, shop.id), eq(billingCharges.id, chargeId)));
    return row ? toCharge(row) : null;
  }

  async active(shop: AuthenticatedShop): Promise<BillingCharge | null> {
    const [row] = await this.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.shopId, shop.id), eq(billingCharges.status, 'active')))
      .limit(1);
    return row ? toCharge(row) : null;
  }

  async hasEverBeenActive(shop: AuthenticatedShop): Promise<boolean> {
    const [row] = await this.db
      .select({ id: billingCharges.id })
      .from(billingCharges)
      .where(and(eq(billingCharges.shopId, shop.id), ne(billingCharges.status, 'pending'), ne(billingCharges.status, 'declined')))
      .limit(1);
    return row !== undefined;
  }

  async setStatus(shop: AuthenticatedShop, chargeId: string, status: BillingCharge['status'], at: Date, usageLineItemId?: string): Promise<void> {
    await this.db
      .update(billingCharges)
      .set({ status, ...(status === 'active' ? { activatedAt: at } : {}), ...(usageLineItemId ? { usageLineItemId } : {}) })
      .where(and(eq(billingCharges.shopId, shop.id), eq(billingCharges.id, chargeId)));
  }

  async cancelOthers(shop: AuthenticatedShop, keep: string | null): Promise<void> {
    await this.db
      .update(billingCharges)
      .set({ status: 'cancelled' })
      .where(and(eq(billingCharges.shopId, shop.id), eq(billingCharges.status, 'active'), ...(keep === null ? [] : [ne(billingCharges.id, keep)])));
  }

  async switchPlan(shop: AuthenticatedShop, planId: number): Promise<void> {
    await this.db
      .update(shops)
      .set({ pricingPlanId: planId, isSelectedPlan: true, updatedAt: new Date() })
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
  }
}
