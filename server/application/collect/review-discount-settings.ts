import {
  DEFAULT_REVIEW_DISCOUNT_SETTINGS,
  isValidExpiryDays,
  REVIEW_DISCOUNT_TYPES,
  REVIEW_DISCOUNT_VALUE_TYPES,
  type ReviewDiscountSettings,
  type ReviewDiscountType,
} from '../../../src/domain/collect/review-discount';
import { documentOverDefaults, flagField, oneOfField } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The shop_documents kind of each review discount (docs/product/collect-discount.md). */
export function reviewDiscountDocument(type: ReviewDiscountType): string {
  return `review_discount_${type}`;
}

export function reviewDiscountSettingsFrom(type: ReviewDiscountType, stored: unknown): ReviewDiscountSettings {
  return documentOverDefaults(DEFAULT_REVIEW_DISCOUNT_SETTINGS[type], stored, {
    is_enabled: flagField,
    discount_type: oneOfField(REVIEW_DISCOUNT_VALUE_TYPES),
    discount_value: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
    expiry_days: (value) => (typeof value === 'number' && isValidExpiryDays(value) ? value : undefined),
  });
}

export async function readReviewDiscountSettings(settings: SettingsRepository, shop: AuthenticatedShop, type: ReviewDiscountType): Promise<ReviewDiscountSettings> {
  return reviewDiscountSettingsFrom(type, await settings.readDocument(shop, reviewDiscountDocument(type)));
}

export async function readAllReviewDiscountSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<Record<ReviewDiscountType, ReviewDiscountSettings>> {
  const all = await Promise.all(REVIEW_DISCOUNT_TYPES.map((type) => readReviewDiscountSettings(settings, shop, type)));
  return Object.fromEntries(REVIEW_DISCOUNT_TYPES.map((type, index) => [type, all[index]!])) as Record<ReviewDiscountType, ReviewDiscountSettings>;
}
