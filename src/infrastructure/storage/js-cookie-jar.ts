import Cookies from 'js-cookie';
import { type CookieJar, type CookieOptions } from '../../application/storage/cookie-jar.port';
import { SECONDS_PER_DAY } from '../../domain/shared/time';

/**
 * Cookies through js-cookie. On https the admin runs in the Shopify admin's cross-site frame, so
 * cookies are `SameSite=None; Secure; Partitioned` (a third-party cookie the browser keeps per
 * embedding site); on plain http (local development) they are `SameSite=Lax`.
 */
export class JsCookieJar implements CookieJar {
  private readonly cookies: Cookies.CookiesStatic;

  constructor(secure: boolean) {
    this.cookies = Cookies.withAttributes(secure ? { path: '/', sameSite: 'None', secure: true, Partitioned: true } : { path: '/', sameSite: 'Lax' });
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.set(name, value, { expires: options.maxAgeSeconds / SECONDS_PER_DAY });
  }

  remove(name: string): void {
    this.cookies.remove(name);
  }
}
