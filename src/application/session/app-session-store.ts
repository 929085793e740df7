import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type AdminLanguage, DEFAULT_LANGUAGE } from '../../domain/i18n/languages';
import { type AppSession, type SessionShop } from './app-session.port';

/** The one {@link AppSession} of the admin: written by the sign-in flow and the guard, observed by the shell. */
@injectable()
export class AppSessionStore implements AppSession {
  shop: SessionShop | null = null;
  isEmbedded = false;
  isSuperAdmin = false;
  isInGuide = false;
  language: AdminLanguage = DEFAULT_LANGUAGE;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setEmbedded(embedded: boolean): void {
    this.isEmbedded = embedded;
  }

  setShop(shop: SessionShop): void {
    this.shop = shop;
  }

  /** Once a support sign signed this page in, it stays a super-admin page. */
  markSuperAdmin(): void {
    this.isSuperAdmin = true;
  }

  setInGuide(inGuide: boolean): void {
    this.isInGuide = inGuide;
  }

  setLanguage(language: AdminLanguage): void {
    this.language = language;
  }
}
