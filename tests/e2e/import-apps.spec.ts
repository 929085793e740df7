import { expect, type Page, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Imports from other apps and by hand (docs/product/import-apps.md): each screen at a phone's and
 * a desktop's width, nothing wider than the page, no serious accessibility violation; the manual
 * form names each missing field before it sends anything.
 */

const SHOP = 'import-apps-store.myshopify.com';

async function expectFitsAndAccessible(page: Page): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);
  }
}

test('the Dropshipman, other-app and manual import screens work at 390 px and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SHOP, { landOn: '/import/dropshipman_sync' });
  await expect(page.getByRole('heading', { name: 'Sync reviews from Dropshipman', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Dropshipman API key')).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.goto('/collect/auth_import');
  await expect(page.getByRole('heading', { name: 'Import from another review app', level: 1 })).toBeVisible();
  await expect(page.getByText('Your credentials are used once for this import and are not stored.')).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.goto('/collect/manual_import');
  await expect(page.getByRole('heading', { name: 'Add a review by hand', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByText('Choose a rating.')).toBeVisible();
  await expect(page.getByText('Write the review.')).toBeVisible();
  await expectFitsAndAccessible(page);
});
