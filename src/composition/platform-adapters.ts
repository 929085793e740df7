import { type Container } from 'inversify';
import { initReactI18next } from 'react-i18next';
import { type AppConfig } from '../application/config/app-config.port';
import { TOKENS } from '../application/tokens';
import { type AdminLanguage, resolveAdminLanguage } from '../domain/i18n/languages';
import { AppBridgeLoadingIndicator } from '../infrastructure/app-bridge/app-bridge-loading-indicator';
import { AppBridgeNavMenu } from '../infrastructure/app-bridge/app-bridge-nav-menu';
import { AppBridgeSaveBar } from '../infrastructure/app-bridge/app-bridge-save-bar';
import { AppBridgeSessionTokenSource } from '../infrastructure/app-bridge/app-bridge-session-token-source';
import { AppBridgeToaster } from '../infrastructure/app-bridge/app-bridge-toaster';
import { shopifyGlobalOf } from '../infrastructure/app-bridge/shopify-global';
import { I18nextTranslations } from '../infrastructure/i18n/i18next-translations';
import { BeaconMonitoringTransport } from '../infrastructure/monitoring/beacon-monitoring-transport';
import { BrowserMonitoring } from '../infrastructure/monitoring/browser-monitoring';
import { MailCustomerMessaging } from '../infrastructure/monitoring/mail-customer-messaging';
import { StandaloneLoadingIndicator } from '../infrastructure/standalone/standalone-loading-indicator';
import { StandaloneNavMenu } from '../infrastructure/standalone/standalone-nav-menu';
import { StandaloneSaveBar } from '../infrastructure/standalone/standalone-save-bar';
import { StandaloneSessionTokenSource } from '../infrastructure/standalone/standalone-session-token-source';
import { StandaloneToaster } from '../infrastructure/standalone/standalone-toaster';
import { PolarisWords } from '../ui/shell/polaris-translations';

export interface PlatformAdapterSetup {
  readonly window: Window;
  readonly config: AppConfig;
}

/**
 * The language before the user settings arrive (ApplyUserLanguageUseCase switches after sign-in):
 * `?lang=`, else the `locale` the Shopify admin adds to an embedded app's URL, else the browser's.
 */
export function initialLanguage(window: Window): AdminLanguage {
  const query = new URLSearchParams(window.location.search);
  return resolveAdminLanguage(query.get('lang') ?? query.get('locale') ?? window.navigator.language);
}

/**
 * Words, platform (App Bridge when `window.shopify` exists, else the standalone overlays) and
 * monitoring. Monitoring starts here so errors thrown while the admin boots are caught too.
 * The i18next instance for `I18nextProvider` is `container.get(I18nextTranslations).i18n`.
 */
export function bindPlatformAdapters(container: Container, { window, config }: PlatformAdapterSetup): void {
  const polarisWords = container.get(PolarisWords);
  const translations = new I18nextTranslations({
    language: initialLanguage(window),
    buildId: config.buildId,
    document: window.document,
    loadCompanionWords: (language) => polarisWords.load(language),
    viewBinding: initReactI18next,
  });
  container.bind(I18nextTranslations).toConstantValue(translations);
  container.bind(TOKENS.Translations).toConstantValue(translations);

  const shopify = shopifyGlobalOf(window);
  if (shopify) {
    const toaster = new AppBridgeToaster(shopify);
    container.bind(TOKENS.Toaster).toConstantValue(toaster);
    container.bind(TOKENS.SessionTokenSource).toConstantValue(new AppBridgeSessionTokenSource(shopify, toaster));
    container.bind(TOKENS.SaveBar).toConstantValue(new AppBridgeSaveBar(shopify, window.document, translations));
    container.bind(TOKENS.NavMenu).toConstantValue(new AppBridgeNavMenu(window.document));
    container.bind(TOKENS.LoadingIndicator).toConstantValue(new AppBridgeLoadingIndicator(shopify));
  } else {
    container.bind(TOKENS.Toaster).to(StandaloneToaster).inSingletonScope();
    container.bind(TOKENS.SessionTokenSource).to(StandaloneSessionTokenSource).inSingletonScope();
    container.bind(TOKENS.SaveBar).to(StandaloneSaveBar).inSingletonScope();
    container.bind(TOKENS.NavMenu).to(StandaloneNavMenu).inSingletonScope();
    container.bind(TOKENS.LoadingIndicator).to(StandaloneLoadingIndicator).inSingletonScope();
  }

  const transport = new BeaconMonitoringTransport({ window, apiBaseUrl: config.apiBaseUrl });
  const monitoring = new BrowserMonitoring({ window, transport });
  monitoring.start();
  container.bind(TOKENS.Monitoring).toConstantValue(monitoring);
  container.bind(TOKENS.CustomerMessaging).toConstantValue(new MailCustomerMessaging(window, transport, translations));
}
