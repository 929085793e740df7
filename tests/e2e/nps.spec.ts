import { expect, type Page, test } from './support/e2e-test';
import { installFakeAppBridge } from '../fakes/fake-app-bridge';
import { NPS_SHOPS } from './support/e2e-fixtures';
import { expectNoSeriousViolations } from './support/e2e-session';

/*
 * The NPS survey (docs/product/nps.md) in the store admin, where a fake `window.shopify` stands in
 * for App Bridge; and a plan gate it sits beside (docs/product/plan-permissions.md).
 */

const SURVEY_TITLE = 'Help us improve Starling Reviews';
/** App Bridge moves its `<ui-nav-menu>` into the store admin's own navigation; the fake leaves it in the page. */
const NAV_MENU = 'ui-nav-menu';

/** Opens `path` as the Shopify admin frames the app: with the shop, its host and App Bridge. */
async function openEmbedded(page: Page, shop: string, path: string): Promise<void> {
  const host = Buffer.from(`admin.shopify.com/store/${shop.replace('.myshopify.com', '')}`).toString('base64url');
  await page.goto(`${path}?shop=${shop}&host=${host}&embedded=1`);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'starling_reviews_discount_modal', value: String(Date.now()), url: 'http://127.0.0.1/' }]);
});

/**
 * Opens `path` again and waits for the shop config the survey is drawn from: the survey's absence
 * is then the server's answer, not a page that has not asked yet.
 */
async function reopenAndExpectSurveyOff(page: Page, shop: string, path: string): Promise<void> {
  const configs = page.waitForResponse((response) => response.url().includes('/api/v1/admin/get_shop_configs'));
  await openEmbedded(page, shop, path);
  expect(await (await configs).json()).toMatchObject({ code: 0, data: { is_show_nps: '0' } });
}

test('a shop asked the survey gives a score and a comment; it is gone for good', async ({ page }) => {
  await page.addInitScript(installFakeAppBridge, { idToken: 'fake-id-token', shop: NPS_SHOPS.submit });
  await openEmbedded(page, NPS_SHOPS.submit, '/settings');
  const survey = page.getByRole('group', { name: /How likely are you to recommend/ });
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toBeVisible();
  await expectNoSeriousViolations(page, { exclude: NAV_MENU });

  // Submit without a score says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose a score from 0 to 10.')).toBeVisible();

  await survey.getByRole('radio', { name: '9', exact: true }).check();
  await page.getByLabel('What could we do better? (optional)').fill('More widget layouts, please.');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/submit_nps'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await answered;
  expect(response.request().postDataJSON()).toEqual({ score: 9, comment: 'More widget layouts, please.' });
  expect(await response.json()).toMatchObject({ code: 0, data: { is_show_nps: '0' } });
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toHaveCount(0);

  await reopenAndExpectSurveyOff(page, NPS_SHOPS.submit, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toHaveCount(0);
});

test('closing the survey hides it for good; a Free shop cannot remove the branding and is shown the plans', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(installFakeAppBridge, { idToken: 'fake-id-token', shop: NPS_SHOPS.close });
  await openEmbedded(page, NPS_SHOPS.close, '/display/write');
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toBeVisible();
  await expect(page.getByRole('radio', { name: '10', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The preview frame is sandboxed against scripts, so axe cannot enter it (storefront specs check the widget itself).
  await expectNoSeriousViolations(page, { exclude: `${NAV_MENU}, iframe` });

  // Arrow keys move along the scale, as in any radio group.
  await page.getByRole('radio', { name: '0', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '1', exact: true })).toBeChecked();

  const dismissed = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/dismiss_nps'));
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  expect((await dismissed).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toHaveCount(0);

  // The gate: the switch is off and disabled, and the plans are one click away.
  const removeBranding = page.getByRole('checkbox', { name: 'Remove the “Reviews by Starling” line' });
  await expect(removeBranding).toBeDisabled();
  await expect(removeBranding).not.toBeChecked();
  await expect(page.getByText('Paid plans can remove it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', /\/plan/);

  await reopenAndExpectSurveyOff(page, NPS_SHOPS.close, '/display/write');
  await expect(removeBranding).toBeDisabled();
  await expect(page.getByRole('heading', { name: SURVEY_TITLE })).toHaveCount(0);
});
