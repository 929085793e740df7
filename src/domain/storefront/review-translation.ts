import { type AdminLanguage, matchAdminLanguage } from '../i18n/languages';
import { isFlagOn, type FlagValue } from '../shop/flag-value';

/**
 * Review translation on the storefront (docs/product/storefront.md#translation): a review written
 * in another language than the shopper's can be read in theirs, marked "Translated from …", with
 * the original one tap away. The reviews widget's two switches decide how.
 */

/** off: never; on_request: a "Translate" button on each such review; automatic: shown translated, with "Show original". */
export type ReviewTranslationMode = 'off' | 'on_request' | 'automatic';

export function reviewTranslationMode(settings: { readonly translate_enabled: FlagValue; readonly is_translate_review: FlagValue }): ReviewTranslationMode {
  if (!isFlagOn(settings.translate_enabled)) return 'off';
  return isFlagOn(settings.is_translate_review) ? 'automatic' : 'on_request';
}

/** Reviews are translated into the languages the app speaks (ADMIN_LANGUAGES), the storefront's as well. */
export type TranslationLanguage = AdminLanguage;

/** Reviews translated in one request: a page of the widget at most. */
export const TRANSLATION_BATCH_MAX = 50;

/**
 * The translation language for a shopper's locale as Shopify names it ('de', 'pt-BR', 'nb',
 * 'zh-Hant-TW'), or null when reviews are not translated into it.
 */
export function translationLanguageOf(locale: string): TranslationLanguage | null {
  return matchAdminLanguage(locale) ?? null;
}

/**
 * Whether a review written in `reviewLanguage` is offered translated to a shopper reading
 * `shopperLocale`. A review whose language is unknown is not: it may already be the shopper's.
 * Portuguese of Brazil and of Portugal read each other; Chinese in simplified and traditional
 * characters do not.
 */
export function offersTranslation(reviewLanguage: string, shopperLocale: string): boolean {
  if (reviewLanguage.trim() === '') return false;
  const target = translationLanguageOf(shopperLocale);
  if (target === null) return false;
  const source = translationLanguageOf(reviewLanguage);
  if (source === null) return true;
  const sameLanguage = source === target || (source.startsWith('pt') && target.startsWith('pt'));
  return !sameLanguage;
}
