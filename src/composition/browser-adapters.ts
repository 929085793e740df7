import { type Container } from 'inversify';
import { type AppConfig } from '../application/config/app-config.port';
import { TOKENS } from '../application/tokens';

export interface BrowserAdapterSetup {
  readonly window: Window;
  readonly config: AppConfig;
}

/** Binds every port to its real adapter for the running admin. */
export function bindBrowserAdapters(container: Container, setup: BrowserAdapterSetup): void {
  container.bind(TOKENS.AppConfig).toConstantValue(setup.config);
}
