import { inject, injectable } from 'inversify';
import { type Translations } from '../../application/i18n/translations.port';
import { TOKENS } from '../../application/tokens';
import { type ClassResolver } from '../kit/view-model-context';
import { findRoute } from './route-lookup';
import { type AppRoute } from './route-table';

/**
 * Starts what a screen will ask for first while its code loads (docs/product/lists.md#first-load):
 * its words and its first read. Runs once the guard admits the route, alongside the session's load.
 */
@injectable()
export class ScreenWarmup {
  constructor(@inject(TOKENS.Translations) private readonly translations: Translations) {}

  start(resolver: ClassResolver, routes: readonly AppRoute[], url: URL): void {
    const route = findRoute(url.pathname, routes);
    if (!route) return;
    if (route.words) this.translations.preload(route.words);
    // A warmer that fails to load leaves the screen to ask for itself.
    route
      .warm?.()
      .then((warmer) => warmer.warm(resolver, url))
      .catch(() => undefined);
  }
}
