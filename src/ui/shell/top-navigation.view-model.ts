import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppSessionStore } from '../../application/session/app-session-store';
import { SignOutUseCase } from '../../application/auth/sign-out.use-case';
import { isGuidePath, type TopNavigationMode, topNavigationMode } from '../../application/shell/shell-layout';

/** The standalone (and super-admin) top bar: how it shows, the store it names, its menu and sign-out. */
@injectable()
export class TopNavigationViewModel {
  menuOpen = false;
  accountOpen = false;
  moreOpen = false;

  constructor(
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(SignOutUseCase) private readonly signOutUseCase: SignOutUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'signOutUseCase'>(this, { session: false, signOutUseCase: false }, { autoBind: true });
  }

  mode(path: string): TopNavigationMode {
    const { isEmbedded, isSuperAdmin, isInGuide } = this.session;
    return topNavigationMode({ isEmbedded, isSuperAdmin, isInGuide, path });
  }

  /** A page change: menus close, and leaving /guide ends the guide (the full bar returns). */
  followPath(path: string): void {
    this.menuOpen = false;
    this.accountOpen = false;
    this.moreOpen = false;
    if (this.session.isInGuide && !isGuidePath(path)) this.session.setInGuide(false);
  }

  get storeName(): string | null {
    return this.session.shop?.name || this.session.shop?.domain || null;
  }

  get planName(): string | null {
    return this.session.shop?.planName || null;
  }

  /** Standalone only: embedded, Shopify owns signing in and out. */
  get canSignOut(): boolean {
    return !this.session.isEmbedded;
  }

  setMenuOpen(open: boolean): void {
    this.menuOpen = open;
  }

  setAccountOpen(open: boolean): void {
    this.accountOpen = open;
  }

  setMoreOpen(open: boolean): void {
    this.moreOpen = open;
  }

  signOut(): void {
    this.menuOpen = false;
    this.accountOpen = false;
    this.signOutUseCase.execute();
  }
}
