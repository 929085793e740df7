import { inject, injectable } from 'inversify';
import { AuthTokenStore } from './auth-token-store';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { COOKIES } from '../storage/cookie-names';
import { type CookieJar } from '../storage/cookie-jar.port';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';
import { LOGIN_ROUTE } from './auth-routes';


/**
 * Sign out of a standalone session (docs/product/auth-and-session.md): the stored app token and
 * the session's cookies go, then a full load of /login, so nothing of the shop stays in memory
 * (session, request cache, view-models). Embedded, Shopify owns sign-in and this is not offered.
 */
@injectable()
export class SignOutUseCase {
  constructor(
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {}

  execute(): void {
    this.tokens.clear();
    this.cookies.remove(COOKIES.shopInfo.name);
    this.cookies.remove(COOKIES.permissions.name);
    this.storage.remove(STORAGE_KEYS.firstEntry);
    this.browser.assign(new URL(LOGIN_ROUTE, this.browser.currentUrl()).href);
  }
}
