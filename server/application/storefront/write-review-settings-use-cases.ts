import { permissionsForPlan } from '../../../src/domain/plans/plan-permissions';
import { FLAG_OFF, FLAG_ON, isFlagOn } from '../../../src/domain/shop/flag-value';
import { DEFAULT_WRITE_REVIEW_SETTINGS, WRITE_REVIEW_TYPES, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { documentOverDefaults, flagField, oneOfField } from '../../../src/domain/storefront/settings-document';
import { type WriteReviewSettingsAnswer } from '../../../src/contracts/widget-settings.contract';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type Transactions } from '../shared/transactions.port';
import { saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kind holding the write-review settings. */
export const WRITE_REVIEW_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.write.settingsDocument;

export function writeReviewSettingsFrom(stored: unknown): WriteReviewSettings {
  return documentOverDefaults(DEFAULT_WRITE_REVIEW_SETTINGS, stored, {
    is_del_powered: flagField,
    show_review_btn: flagField,
    write_review_type: oneOfField(WRITE_REVIEW_TYPES),
  });
}

/**
 * What the storefront shows: the branding stays unless the merchant removed it AND the plan still
 * allows it, so a downgrade brings it back without a save (docs/product/storefront.md#branding).
 */
export function effectiveWriteReviewSettings(settings: WriteReviewSettings, pricingPlanId: number): WriteReviewSettings {
  const removable = permissionsForPlan(pricingPlanId).removeBranding;
  return { ...settings, is_del_powered: isFlagOn(settings.is_del_powered) && removable ? FLAG_ON : FLAG_OFF };
}

export async function readWriteReviewSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<WriteReviewSettings> {
  return writeReviewSettingsFrom(await settings.readDocument(shop, WRITE_REVIEW_SETTINGS_DOCUMENT));
}

/** get_write_review_setting and set_write_review_setting. */
export class WriteReviewSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
    private readonly shops: ShopRepository,
  ) {}

  async get(shop: AuthenticatedShop): Promise<WriteReviewSettingsAnswer> {
    const [record, settings] = await Promise.all([this.shops.get(shop), readWriteReviewSettings(this.settings, shop)]);
    if (!record) throw notFound('shop');
    return { ...settings, branding_removable: permissionsForPlan(record.pricingPlanId).removeBranding };
  }

  async set(shop: AuthenticatedShop, changes: Partial<WriteReviewSettings>): Promise<WriteReviewSettingsAnswer> {
    if (changes.is_del_powered === FLAG_ON) {
      const record = await this.shops.get(shop);
      if (!record) throw notFound('shop');
      if (!permissionsForPlan(record.pricingPlanId).removeBranding) {
        throw new AppError('forbidden', 'is_del_powered: removing the branding needs a paid plan (remove_branding)');
      }
    }
    return saveSettingsDocument(this.writes, shop, [WRITE_REVIEW_SETTINGS_DOCUMENT, changes], (owner) => this.get(owner));
  }
}
