import { type Container } from 'inversify';
import { TOKENS } from '../application/tokens';
import { StandaloneLoadingIndicator } from '../infrastructure/standalone/standalone-loading-indicator';
import { StandaloneNavMenu } from '../infrastructure/standalone/standalone-nav-menu';
import { StandaloneSaveBar } from '../infrastructure/standalone/standalone-save-bar';
import { StandaloneSessionTokenSource } from '../infrastructure/standalone/standalone-session-token-source';
import { StandaloneToaster } from '../infrastructure/standalone/standalone-toaster';

/** Outside the Shopify admin: the admin draws its own overlays (OverlayStore) and signs in by itself. */
export function bindStandalonePlatform(container: Container): void {
  container.bind(TOKENS.Toaster).to(StandaloneToaster).inSingletonScope();
  container.bind(TOKENS.SessionTokenSource).to(StandaloneSessionTokenSource).inSingletonScope();
  container.bind(TOKENS.SaveBar).to(StandaloneSaveBar).inSingletonScope();
  container.bind(TOKENS.NavMenu).to(StandaloneNavMenu).inSingletonScope();
  container.bind(TOKENS.LoadingIndicator).to(StandaloneLoadingIndicator).inSingletonScope();
}
