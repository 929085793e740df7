import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Recorded marketplace pages (tests/fixtures/marketplace): written by hand after the real markup, no network. */
export type MarketplaceFixture = 'amazon-product' | 'amazon-reviews-page' | 'amazon-captcha' | 'amazon-login' | 'aliexpress-product' | 'aliexpress-feedback' | 'aliexpress-captcha';

export function marketplaceFixture(name: MarketplaceFixture): string {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'marketplace', `${name}.html`), 'utf8');
}
