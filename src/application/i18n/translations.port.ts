import { type AdminLanguage } from '../../domain/i18n/languages';

export type TranslationValues = Readonly<Record<string, string | number>>;

/** The admin's words (i18next over /locales/{language}/{namespace}.json). */
export interface Translations {
  readonly language: AdminLanguage;
  /** Switches every screen to `language` (unknown codes resolve to English first). */
  changeLanguage(language: AdminLanguage): Promise<void>;
  /** `key` is `namespace:path`, e.g. `settings:language.saved`. */
  translate(key: string, values?: TranslationValues): string;
  /** Starts loading these namespaces' words now, so a screen opened meanwhile draws without waiting for them. */
  preload(namespaces: readonly string[]): void;
}
