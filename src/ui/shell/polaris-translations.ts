import { type AppProviderProps } from '@shopify/polaris';
import { type AdminLanguage } from '../../domain/i18n/languages';

export type PolarisTranslations = AppProviderProps['i18n'];

/** The file in @shopify/polaris/locales for each admin language (Polaris names two differently). */
export const POLARIS_LOCALE_BY_LANGUAGE: Readonly<Record<AdminLanguage, string>> = {
  en: 'en',
  cs: 'cs',
  da: 'da',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  no: 'nb',
  pl: 'pl',
  pt: 'pt-BR',
  'pt-PT': 'pt-PT',
  fi: 'fi',
  sv: 'sv',
  tr: 'tr',
  th: 'th',
  ja: 'ja',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  ko: 'ko',
};

/** Polaris ships its own words (pagination, close buttons…); load the file for the admin language. */
export async function loadPolarisTranslations(language: AdminLanguage): Promise<PolarisTranslations> {
  const module = (await import(`@shopify/polaris/locales/${POLARIS_LOCALE_BY_LANGUAGE[language]}.json`)) as {
    default: PolarisTranslations;
  };
  return module.default;
}
