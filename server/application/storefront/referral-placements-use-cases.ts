import { readReferralPlacements, REFERRAL_PLACEMENTS_DOCUMENT, type ReferralPlacementSettings } from '../../../src/domain/storefront/referral-placements';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';

export async function readReferralPlacementSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReferralPlacementSettings> {
  return readReferralPlacements(await settings.readDocument(shop, REFERRAL_PLACEMENTS_DOCUMENT));
}

/**
 * get/set_referral_widgets_setting (docs/product/referral-invites.md#placements). A save queues the
 * storefront's sync: the referral block and the checkout prompt read the switches from it.
 */
export class ReferralPlacementsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
  ) {}

  get(shop: AuthenticatedShop): Promise<ReferralPlacementSettings> {
    return readReferralPlacementSettings(this.settings, shop);
  }

  set(shop: AuthenticatedShop, changes: Partial<ReferralPlacementSettings>): Promise<ReferralPlacementSettings> {
    return saveSettingsDocument(this.writes, shop, [REFERRAL_PLACEMENTS_DOCUMENT, definedOnly(changes)], (owner) => this.get(owner));
  }
}
