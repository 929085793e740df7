import { type Browser, expect, type Page, test } from './support/e2e-test';
import { GUIDE_SHOPS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The setup guide (docs/product/setup-guide.md): a new shop lands on /guide with no top bar; each
 * step is ticked by doing it for real on its own screen; the finished guide says so, the next
 * sign-in goes to the dashboard. A shop without orders sees the discount step and skips the rest.
 */

const progress = (page: Page, completed: number, total: number) => page.getByRole('heading', { level: 2, name: `${completed} of ${total} steps done` });
const bannerTitle = (page: Page) => page.getByRole('heading', { name: 'Finish setting up Starling Reviews' });

async function expectNoTopBar(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
}

async function expectFits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

/** A sign-in of its own, as on another day: where does it land? */
async function landingOfNextSignIn(browser: Browser, shop: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, shop);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

test('a shop with orders finishes the guide on the real screens; the next sign-in goes to the dashboard', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, GUIDE_SHOPS.withOrders);
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible();
  // The review request e-mail (step 6) starts switched on, so its step is done from the first look.
  await expect(progress(page, 1, 5)).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(1);
  await expectNoTopBar(page);
  await expectNoSeriousViolations(page);

  // 1. A development store has no theme editor: the guide's switch stands in for it.
  await page.getByRole('button', { name: 'Switch the app embed on' }).click();
  await expect(progress(page, 2, 5)).toBeVisible();

  // 2. A widget's settings saved.
  await page.getByRole('button', { name: 'Customise widgets' }).click();
  await expect(page).toHaveURL(/\/display$/);
  await expect(bannerTitle(page)).toBeVisible();
  await page.getByRole('link', { name: 'Customise Star rating' }).click();
  await page.getByRole('textbox', { name: 'Product page text' }).fill('{{star}} {{review_number}} happy shoppers');
  await save(page);

  // 3. A review imported, by hand.
  await page.goto('/collect/manual_import');
  await page.getByRole('checkbox', { name: 'Store review (about the store, not a product)' }).check();
  await page.getByLabel('Rating').selectOption({ label: '5 of 5 stars' });
  await page.getByRole('textbox', { name: 'Review', exact: true }).fill('Friendly shop, told us at the counter.');
  await page.getByRole('textbox', { name: 'Reviewer name' }).fill('Counter Customer');
  await page.getByRole('button', { name: 'Add review' }).click();
  // The success banner (a toast says the same words at the same moment).
  await expect(page.getByRole('heading', { name: 'Review added' })).toBeVisible();

  // 6. The review request e-mail: off and on again, the step it ticked stays ticked.
  await page.goto('/collect/review-request/request_1');
  const send = page.getByRole('checkbox', { name: 'Send review requests' });
  await send.uncheck();
  await save(page);
  await send.check();
  await save(page);

  // 7. Auto reviews saved switched on.
  await page.goto('/collect/auto_leave_reviews/thankyou');
  const placement = page.getByRole('checkbox', { name: 'Show the prompt on the thank-you page' });
  await placement.uncheck();
  await save(page);
  await placement.check();
  await save(page);

  // Back on the guide, everything is ticked (the import runs in the background: read again until it has).
  await page.goto('/guide');
  await expect(async () => {
    await page.reload();
    await expect(progress(page, 5, 5)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Your store is set up')).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(5);
  await expectNoTopBar(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Dismiss the setup guide' })).toHaveCount(0);
  await page.goto('/reviewList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bannerTitle(page)).toHaveCount(0);
  expect(await landingOfNextSignIn(browser, GUIDE_SHOPS.withOrders)).toBe('/');
});

test('at 390 px a shop without orders views the discount, dismisses the banner, skips the rest, and signs in to the dashboard next time', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, GUIDE_SHOPS.lowOrders);
  await expect(page).toHaveURL(/\/guide$/);
  await expect(progress(page, 0, 4)).toBeVisible();
  await expectNoTopBar(page);
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'See review discounts' }).click();
  await expect(page).toHaveURL(/\/collect\/discount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review discount' })).toBeVisible();
  await expect(bannerTitle(page)).toBeVisible();
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Continue the setup guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(progress(page, 1, 4)).toBeVisible();

  await page.goto('/collect/discount');
  await page.getByRole('button', { name: 'Dismiss this banner' }).click();
  await expect(bannerTitle(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review discount' })).toBeVisible();
  await expect(bannerTitle(page)).toHaveCount(0);

  await page.goto('/guide');
  await page.getByRole('button', { name: 'Skip guide' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await landingOfNextSignIn(browser, GUIDE_SHOPS.lowOrders)).toBe('/');
});
