import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the admin boots into a Polaris page in English by default', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Starling Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Starling Reviews' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the admin speaks the requested language and falls back to English for unknown ones', async ({ page }) => {
  await page.goto('/?lang=de');
  await expect(page.getByRole('heading', { name: 'Willkommen bei Starling Reviews' })).toBeVisible();

  await page.goto('/?lang=zh_TW');
  await expect(page.getByRole('heading', { name: '歡迎使用 Starling Reviews' })).toBeVisible();

  await page.goto('/?lang=xx-unknown');
  await expect(page.getByRole('heading', { name: 'Welcome to Starling Reviews' })).toBeVisible();
});

test('the smoke page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Welcome to Starling Reviews' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
