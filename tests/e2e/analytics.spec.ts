import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ANALYTICS_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /data-analyze (docs/product/analytics.md#charts) on the analytics shop: four reviews of the last
 * 30 days (5, 5, 4 and 2 stars) and yesterday's two orders, $40.00 of them from a returning
 * reviewer. The views follow the hash, each chart's table and CSV hold the seeded numbers.
 */

const card = (page: Page, title: string) => page.locator('.Polaris-Card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('/data-analyze switches views by hash, shows each chart with its table, and downloads its CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ANALYTICS_SHOP);
  await page.goto('/data-analyze');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Date range: Last 30 days' })).toBeVisible();

  const distribution = card(page, 'Rating distribution');
  await distribution.getByRole('button', { name: 'Data table of Rating distribution' }).click();
  const rows = distribution.getByRole('row');
  await expect(rows.filter({ hasText: '5 stars' })).toContainText('2');
  await expect(rows.filter({ hasText: '2 stars' })).toContainText('1');
  await expect(card(page, 'Reviews by source').locator('svg').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), distribution.getByRole('button', { name: 'Download CSV of Rating distribution' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ratingDistribution-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await download.path(), 'utf8')).toBe('\uFEFFRating,Reviews\r\n5,2\r\n4,1\r\n3,0\r\n2,1\r\n1,0\r\n');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Conversion and revenue' }).click();
  await expect(page).toHaveURL(/\/data-analyze#conversion-revenue$/);
  const retention = card(page, 'Retention revenue');
  await retention.getByRole('button', { name: 'Data table of Retention revenue' }).click();
  await expect(retention.getByRole('row').filter({ hasText: '$40.00' })).toHaveCount(1);
  const orders = card(page, 'Orders and revenue');
  await orders.getByRole('button', { name: 'Data table of Orders and revenue' }).click();
  await expect(orders.getByRole('row').filter({ hasText: '$65.50' })).toContainText('2');
  await expectNoSeriousViolations(page);

  // The hash is the view: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Conversion and revenue' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Orders and revenue')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, 'Orders and revenue').locator('svg').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
