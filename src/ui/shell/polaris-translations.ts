import { type AppProviderProps } from '@shopify/polaris';
import englishPolaris from '@shopify/polaris/locales/en.json';
import { makeObservable, observableRef, runInAction } from 'mobx';
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
  if (language === 'en') return englishPolaris;
  const module = (await import(`@shopify/polaris/locales/${POLARIS_LOCALE_BY_LANGUAGE[language]}.json`)) as {
    default: PolarisTranslations;
  };
  return module.default;
}

/**
 * Polaris' words for the admin language, handed to `AppProvider`. The Translations adapter calls
 * `load` before it switches language, so Polaris and the admin change words together. English is
 * bundled: it is the default, the fallback and what shows before the first load.
 */
export class PolarisWords {
  translations: PolarisTranslations = englishPolaris;

  constructor(private readonly loadWords: (language: AdminLanguage) => Promise<PolarisTranslations> = loadPolarisTranslations) {
    makeObservable(this, { translations: observableRef });
  }

  async load(language: AdminLanguage): Promise<void> {
    const translations = await this.loadWords(language);
    runInAction(() => {
      this.translations = translations;
    });
  }
}
