import { inject, injectable } from 'inversify';
import { type CookieJar } from '../storage/cookie-jar.port';
import { COOKIES } from '../storage/cookie-names';
import { TOKENS } from '../tokens';

/**
 * When the discount modal was last shown, kept in a 10-minute cookie (docs/product/plans-and-limits.md) so a reload or a
 * second tab does not show it again sooner. The cookie holds the epoch ms it was shown at.
 */
@injectable()
export class DiscountModalMemory {
  constructor(@inject(TOKENS.CookieJar) private readonly cookies: CookieJar) {}

  /** Undefined when never shown, when the cookie expired, or when it holds no time. */
  lastShownAt(): number | undefined {
    const stored = this.cookies.get(COOKIES.discountModal.name);
    if (stored === undefined) return undefined;
    const shownAt = Number(stored);
    return stored.trim() !== '' && Number.isFinite(shownAt) ? shownAt : undefined;
  }

  remember(shownAtMs: number): void {
    this.cookies.set(COOKIES.discountModal.name, String(shownAtMs), COOKIES.discountModal);
  }
}
