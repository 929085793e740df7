import { expect, type Page, test } from './support/e2e-test';
import { WIDGET_ALLOWANCE_SHOPS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The Free plan's storefront widget allowance (docs/product/plan-permissions.md#widgets): a new
 * shop starts with six widgets on, all Free allows; one more is refused and explained with the way
 * to the plans, nothing changes, and switching another off makes room.
 */

const widgetSwitch = (page: Page, widget: string) => page.getByRole('switch', { name: `Show ${widget} on the store` });

test('the widgets list explains the Free allowance, keeps the switch off, and takes it once another is off', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, WIDGET_ALLOWANCE_SHOPS.list, { landOn: '/widgetsList' });
  await expect(widgetSwitch(page, 'Side tab')).toHaveAttribute('aria-checked', 'false');

  await widgetSwitch(page, 'Side tab').click();
  const banner = page.locator('.Polaris-Banner').filter({ hasText: 'All the widgets of your Free plan are switched on' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('The Free plan shows up to 6 storefront widgets at once.', { exact: false })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan?source=navigation');
  await expect(widgetSwitch(page, 'Side tab')).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousViolations(page);

  // Still off after a reload: the refused save changed nothing.
  await page.reload();
  await expect(widgetSwitch(page, 'Side tab')).toHaveAttribute('aria-checked', 'false');

  await widgetSwitch(page, 'Review summary').click();
  await expect(widgetSwitch(page, 'Review summary')).toHaveAttribute('aria-checked', 'false');
  await widgetSwitch(page, 'Side tab').click();
  await expect(widgetSwitch(page, 'Side tab')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('All the widgets of your Free plan are switched on')).toHaveCount(0);

  await page.reload();
  await expect(widgetSwitch(page, 'Side tab')).toHaveAttribute('aria-checked', 'true');
  await expect(widgetSwitch(page, 'Review summary')).toHaveAttribute('aria-checked', 'false');

  await page.setViewportSize({ width: 390, height: 844 });
  await widgetSwitch(page, 'Store reviews').click();
  // The switch is far down the phone's screen: the explanation is brought into view.
  await expect(banner).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('at 390 px in German, a widget page lists the allowance in its error banner and leads to the plans', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, WIDGET_ALLOWANCE_SHOPS.settings, { landOn: '/settings/language' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();

  await page.goto('/display/tab');
  await page.getByRole('checkbox', { name: 'Seitenreiter anzeigen' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const banner = page.locator('.Polaris-Banner').filter({ hasText: 'Der Free-Tarif zeigt bis zu 6 Shop-Widgets gleichzeitig' });
  await expect(banner).toBeVisible();
  await expect(banner).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The preview is the storefront's own page, checked by the storefront specs.
  await expectNoSeriousViolations(page, { exclude: 'iframe[title]' });

  // The refused switch is still unsaved: leaving for the plans inside the app asks first.
  await banner.getByRole('link', { name: 'Tarife ansehen' }).click();
  await page.getByRole('dialog', { name: 'Seite mit nicht gespeicherten Änderungen verlassen?' }).getByRole('button', { name: 'Seite verlassen' }).click();
  await expect(page).toHaveURL(/\/plan\?source=navigation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
