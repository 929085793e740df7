import {
  arrivalHold,
  DEFAULT_REVIEW_HANDLING,
  type HeldReason,
  normalizeHoldWords,
  type ReviewArrivalSource,
  type ReviewHandlingDocument,
  type ReviewHandlingSettings,
} from '../../../src/domain/collect/review-handling';
import { documentOverDefaults, flagField } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT, reviewWidgetSettingsFrom } from '../settings/review-widget-settings-store';

/** The shop_documents kind of /collect/managing_reviews (docs/product/collect-manage.md). */
export const REVIEW_HANDLING_DOCUMENT = 'review_handling';

export function reviewHandlingDocumentFrom(stored: unknown): ReviewHandlingDocument {
  return documentOverDefaults(DEFAULT_REVIEW_HANDLING, stored, {
    email_review_publish: flagField,
    hold_words: (value) => (Array.isArray(value) ? normalizeHoldWords(value.filter((word): word is string => typeof word === 'string')) : undefined),
  });
}

/**
 * The review-handling settings; the storefront form's switch is the write-review settings'
 * `is_review_publish`, read from there (one stored value for /display/write and this screen).
 */
export async function readReviewHandling(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReviewHandlingSettings & { readonly auto_publish_min_rating: number }> {
  const documents = await settings.readDocuments(shop, [REVIEW_WIDGET_SETTINGS_DOCUMENT, REVIEW_HANDLING_DOCUMENT]);
  const widget = reviewWidgetSettingsFrom(documents[REVIEW_WIDGET_SETTINGS_DOCUMENT]);
  return { ...reviewHandlingDocumentFrom(documents[REVIEW_HANDLING_DOCUMENT]), is_review_publish: widget.is_review_publish, auto_publish_min_rating: widget.auto_publish_min_rating };
}

/**
 * Whether a review arriving now from `source` waits for the merchant (and why). For the paths
 * that store collected reviews: the storefront form, the review-request e-mail's form.
 */
export async function reviewArrivalHold(
  settings: SettingsRepository,
  shop: AuthenticatedShop,
  source: ReviewArrivalSource,
  review: { readonly title: string; readonly body: string },
): Promise<HeldReason> {
  return arrivalHold(await readReviewHandling(settings, shop), source, review);
}
