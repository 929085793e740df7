import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The Instagram integration on the demo store (docs/product/instagram.md): the merchant connects
 * through the authorize page of the loopback Instagram development store mode starts, comes back
 * through /ins_auth, imports the posts, tags one to a product, and the product's page in the demo
 * storefront shows it in the buyers' show; then disconnects.
 */

const FIRST_CAPTION = 'Morning light on our linen range ☀️ #starling';
const PRODUCT = DEMO_PRODUCTS[0]!.title;

/** The storefront reads the showcase metafield, which the sync rewrites shortly after a change. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test('the merchant connects Instagram, imports posts, tags one to a product and sees it on that product page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/integrated/instagram' });
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram integration' })).toBeVisible();
  await expect(page.getByText('No Instagram account is connected.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Off to Instagram's authorize page (the loopback one), which sends the merchant back to /ins_auth.
  await page.getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(page).toHaveURL(/\/ins_auth\?code=/);
  await expect(page.getByText('@starling_demo_store is connected.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to the Instagram page' }).click();

  await expect(page.getByText('Connected as @starling_demo_store')).toBeVisible();
  await expect(page.getByRole('img', { name: FIRST_CAPTION })).toBeVisible();
  await page.getByRole('button', { name: 'Import all new posts' }).click();
  await expect(page.getByText('6 posts imported.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Tag the first post to a product with the resource picker.
  await page.getByRole('button', { name: `Tag products: ${FIRST_CAPTION}` }).click();
  const picker = page.getByRole('dialog', { name: 'Select products' });
  await expect(picker.getByRole('textbox')).toBeVisible();
  await picker.getByRole('textbox').fill(PRODUCT);
  await picker.getByRole('checkbox', { name: PRODUCT, exact: true }).check();
  await picker.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByText(`Tagged to: ${PRODUCT}`)).toBeVisible();

  // The product's page shows the tagged post; another product's page does not.
  await page.goto(`/demo-store/products/${handleOf(PRODUCT)}`);
  const tagged = page.locator('[data-starling-instagram]').getByRole('img', { name: FIRST_CAPTION });
  await reloadUntil(page, () => tagged.isVisible());
  await expect(page.locator('[data-starling-instagram] a').first()).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
  await page.goto(`/demo-store/products/${handleOf(DEMO_PRODUCTS[1]!.title)}`);
  await expect(page.locator('[data-starling-instagram]')).toHaveCount(0);

  // At 390 px the page still works; then the merchant disconnects through the confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrated/instagram');
  await expect(page.getByText(`Tagged to: ${PRODUCT}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Instagram?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('No Instagram account is connected.')).toBeVisible();
  await page.goto(`/demo-store/products/${handleOf(PRODUCT)}`);
  await reloadUntil(page, async () => (await page.locator('[data-starling-instagram]').count()) === 0);
});
