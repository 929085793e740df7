import { expect, test, type Page } from './support/e2e-test';
import { expectAccessible, expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The review-request e-mail template (docs/product/collect-emails.md): the merchant edits the
 * subject and heading, the preview (drawn by the server's e-mail renderer) follows, the save
 * survives a reload, the preview switches to a phone's width, and the screen is axe clean at
 * 1440 and 390 px.
 */

const SHOP = 'email-templates-store.myshopify.com';
const PREVIEW_FRAME = 'iframe[title="Preview of the e-mail"]';

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test('edit the request e-mail, see the preview follow, save, reload, and look at it on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SHOP, { landOn: '/collect/review-request/request_1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Review request e-mail' })).toBeVisible();
  const frame = page.frameLocator(PREVIEW_FRAME);
  await expect(frame.locator('h1')).toHaveText('Hi Alex, how did we do?');

  const stamp = String(Date.now()).slice(-6);
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill(`Order {{order_number}} from {{shop_name}} ${stamp}`);
  const heading = page.getByRole('textbox', { name: 'Heading' });
  await heading.fill(`Thanks <b>{{customer_name}}</b> ${stamp}`);
  // The preview is the renderer's: placeholders filled, the customer's text escaped.
  await expect(frame.locator('h1')).toHaveText(`Thanks <b>Alex</b> ${stamp}`);
  await expect(page.getByTestId('preview-subject')).toHaveText(new RegExp(`^Order #1001 from .+ ${stamp}$`));
  await expect(frame.locator('a[aria-label="5 out of 5 stars"]')).toHaveCount(2);

  await saveSettings(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Order {{order_number}} from {{shop_name}} ${stamp}`);
  await expect(frame.locator('h1')).toHaveText(`Thanks <b>Alex</b> ${stamp}`);

  // Trigger days of 90 are refused by the domain rule, at the field.
  const days = page.getByLabel('Days after the order');
  await days.fill('90');
  await expect(page.getByText('Enter a whole number of days greater than 0 and less than 90.')).toBeVisible();
  await days.fill('7');

  await expect(page.locator(PREVIEW_FRAME)).toHaveCSS('width', '600px');
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(page.locator(PREVIEW_FRAME)).toHaveCSS('width', '375px');
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collect/review-request/request_2');
  await expect(page.getByRole('heading', { level: 1, name: 'First reminder' })).toBeVisible();
  await expect(frame.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
});

test('the e-mail itself passes axe as a page of its own', async ({ page }) => {
  const token = await signIn(page, SHOP);
  const response = await page.request.post('/api/v1/admin/preview_email_template', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'request_1', settings: {} },
  });
  const { html } = ((await response.json()) as { data: { html: string } }).data;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(html);
  await expectAccessible(page);
});

test('the preview shows the whole mail: the desktop width beside the editor and the phone width on a phone are scaled to the column', async ({ page }) => {
  await signIn(page, SHOP);
  const frame = page.locator(PREVIEW_FRAME);
  // The subject line spans the preview's column: the mail may not reach past it on either side.
  const column = page.getByTestId('preview-subject').locator('xpath=..');
  const expectWithinColumn = async () => {
    const [frameBox, columnBox] = [await frame.boundingBox(), await column.boundingBox()];
    if (!frameBox || !columnBox) throw new Error('The preview is not drawn.');
    expect(frameBox.x).toBeGreaterThanOrEqual(columnBox.x - 0.5);
    expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(columnBox.x + columnBox.width + 0.5);
    // Scaled as a whole: the mail keeps its proportions rather than being squeezed.
    expect(frameBox.height / frameBox.width).toBeCloseTo(640 / Number.parseFloat(await frame.evaluate((element) => getComputedStyle(element).width)), 2);
  };

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/collect/review-request/request_1');
  await expect(page.frameLocator(PREVIEW_FRAME).locator('h1')).toBeVisible();
  await expect(frame).toHaveAttribute('data-width', 'desktop');
  await expectWithinColumn();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(frame).toHaveAttribute('data-width', 'mobile');
  await expectWithinColumn();
});

test('the update request, sent at once, opens with its preview in English and in German', async ({ page }) => {
  await signIn(page, SHOP);
  const preview = page.frameLocator('iframe[title]').locator('h1');
  const failure = page.locator('.Polaris-Banner--toneCritical');
  await page.goto('/collect/update_review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview).toBeVisible();
  await expect(failure).toHaveCount(0);

  await page.goto('/settings/language');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await page.goto('/collect/update_review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview).toBeVisible();
  await expect(failure).toHaveCount(0);
});
