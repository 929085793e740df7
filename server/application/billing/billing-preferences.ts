import { DEFAULT_SPENDING_LIMIT } from '../../../src/domain/plans/billing';
import { isPlainRecord, isServerTruthy, toFiniteNumber } from '../../../src/domain/shared/server-values';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { findPlanDiscountCode } from './plan-discount-codes';
import { type PlanDiscountCode } from '../../../src/domain/plans/billing';

/** The settings document holding a shop's billing choices. */
export const BILLING_DOCUMENT = 'billing';

export interface BillingPreferences {
  /** USD per 30 days usage charges may reach. */
  readonly spendingLimit: number;
  readonly usageChargeEnabled: boolean;
  /** The redeemed code, until a paid plan uses it. */
  readonly discountCode: PlanDiscountCode | null;
}

/** A shop's billing choices, with defaults for what it never set. */
export async function readBillingPreferences(settings: SettingsRepository, shop: AuthenticatedShop): Promise<BillingPreferences> {
  return billingPreferencesOf(await settings.readDocument(shop, BILLING_DOCUMENT));
}

/** The billing choices in a stored billing document (anything else reads as the defaults). */
export function billingPreferencesOf(stored: unknown): BillingPreferences {
  const record = isPlainRecord(stored) ? stored : {};
  const limit = toFiniteNumber(record.max_spending_limit);
  const code = typeof record.discount_code === 'string' ? findPlanDiscountCode(record.discount_code) : undefined;
  return {
    spendingLimit: limit !== undefined && limit > 0 ? limit : DEFAULT_SPENDING_LIMIT,
    usageChargeEnabled: isServerTruthy(record.is_enabled_usage_charge),
    discountCode: code ?? null,
  };
}
