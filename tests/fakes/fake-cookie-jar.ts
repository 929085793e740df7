import { type CookieJar, type CookieOptions } from '../../src/application/storage/cookie-jar.port';

/** Cookies in memory; `maxAgeOf` tells how long a cookie was set to live. */
export class FakeCookieJar implements CookieJar {
  private readonly cookies = new Map<string, { readonly value: string; readonly maxAgeSeconds: number }>();

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.set(name, { value, maxAgeSeconds: options.maxAgeSeconds });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }

  maxAgeOf(name: string): number | undefined {
    return this.cookies.get(name)?.maxAgeSeconds;
  }
}
