import { inject, injectable } from 'inversify';
import { type AppSession } from '../../application/session/app-session.port';
import { isTopNavigationVisible } from '../../application/shell/shell-layout';
import { TOKENS } from '../../application/tokens';

/** The standalone (and super-admin) top bar: whether it shows, and the store it names. */
@injectable()
export class TopNavigationViewModel {
  constructor(@inject(TOKENS.AppSession) private readonly session: AppSession) {}

  isVisible(path: string): boolean {
    const { isEmbedded, isSuperAdmin, isInGuide } = this.session;
    return isTopNavigationVisible({ isEmbedded, isSuperAdmin, isInGuide, path });
  }

  get storeName(): string | null {
    return this.session.shop?.name || this.session.shop?.domain || null;
  }

  get planName(): string | null {
    return this.session.shop?.planName || null;
  }
}
