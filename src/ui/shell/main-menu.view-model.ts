import { inject, injectable } from 'inversify';
import { type NavMenu } from '../../application/platform/nav-menu.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';
import { embeddedNavMenuItems } from './main-menu';

/** Keeps the Shopify admin's app navigation (App Bridge nav menu) in the chosen language. */
@injectable()
export class EmbeddedNavMenuViewModel {
  constructor(
    @inject(TOKENS.NavMenu) private readonly navMenu: NavMenu,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
  ) {}

  /** Call with the current language's words whenever they change; standalone has its own top bar instead. */
  publish(label: (labelKey: string) => string): void {
    if (!this.session.isEmbedded) return;
    this.navMenu.setItems(embeddedNavMenuItems(label));
  }
}
