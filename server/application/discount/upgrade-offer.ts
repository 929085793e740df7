import { DEFAULT_DISCOUNT_VALUE, discountPercentOff, TRIGGER_MODE_NEW_INSTALL } from '../../../src/domain/discount/discount-offer';
import { findPlan, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { shouldShowUpgradePrompt } from '../../../src/domain/plans/upgrade-prompt';
import { isPlainRecord, toFiniteNumber } from '../../../src/domain/shared/server-values';
import { MS_PER_DAY, MS_PER_SECOND } from '../../../src/domain/shared/time';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRecord } from '../shops/shop-repository.port';

/** A shop on Free or Import is offered the upgrade discount for this long after installing. */
export const NEW_INSTALL_OFFER_DAYS = 7;
/** An offer the admin starts (activate_upgrade_discount) runs this long. */
export const TRIGGERED_OFFER_HOURS = 24;
const MS_PER_HOUR = 3_600_000;

/** The settings document remembering the one offer a shop started: its trigger_mode and start. */
export const UPGRADE_OFFER_DOCUMENT = 'upgrade_offer';

export interface TriggeredOffer {
  readonly mode: number;
  readonly startedAt: Date;
}

export interface UpgradeOfferState {
  /** The running offer, or null. */
  readonly running: { readonly mode: number; readonly remainingSeconds: number; readonly discountValue: number; readonly percentOff: number } | null;
  /** The shop may still start an offer: on Free or Import, none running, none started before. */
  readonly triggerable: boolean;
}

export async function readTriggeredOffer(settings: SettingsRepository, shop: AuthenticatedShop): Promise<TriggeredOffer | null> {
  const stored = await settings.readDocument(shop, UPGRADE_OFFER_DOCUMENT);
  if (!isPlainRecord(stored)) return null;
  const mode = toFiniteNumber(stored.trigger_mode);
  const startedAt = typeof stored.started_at === 'string' ? new Date(stored.started_at) : null;
  return mode !== undefined && startedAt !== null && !Number.isNaN(startedAt.getTime()) ? { mode, startedAt } : null;
}

/**
 * The offer a shop has now (docs/product/plans-and-limits.md#the-upgrade-offer): the new-install
 * offer for its first 7 days, else the one it started, for 24 hours; only on Free or Import.
 */
export function upgradeOfferState(record: ShopRecord, triggered: TriggeredOffer | null, now: Date): UpgradeOfferState {
  const eligible = shouldShowUpgradePrompt(findPlan(record.pricingPlanId)?.name ?? PLAN_NAME_FREE);
  if (!eligible) return { running: null, triggerable: false };
  const secondsUntil = (endsAtMs: number) => Math.max(0, Math.floor((endsAtMs - now.getTime()) / MS_PER_SECOND));
  const offer = (mode: number, remainingSeconds: number) => ({
    mode,
    remainingSeconds,
    discountValue: DEFAULT_DISCOUNT_VALUE,
    percentOff: discountPercentOff(DEFAULT_DISCOUNT_VALUE),
  });
  const newInstallLeft = secondsUntil(record.installedAt.getTime() + NEW_INSTALL_OFFER_DAYS * MS_PER_DAY);
  if (newInstallLeft > 0) return { running: offer(TRIGGER_MODE_NEW_INSTALL, newInstallLeft), triggerable: false };
  if (triggered === null) return { running: null, triggerable: true };
  const triggeredLeft = secondsUntil(triggered.startedAt.getTime() + TRIGGERED_OFFER_HOURS * MS_PER_HOUR);
  return { running: triggeredLeft > 0 ? offer(triggered.mode, triggeredLeft) : null, triggerable: false };
}
