import { randomBytes } from 'node:crypto';
import { findPlan } from '../../../src/domain/plans/plan-catalog';
import { fromCents } from '../../../src/domain/shared/money';
import { isPlainRecord } from '../../../src/domain/shared/server-values';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BillingChargeRepository } from './billing-charge-repository.port';
import { type BillingGateway, type ChargeState, type CreatedSubscription, type SubscriptionRequest, type UsageRecordRequest } from './billing-gateway.port';

/**
 * Development store mode's billing (docs/decisions/0054-billing-behind-a-gateway-port.md): what
 * Shopify would keep, the merchant's answer on each charge, is a settings document of the shop,
 * and the confirmation page is our own (/dev-billing/confirm), which returns through /auth like Shopify.
 */
export const DEVELOPMENT_BILLING_DOCUMENT = 'development_billing';
export const DEVELOPMENT_BILLING_PATH = '/dev-billing/confirm';

type Decision = 'pending' | 'active' | 'declined' | 'cancelled';
const DECISIONS: readonly Decision[] = ['pending', 'active', 'declined', 'cancelled'];

async function readDecisions(settings: SettingsRepository, shop: AuthenticatedShop): Promise<Record<string, Decision>> {
  const stored = await settings.readDocument(shop, DEVELOPMENT_BILLING_DOCUMENT);
  if (!isPlainRecord(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, Decision] => DECISIONS.some((known) => known === entry[1])));
}

export class DevelopmentBillingGateway implements BillingGateway {
  constructor(private readonly settings: SettingsRepository) {}

  async createSubscription(shop: AuthenticatedShop, request: SubscriptionRequest): Promise<CreatedSubscription> {
    const chargeId = `dev_${randomBytes(12).toString('hex')}`;
    await this.settings.mergeDocument(shop, DEVELOPMENT_BILLING_DOCUMENT, { [chargeId]: 'pending' });
    const query = new URLSearchParams({ shop: shop.domain, charge_id: chargeId });
    // The page is served by this server, so the admin stays on its own origin (and keeps its session) on the way back.
    // As on Shopify, only a 30-day plan carries a usage line (the e-mails bought past the quota).
    const usageLineItemId = request.interval === 'EVERY_30_DAYS' ? `dev_usage_${chargeId}` : '';
    return { chargeId, confirmationUrl: `${DEVELOPMENT_BILLING_PATH}?${query.toString()}`, usageLineItemId };
  }

  async chargeState(shop: AuthenticatedShop, chargeId: string): Promise<ChargeState> {
    const decision = (await readDecisions(this.settings, shop))[chargeId];
    return { status: decision ?? 'unknown', usageLineItemId: '' };
  }

  async cancelSubscription(shop: AuthenticatedShop, chargeId: string): Promise<void> {
    await this.settings.mergeDocument(shop, DEVELOPMENT_BILLING_DOCUMENT, { [chargeId]: 'cancelled' });
  }

  /** A development store is never billed: the record is accepted under its idempotency key. */
  createUsageRecord(_shop: AuthenticatedShop, request: UsageRecordRequest): Promise<string> {
    return Promise.resolve(`dev_usage_${request.idempotencyKey}`);
  }
}

/** What the simulated confirmation page shows of a pending charge. */
export interface PendingChargeView {
  readonly shopName: string;
  readonly planName: string;
  /** USD per billing period. */
  readonly price: number;
  readonly interval: 'month' | 'year';
  readonly trialDays: number;
  readonly discountPercent: number;
  readonly discountIntervals: number;
}

/**
 * The simulated confirmation page's work. Like Shopify's page it is reached by the merchant's
 * browser with only the shop and the charge id (an unguessable random id) in the address.
 */
export class DevelopmentBillingConfirmation {
  constructor(
    private readonly shops: ShopRepository,
    private readonly charges: BillingChargeRepository,
    private readonly settings: SettingsRepository,
  ) {}

  /** The pending charge, or null when the shop has no such charge waiting for an answer. */
  async pending(domain: string, chargeId: string): Promise<PendingChargeView | null> {
    const found = await this.find(domain, chargeId);
    if (!found) return null;
    const { record, charge } = found;
    return {
      shopName: record.name,
      planName: findPlan(charge.planId)?.name ?? '',
      price: fromCents(charge.priceCents),
      interval: findPlan(charge.planId)?.interval === 'yearly' ? 'year' : 'month',
      trialDays: charge.trialDays,
      discountPercent: charge.discountPercent,
      discountIntervals: charge.discountIntervals,
    };
  }

  /** Records the merchant's answer; false when there was nothing to answer. */
  async answer(domain: string, chargeId: string, approve: boolean): Promise<boolean> {
    const found = await this.find(domain, chargeId);
    if (!found) return false;
    await this.settings.mergeDocument(found.shop, DEVELOPMENT_BILLING_DOCUMENT, { [chargeId]: approve ? 'active' : 'declined' });
    return true;
  }

  private async find(domain: string, chargeId: string) {
    const record = await this.shops.findByDomain(domain);
    if (!record) return null;
    const shop: AuthenticatedShop = { id: record.id, domain: record.domain };
    const [charge, decisions] = await Promise.all([this.charges.find(shop, chargeId), readDecisions(this.settings, shop)]);
    if (!charge || charge.status !== 'pending' || decisions[chargeId] !== 'pending') return null;
    return { record, shop, charge };
  }
}
