import { type Container } from 'inversify';
import { type Translations } from '../application/i18n/translations.port';
import { TOKENS } from '../application/tokens';
import { AppBridgeLoadingIndicator } from '../infrastructure/app-bridge/app-bridge-loading-indicator';
import { AppBridgeNavMenu } from '../infrastructure/app-bridge/app-bridge-nav-menu';
import { AppBridgeSaveBar } from '../infrastructure/app-bridge/app-bridge-save-bar';
import { AppBridgeSessionTokenSource } from '../infrastructure/app-bridge/app-bridge-session-token-source';
import { AppBridgeToaster } from '../infrastructure/app-bridge/app-bridge-toaster';
import { type ShopifyGlobal } from '../infrastructure/app-bridge/shopify-global';

/** Inside the Shopify admin: App Bridge draws the toasts, save bar, loading bar and nav menu, and signs requests. */
export function bindAppBridgePlatform(container: Container, shopify: ShopifyGlobal, document: Document, translations: Translations): void {
  const toaster = new AppBridgeToaster(shopify);
  container.bind(TOKENS.Toaster).toConstantValue(toaster);
  container.bind(TOKENS.SessionTokenSource).toConstantValue(new AppBridgeSessionTokenSource(shopify, toaster));
  container.bind(TOKENS.SaveBar).toConstantValue(new AppBridgeSaveBar(shopify, document, translations));
  container.bind(TOKENS.NavMenu).toConstantValue(new AppBridgeNavMenu(document));
  container.bind(TOKENS.LoadingIndicator).toConstantValue(new AppBridgeLoadingIndicator(shopify));
}
