import { Container } from 'inversify';
import { AuthTokenStore } from '../application/auth/auth-token-store';
import { GetServerModeUseCase } from '../application/auth/server-mode.use-case';
import { BearerTokenProvider } from '../application/auth/bearer-token-provider';
import { RequestAuthorizer } from '../application/auth/request-authorizer';
import { UpgradeDiscount } from '../application/discount/upgrade-discount';
import { ErrorBanner } from '../application/shell/error-banner';
import { OverlayStore } from '../application/shell/overlay-store';
import { AppSessionStore } from '../application/session/app-session-store';
import { TOKENS } from '../application/tokens';
import { type ClassResolver } from '../ui/kit/view-model-context';
import { PolarisWords } from '../ui/shell/polaris-translations';

/**
 * The admin's container. Use-cases and view-models resolve themselves (autobind, a fresh
 * instance each time); shared state is bound here as singletons; ports are bound by
 * `bindBrowserAdapters` (the running app) or by the test harness (fakes from tests/fakes/).
 */
export function createContainer(): Container {
  const container = new Container({ autobind: true });
  bindSharedServices(container);
  return container;
}

/** State the whole admin shares: one instance per container. */
function bindSharedServices(container: Container): void {
  container.bind(OverlayStore).toSelf().inSingletonScope();
  container.bind(ErrorBanner).toSelf().inSingletonScope();
  // The upgrade offer: one countdown for the tab, the modal and the plan page.
  container.bind(UpgradeDiscount).toSelf().inSingletonScope();
  // The token saved by this page, the adopted id token and the one authorization in flight.
  container.bind(AuthTokenStore).toSelf().inSingletonScope();
  container.bind(BearerTokenProvider).toSelf().inSingletonScope();
  container.bind(RequestAuthorizer).toSelf().inSingletonScope();
  container.bind(PolarisWords).toConstantValue(new PolarisWords());
  container.bind(AppSessionStore).toSelf().inSingletonScope();
  container.bind(TOKENS.AppSession).toService(AppSessionStore);
  // The server's mode is asked once per page.
  container.bind(GetServerModeUseCase).toSelf().inSingletonScope();
  // GetPickerAccessTokenUseCase is a singleton too, declared on the class (it comes with the picker).
}

/** What screens use to get their view-models (`useViewModel`); the container stays here. */
export function createResolver(container: Container): ClassResolver {
  return { resolve: (type) => container.get(type) };
}
