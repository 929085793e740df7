import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './support/e2e-test';
import { ANALYTICS_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /data-analyze (docs/product/analytics.md#charts) on the analytics shop: four reviews of the last
 * 30 days (5, 5, 4 and 2 stars) and yesterday's two orders, $40.00 of them from a returning
 * reviewer. The views follow the hash, each chart's table and CSV hold the seeded numbers.
 */

/** A chart's table, once its "Show data table" button has opened it. */
async function openTable(page: Page, chart: string) {
  await page.getByRole('button', { name: `Data table of ${chart}` }).click();
  return (row: string) => page.getByRole('row').filter({ hasText: row }).first();
}

test('/data-analyze switches views by hash, shows each chart with its table, and downloads its CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ANALYTICS_SHOP, { landOn: '/data-analyze' });
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Date range: Last 30 days' })).toBeVisible();

  // Each chart is drawn on a canvas named by its title, once the chart library has loaded.
  await expect(page.getByRole('img', { name: 'Rating distribution' })).toBeVisible();
  const distribution = await openTable(page, 'Rating distribution');
  // A row's cells, as the merchant reads them.
  const cells = async (row: ReturnType<typeof distribution>) => (await row.innerText()).split(/\s*\t\s*|\s*\n\s*/);
  expect(await cells(distribution('5 stars'))).toEqual(['5 stars', '2']);
  expect(await cells(distribution('2 stars'))).toEqual(['2 stars', '1']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV of Rating distribution' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ratingDistribution-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await download.path(), 'utf8')).toBe('\uFEFFRating,Reviews\r\n5,2\r\n4,1\r\n3,0\r\n2,1\r\n1,0\r\n');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Conversion and revenue' }).click();
  await expect(page).toHaveURL(/\/data-analyze#conversion-revenue$/);
  await expect(page.getByRole('img', { name: 'Orders and revenue' })).toBeVisible();
  const retention = await openTable(page, 'Retention revenue');
  await expect(retention('$40.00')).toBeVisible();
  const orders = await openTable(page, 'Orders and revenue');
  expect((await cells(orders('$65.50'))).slice(1)).toEqual(['2', '$65.50']);
  await expectNoSeriousViolations(page);

  // The hash is the view: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Conversion and revenue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Orders and revenue' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Data table of Orders and revenue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
