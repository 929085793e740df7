/**
 * The languages' names for the language dropdown, apart from languages.ts so that a bundle that
 * only resolves languages (the admin's first screen) does not carry them.
 */
import { ADMIN_LANGUAGES, type AdminLanguage } from './languages';

/** Each language's name in itself, for the language dropdown (never translated). */
export const LANGUAGE_ENDONYMS: Readonly<Record<AdminLanguage, string>> = {
  en: 'English',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  fi: 'Suomi',
  sv: 'Svenska',
  tr: 'Türkçe',
  th: 'ไทย',
  ja: '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ko: '한국어',
};

export interface LanguageOption {
  readonly value: AdminLanguage;
  readonly label: string;
}

/** The language dropdown's options, in {@link ADMIN_LANGUAGES} order, labelled by endonym. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = ADMIN_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_ENDONYMS[language],
}));
