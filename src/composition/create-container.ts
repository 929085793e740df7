import 'reflect-metadata';
import { Container } from 'inversify';
import { ErrorBanner } from '../application/shell/error-banner';
import { OverlayStore } from '../application/shell/overlay-store';
import { type ClassResolver } from '../ui/kit/view-model-context';

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
}

/** What screens use to get their view-models (`useViewModel`); the container stays here. */
export function createResolver(container: Container): ClassResolver {
  return { resolve: (type) => container.get(type) };
}
