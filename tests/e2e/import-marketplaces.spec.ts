import { expect, test } from './support/e2e-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Bookmark import (docs/product/import-marketplaces.md): the merchant picks a product and the
 * options, gets a bookmarklet, installs it from the public page, and runs it on a recorded Amazon
 * page (served by the browser's routing, no network): the reviews go to our endpoint once.
 */

const PRODUCT = DEMO_PRODUCTS[3]!;
const AMAZON_PAGE = 'https://www.amazon.com/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL';
const RECORDED = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'marketplace', 'amazon-product.html'), 'utf8');

test('the merchant makes a bookmarklet, installs it, and sends a marketplace page’s reviews once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/import/bookmark_import' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmark import' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose product' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('textbox').fill(PRODUCT.title);
  await picker.getByRole('checkbox', { name: PRODUCT.title, exact: true }).check();
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText(PRODUCT.title, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lowest rating' }).selectOption('3');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Make my bookmarklet' }).click();
  await expect(page.getByText('Your bookmarklet is ready')).toBeVisible();
  const install = await page.getByRole('link', { name: 'Install for Amazon' }).getAttribute('href');

  await page.goto(install!);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Amazon reviews with the bookmarklet' })).toBeVisible();
  const bookmarklet = page.getByText('Import reviews to my store');
  await expect(bookmarklet).toHaveAttribute('href', /^javascript:/);
  await expectNoSeriousViolations(page);
  const code = decodeURIComponent((await bookmarklet.getAttribute('href'))!.slice('javascript:'.length));
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Our test server is on loopback: Chrome asks before a public site calls it (not so for a public install).
  await page.context().grantPermissions(['local-network-access'], { origin: 'https://www.amazon.com' });
  await page.route('https://www.amazon.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: RECORDED }));
  await page.route('https://m.media-amazon.com/**', (route) => route.abort());
  await page.goto(AMAZON_PAGE);
  await page.evaluate(code);
  const overlay = page.getByRole('dialog', { name: 'Starling Reviews import' });
  await expect(overlay.getByRole('status')).toHaveText('Reviews found on this page: 4.');
  await overlay.getByRole('button', { name: 'Send to my store' }).click();
  await expect(overlay.getByRole('status')).toHaveText('Done. Reviews being imported: 2.');

  await page.evaluate(code);
  await page.getByRole('dialog', { name: 'Starling Reviews import' }).getByRole('button', { name: 'Send to my store' }).click();
  await expect(page.getByRole('dialog', { name: 'Starling Reviews import' }).getByRole('status')).toHaveText(/^Sending failed\. token: this bookmarklet has already sent its reviews/);
});

test('the URL import screen explains its limits and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/import/aliexpress_amazon_import' });
  await expect(page.getByRole('heading', { level: 1, name: 'AliExpress and Amazon import' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Product page address' }).fill('https://www.ebay.com/itm/1');
  await page.getByRole('button', { name: 'Import reviews' }).click();
  await expect(page.getByText('Enter the address of an AliExpress or Amazon product page.')).toBeVisible();
  await expect(page.getByText('Choose the product the reviews go to.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/use the bookmarklet: it reads the page in your own browser/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
