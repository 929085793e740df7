import { type Container } from 'inversify';
import { type AppConfig } from '../application/config/app-config.port';
import { type KeyValueStorage } from '../application/storage/key-value-storage.port';
import { ADMIN_LANGUAGE_KEPT_SECONDS, STORAGE_KEYS } from '../application/storage/storage-keys';
import { TOKENS } from '../application/tokens';
import { type AdminLanguage, resolveAdminLanguage } from '../domain/i18n/languages';
import { shopifyGlobalOf } from '../infrastructure/app-bridge/shopify-global';
import { bindStandalonePlatform } from './standalone-platform';
import { I18nextTranslations } from '../infrastructure/i18n/i18next-translations';
import { BeaconMonitoringTransport } from '../infrastructure/monitoring/beacon-monitoring-transport';
import { BrowserMonitoring } from '../infrastructure/monitoring/browser-monitoring';
import { MailCustomerMessaging } from '../infrastructure/monitoring/mail-customer-messaging';
import { PolarisWords } from '../ui/shell/polaris-translations';

export interface PlatformAdapterSetup {
  readonly window: Window;
  readonly config: AppConfig;
}

/**
 * The language before the user settings arrive (ApplyUserLanguageUseCase switches after sign-in):
 * `?lang=`, else the admin language this browser last showed (kept a day from the user settings,
 * so a German merchant's next page starts in German, not English first), else the `locale` the
 * Shopify admin adds to an embedded app's URL, else the browser's.
 */
export function initialLanguage(window: Window, keptLanguage: string | undefined): AdminLanguage {
  const query = new URLSearchParams(window.location.search);
  return resolveAdminLanguage(query.get('lang') ?? keptLanguage ?? query.get('locale') ?? window.navigator.language);
}

/** Keeps the language the admin switched to for a year, so even a page without a session starts in it. */
export function keepAdminLanguage(storage: KeyValueStorage, language: AdminLanguage): void {
  storage.set(STORAGE_KEYS.adminLanguage, language, ADMIN_LANGUAGE_KEPT_SECONDS);
}

/**
 * Words, platform (App Bridge when `window.shopify` exists, else the standalone overlays) and
 * monitoring. Monitoring starts here so errors thrown while the admin boots are caught too.
 * Resolves once the platform's adapters are bound: resolve nothing that needs them before.
 * The i18next instance for `TranslationProvider` is `container.get(I18nextTranslations).i18n`.
 */
export function bindPlatformAdapters(container: Container, { window, config }: PlatformAdapterSetup): Promise<void> {
  const polarisWords = container.get(PolarisWords);
  const storage = container.get<KeyValueStorage>(TOKENS.KeyValueStorage);
  const translations = new I18nextTranslations({
    language: initialLanguage(window, storage.get<string>(STORAGE_KEYS.adminLanguage)),
    languageChanged: (language) => keepAdminLanguage(storage, language),
    buildId: config.buildId,
    document: window.document,
    loadCompanionWords: (language) => polarisWords.load(language),
  });
  container.bind(I18nextTranslations).toConstantValue(translations);
  container.bind(TOKENS.Translations).toConstantValue(translations);

  const shopify = shopifyGlobalOf(window);
  // App Bridge's adapters come in their own chunk, fetched while the words load, so the standalone
  // admin's first screen does not carry them. A failed load is tried once more; should it fail
  // again (a deploy removed the chunk), the standalone adapters stand in so the page still
  // starts: its route's chunk then fails the same way and the stale-bundle recovery reopens the
  // page (src/ui/routing/stale-bundle-recovery.ts).
  const loadAppBridgePlatform = () => import('./app-bridge-platform');
  const platformBound = shopify
    ? loadAppBridgePlatform()
        .catch(loadAppBridgePlatform)
        .then(
          ({ bindAppBridgePlatform }) => bindAppBridgePlatform(container, shopify, window.document, translations),
          () => bindStandalonePlatform(container),
        )
    : Promise.resolve(bindStandalonePlatform(container));

  const transport = new BeaconMonitoringTransport({ window, apiBaseUrl: config.apiBaseUrl });
  const monitoring = new BrowserMonitoring({ window, transport });
  monitoring.start();
  container.bind(TOKENS.Monitoring).toConstantValue(monitoring);
  container.bind(TOKENS.CustomerMessaging).toConstantValue(new MailCustomerMessaging(window, transport, translations));
  return platformBound;
}
