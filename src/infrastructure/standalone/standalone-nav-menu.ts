import { injectable } from 'inversify';
import { type NavMenu } from '../../application/platform/nav-menu.port';

/**
 * Outside the Shopify admin there is no platform menu to fill: the shell draws the menu itself
 * as its top bar (docs/product/overview.md "Shell"), so setting items here has nothing to do.
 */
@injectable()
export class StandaloneNavMenu implements NavMenu {
  setItems(): void {}
}
