import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';

export const TRANSLATION_NAMESPACES = ['common'] as const;

export interface TranslationSetup {
  readonly language: string;
  readonly supportedLanguages: readonly string[];
  readonly fallbackLanguage: string;
  /** Appended to each locale URL so a deploy never serves yesterday's words from cache. */
  readonly cacheBuster: string;
}

/** Loads the admin's words from /locales/{language}/{namespace}.json (spec §1, §7). */
export async function createTranslations(setup: TranslationSetup): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(HttpBackend).init({
    lng: setup.language,
    fallbackLng: setup.fallbackLanguage,
    supportedLngs: [...setup.supportedLanguages],
    // Our codes include regions (pt-PT, zh-CN); never strip them to the bare language.
    load: 'currentOnly',
    ns: [...TRANSLATION_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes on output.
    backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${encodeURIComponent(setup.cacheBuster)}` },
    returnNull: false,
  });
  return instance;
}
