// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { JsCookieJar } from '../../../src/infrastructure/storage/js-cookie-jar';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/** The raw `Set-Cookie`-like strings js-cookie writes. */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

describe('JsCookieJar', () => {
  it('sets, reads and removes a cookie', () => {
    const jar = new JsCookieJar(false);
    jar.set(COOKIES.utm.name, 'source=newsletter', COOKIES.utm);
    expect(jar.get(COOKIES.utm.name)).toBe('source=newsletter');
    jar.remove(COOKIES.utm.name);
    expect(jar.get(COOKIES.utm.name)).toBeUndefined();
  });

  it('lets a cookie lapse after its max age', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['Date'] });
    const jar = new JsCookieJar(false);
    jar.set(COOKIES.discountModal.name, '1', COOKIES.discountModal);
    vi.setSystemTime(Date.UTC(2025, 0, 1) + 10 * 60_000 - 1_000);
    expect(jar.get(COOKIES.discountModal.name)).toBe('1');
    vi.setSystemTime(Date.UTC(2025, 0, 1) + 10 * 60_000 + 1_000);
    expect(jar.get(COOKIES.discountModal.name)).toBeUndefined();
  });

  it('writes SameSite=None; Secure; Partitioned on https (the admin is a cross-site frame)', () => {
    const writes = spyOnCookieWrites();
    new JsCookieJar(true).set('x', '1', { maxAgeSeconds: 60 });
    expect(writes[0]).toMatch(/; path=\/; sameSite=None; secure; Partitioned/);
  });

  it('writes SameSite=Lax without Secure on plain http', () => {
    const writes = spyOnCookieWrites();
    new JsCookieJar(false).set('x', '1', { maxAgeSeconds: 60 });
    expect(writes[0]).toMatch(/sameSite=Lax/);
    expect(writes[0]).not.toMatch(/secure/i);
  });
});

describe('COOKIES (the product docs lifetimes)', () => {
  it('keeps shop info and permissions 1 day, utm 30 days, the discount modal 10 minutes', () => {
    expect(COOKIES.shopInfo.maxAgeSeconds).toBe(86_400);
    expect(COOKIES.permissions.maxAgeSeconds).toBe(86_400);
    expect(COOKIES.utm.maxAgeSeconds).toBe(30 * 86_400);
    expect(COOKIES.discountModal.maxAgeSeconds).toBe(600);
  });
});
