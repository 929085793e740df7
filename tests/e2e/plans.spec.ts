import { expect, type Page, test } from './support/e2e-test';
import { PLANS_SHOPS, PLANS_UPGRADE_HIDDEN } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Plans and billing (docs/product/plans-and-limits.md#billing) in development store mode: the
 * simulated confirmation page stands in for Shopify's and returns through /auth with charge_id,
 * as Shopify does, so the whole flow runs against the real server.
 */

const planCard = (page: Page, name: string) => page.getByRole('group', { name });

async function openPlans(page: Page): Promise<void> {
  await page.goto('/plan');
  await expect(page.getByRole('heading', { name: 'Plan', level: 1 })).toBeVisible();
  await expect(planCard(page, 'Growth')).toBeVisible();
}

test('upgrades to Growth through the confirmation page, then downgrades to Free', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, PLANS_SHOPS.upgrade);
  await openPlans(page);
  await expect(page.getByText('Your plan: Free')).toBeVisible();
  await expect(planCard(page, 'Growth').getByText('Recommended')).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get more from your reviews' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Review request emails per month');
  await expectNoSeriousViolations(page);

  await planCard(page, 'Growth').getByRole('button', { name: 'Upgrade to Growth' }).click();
  await expect(page).toHaveURL(/\/dev-billing\/confirm\?/);
  await expect(page.getByRole('heading', { name: 'Approve subscription' })).toBeVisible();
  await expect(page.getByText('$19.99 USD per month')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back through /auth on the dashboard, where the charge is confirmed once.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You're now on Growth")).toBeVisible();
  const permissions = (await page.context().cookies()).find((cookie) => cookie.name === 'starling_reviews_permissions');
  expect(JSON.parse(decodeURIComponent(permissions?.value ?? '{}'))).toMatchObject({ remove_branding: true });

  await openPlans(page);
  await expect(page.getByText('Your plan: Growth')).toBeVisible();
  await expect(planCard(page, 'Growth').getByText('Current plan', { exact: true })).toBeVisible();
  // Growth is not a Free or Import plan: no upgrade card.
  await expect(page.getByRole('heading', { name: 'Get more from your reviews' })).toHaveCount(0);

  await planCard(page, 'Free').getByRole('button', { name: 'Downgrade to Free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade to Free?' });
  await expect(dialog).toBeVisible();
  // Not only the e-mail quota: what Free's 20 reviews per product would hide, over every product.
  await expect(dialog.getByText(`${PLANS_UPGRADE_HIDDEN.reviews} reviews on ${PLANS_UPGRADE_HIDDEN.products} products would stop showing on your storefront: Free shows 20 per product.`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Downgrade' }).click();
  await expect(page.getByText("You're now on Free")).toBeVisible();
  await expect(page.getByText('Your plan: Free')).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current plan', { exact: true })).toBeVisible();
  await expect(page.getByText(`${PLANS_UPGRADE_HIDDEN.reviews} reviews are hidden on ${PLANS_UPGRADE_HIDDEN.products} products: your plan shows 20 per product.`, { exact: false })).toBeVisible();
});

test('a declined charge leaves the plan as it was', async ({ page }) => {
  await signIn(page, PLANS_SHOPS.decline);
  await openPlans(page);
  await planCard(page, 'Starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Approve subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/plan\?source=navigation$/);
  await expect(page.getByText('Your plan: Free')).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current plan', { exact: true })).toBeVisible();
});

test('an offer counting down to zero disappears and the plan list is fetched again', async ({ page }) => {
  // The server's offers last days; the shell's first question on /plan is answered with 5 seconds
  // left, every later one by the server itself (this shop's offer is over). A question the
  // dashboard asks late, after sign-in, is not the one this test shortens.
  await signIn(page, PLANS_SHOPS.countdown);
  let answered = 0;
  await page.route('**/api/v1/admin/get_upgrade_discount', async (route) => {
    if (new URL(route.request().frame().url()).pathname !== '/plan') return route.continue();
    answered += 1;
    if (answered > 1) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, is_get_discount: 1, discount_remaining: 5, trigger_mode: 2, is_triggerable: 0 } } });
  });
  await openPlans(page);
  const countdown = page.getByTestId('plan-offer-countdown');
  await expect(countdown).toBeVisible();
  await expect(countdown).toHaveText(/^00:0[0-5]:\d\d$/);
  const refreshed = page.waitForRequest((request) => request.url().includes('/get_pricing_plans'));
  await expect(countdown).toBeHidden();
  await refreshed;
  expect(answered).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('upgrade offer')).toHaveCount(0);
});

test('the plan page fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, PLANS_SHOPS.decline);
  await openPlans(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
