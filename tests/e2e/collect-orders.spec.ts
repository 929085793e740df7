import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /collect/orders and /collect on the seeded demo store (development store mode): place a demo
 * order, find it scheduled at the top, skip it, and see the overview's cards; axe at 1440 and
 * 390 px. Each run places its own order, so a rerun against a kept server starts clean.
 */

const DEMO_SHOP = 'demo-store.myshopify.com';

test.describe.configure({ mode: 'serial' });

/** The row of the order named `name` (its first cell holds the name). */
const rowOf = (page: Page, name: string) => page.locator('tr').filter({ has: page.getByText(name, { exact: true }) });

test('place a demo order: it appears scheduled at the top; skip it: it is skipped', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP);
  await page.goto('/collect/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const placed = page.waitForResponse((response) => response.url().includes('/place_demo_order'));
  await page.getByRole('button', { name: 'Place demo order' }).click();
  const body = (await (await placed).json()) as { code: number; data: { order: { name: string } } };
  expect(body.code).toBe(0);
  const name = body.data.order.name;
  await expect(page.getByText(`Demo order ${name} placed`)).toBeVisible();

  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText(name);
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByText('Just placed')).toBeVisible();
  await expectNoSeriousViolations(page);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Skip', exact: true }).first().click();
  await expect(page.getByText('Requests skipped: 1')).toBeVisible();
  await expect(rowOf(page, name).getByText('Skipped by you')).toBeVisible();

  // The state filter finds it among the skipped ones.
  await page.goto('/collect/orders?states=skipped');
  await expect(rowOf(page, name)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collect/orders');
  // Below 768 px each row is a stacked card.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the collect overview shows a card per channel, each opening its screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP);
  await page.goto('/collect');
  await expect(page.getByRole('heading', { level: 1, name: 'Collect reviews' })).toBeVisible();
  for (const title of ['Review request e-mail', 'Reminders', 'Review discount', 'Past orders', 'Orders', 'Outbox']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Open: Orders' })).toHaveAttribute('href', '/collect/orders');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sync past orders: the demo store reads its own orders back, with progress', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP);
  await page.goto('/collect/sync_past_orders');
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await page.getByRole('button', { name: 'Start sync' }).click();
  await expect(page.getByText('Sync finished')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/of \d+ orders \(100%\)/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
