import { type SavedReviewWidgetSettings } from '../../../src/contracts/widget-settings.contract';
import { type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type CssSanitizer } from './css-sanitizer.port';
import { type ReviewTranslator } from './review-translator.port';
import { invalidInput } from '../shared/app-error';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { readReviewWidgetSettings, REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../settings/review-widget-settings-store';
import { saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';

const CSS_FIELDS = ['rating_css_code', 'reviews_css_code'] as const;

/** Custom CSS is kept only as the sanitizer writes it back; what it took out is reported. */
export function withSanitizedCss<T extends Partial<ReviewWidgetSettings>>(changes: T, sanitizer: CssSanitizer): { readonly changes: T; readonly removed: readonly string[] } {
  const removed: string[] = [];
  const sanitized: Record<string, unknown> = { ...changes };
  for (const field of CSS_FIELDS) {
    const css = changes[field];
    if (css === undefined) continue;
    const result = sanitizer.sanitize(css);
    sanitized[field] = result.css;
    removed.push(...result.removed);
  }
  return { changes: sanitized as T, removed };
}

/** get_review_widget_settings and set_review_widget_settings (docs/product/storefront.md#widget-settings). */
export class ReviewWidgetSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
    private readonly css: CssSanitizer,
    private readonly translator: Pick<ReviewTranslator, 'available'>,
  ) {}

  get(shop: AuthenticatedShop): Promise<ReviewWidgetSettings> {
    return readReviewWidgetSettings(this.settings, shop);
  }

  /**
   * Saves the fields sent and, in the same transaction, queues the shop's storefront data and every
   * reviewed product's first page (dates, names and page size may have changed).
   */
  async set(shop: AuthenticatedShop, changes: Partial<ReviewWidgetSettings>): Promise<SavedReviewWidgetSettings> {
    // Switching translation on where no service can translate would promise shoppers a button that fails.
    if (changes.translate_enabled !== undefined && isFlagOn(changes.translate_enabled) && !this.translator.available) {
      throw invalidInput('translate_enabled', 'review translation is not available on this server yet');
    }
    const sanitized = withSanitizedCss(changes, this.css);
    const settings = await saveSettingsDocument(this.writes, shop, [REVIEW_WIDGET_SETTINGS_DOCUMENT, sanitized.changes], (owner) => this.get(owner), { productPages: true });
    return { settings, css_removed: sanitized.removed };
  }
}
