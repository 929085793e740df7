import i18next, { type i18n } from 'i18next';
import { makeObservable, observable, runInAction } from 'mobx';
import { type TranslationValues, type Translations } from '../../application/i18n/translations.port';
import { ADMIN_LANGUAGES, type AdminLanguage, DEFAULT_LANGUAGE, resolveAdminLanguage } from '../../domain/i18n/languages';
import { fetchLocalesBackend } from './fetch-locales-backend';
import { numberFormatter } from './number-formatter';

/** Namespaces every page needs (the shell's words and the overlays); the others load when a screen asks. */
export const STARTUP_NAMESPACES = ['common', 'overlays', 'shell', 'routing'] as const;

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

export interface I18nextTranslationsSetup {
  readonly language: AdminLanguage;
  /** AppConfig.buildId: the `?v=` query, so a deploy never serves yesterday's words from cache. */
  readonly buildId: string;
  /** Receives `<html lang>`. */
  readonly document: Document;
  /** Words that come from elsewhere than /locales (Polaris' own), loaded before a language shows. */
  readonly loadCompanionWords?: (language: AdminLanguage) => Promise<void>;
  /** Tests pass a fake; the browser's fetch otherwise. */
  readonly fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** Told each language the admin switches to (kept for the next page's start). */
  readonly languageChanged?: (language: AdminLanguage) => void;
}

/**
 * The admin's words: i18next over `/locales/{language}/{namespace}.json?v={buildId}`, English as
 * the fallback, namespaces loaded on demand (`useTranslation('ns')` suspends until its file is
 * in). `language` is observable, so MobX views and computed texts follow a language change.
 */
export class I18nextTranslations implements Translations {
  language: AdminLanguage;
  readonly i18n: i18n;
  /** Settles when the first language's start-up namespaces (and companion words) are in. */
  readonly ready: Promise<void>;

  constructor(private readonly setup: I18nextTranslationsSetup) {
    this.language = setup.language;
    makeObservable(this, { language: observable });
    this.i18n = i18next.createInstance();
    this.i18n.use(
      fetchLocalesBackend({ loadPath: LOCALES_PATH, queryStringParams: { v: setup.buildId }, ...(setup.fetch ? { fetch: setup.fetch } : {}) }),
    );
    this.i18n.use(numberFormatter());
    const initialised = this.i18n
      .init({
        lng: setup.language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...ADMIN_LANGUAGES],
        // Our codes include regions (pt-PT, zh-CN); never strip them to the bare language.
        load: 'currentOnly',
        ns: [...STARTUP_NAMESPACES],
        defaultNS: 'common',
        // React escapes on output; every number is written the language's way (number-formatter.ts).
        interpolation: { escapeValue: false, alwaysFormat: true },
      })
      .then(() => undefined);
    // Without the companion words the admin still starts (Polaris keeps its English words).
    const companion = setup.loadCompanionWords?.(setup.language).catch(() => undefined);
    this.ready = Promise.all([initialised, companion]).then(() => {
      setup.document.documentElement.lang = setup.language;
    });
  }

  async changeLanguage(requested: AdminLanguage): Promise<void> {
    const language = resolveAdminLanguage(requested);
    // The session (and with it the merchant's saved language) can arrive before the first
    // language's words: a switch then must not be undone by i18next finishing its start.
    await this.ready;
    await Promise.all([this.i18n.changeLanguage(language), this.setup.loadCompanionWords?.(language)]);
    this.setup.document.documentElement.lang = language;
    runInAction(() => {
      this.language = language;
    });
    this.setup.languageChanged?.(language);
  }

  preload(namespaces: readonly string[]): void {
    // A failed load is left to the screen, whose own request reports it.
    this.i18n.loadNamespaces([...namespaces]).catch(() => undefined);
  }

  translate(key: string, values?: TranslationValues): string {
    // Reading `language` makes computed texts re-run when it changes.
    return this.i18n.t(key, { ...values, lng: this.language });
  }
}
