import { expect, test, type Locator, type Page } from './support/e2e-test';
import { signIn } from './support/e2e-session';

/*
 * At 390 px Polaris' Page has no side margin and its cards reach the screen's edges: the words and
 * controls placed beside the cards keep the cards' inner margin instead (PageGutter, and the
 * annotated section's stylesheet in the kit), at least 12 px from either edge.
 */

const WIDTH = 390;
const MIN_MARGIN_PX = 12;

async function expectOffTheEdges(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const where = `${await target.evaluate((element) => element.textContent?.trim().slice(0, 40) || element.tagName)} on ${new URL(page.url()).pathname}`;
  // Measured once the screen has settled: a control drawn again while loading has no box for a moment.
  await expect(async () => {
    const box = await target.boundingBox();
    expect(box, where).not.toBeNull();
    expect(box?.x, `${where}: left margin`).toBeGreaterThanOrEqual(MIN_MARGIN_PX);
    expect(WIDTH - ((box?.x ?? 0) + (box?.width ?? WIDTH)), `${where}: right margin`).toBeGreaterThanOrEqual(MIN_MARGIN_PX);
  }).toPass({ timeout: 10_000 });
}

test('at 390 px headings and controls beside the cards keep at least 12 px from both edges', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await signIn(page, 'demo-store.myshopify.com', { landOn: '/settings/language' });
  await expectOffTheEdges(page, page.getByRole('heading', { level: 2, name: 'Admin language' }));
  await expectOffTheEdges(page, page.getByText('Choose the language of the Starling Reviews admin.'));

  await page.goto('/reviewList');
  await expectOffTheEdges(page, page.getByText('Press ? for keyboard shortcuts.'));

  await page.goto('/import');
  await expectOffTheEdges(page, page.getByRole('heading', { level: 2, name: 'Past imports' }));

  await page.goto('/import/file_import');
  await expectOffTheEdges(page, page.getByText(/^Step 1 of 4/));

  await page.goto('/collect/review-request/request_1');
  await expectOffTheEdges(page, page.getByRole('navigation', { name: 'Request and reminders' }).locator('a, button').first());

  await page.goto('/data-analyze');
  await expectOffTheEdges(page, page.getByRole('button', { name: 'Last 30 days' }));
  await expectOffTheEdges(page, page.getByRole('combobox', { name: 'Chart theme' }));
});
