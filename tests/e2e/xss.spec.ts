import { expect, test, type Page } from './support/e2e-test';
import { XSS_PAYLOADS, XSS_REPLY_TARGET_AUTHOR, XSS_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Review text is shown as text, never executed. xss-store (seeded by support/e2e-seed.ts)
 * has one review per payload with that payload as author, title, body and reply.
 */

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], iframe[srcdoc], svg[onload], main script')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, XSS_SHOP);
});

test('the list shows payload authors and titles as text', async ({ page }) => {
  await page.goto('/reviewList');
  await expect(page.getByText(`Page 1 of 1 · ${XSS_PAYLOADS.length + 1} reviews`)).toBeVisible();
  for (const payload of XSS_PAYLOADS) {
    const row = page.getByRole('row').filter({ hasText: payload });
    await expect(row.getByText(payload, { exact: true })).toHaveCount(2);
  }
  await expectNothingRan(page);
  await expectNoSeriousViolations(page);
});

test('the detail shows payload author, title, body and reply as text', async ({ page }) => {
  await page.goto('/reviewList');
  for (const payload of XSS_PAYLOADS) {
    await page.getByRole('row').filter({ hasText: payload }).getByText(payload, { exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `Review by ${payload}` });
    await expect(dialog).toBeVisible();
    // Title, body and reply.
    await expect(dialog.getByText(payload, { exact: true })).toHaveCount(3);
    await expectNothingRan(page);
    if (payload === XSS_PAYLOADS[0]) await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expectNothingRan(page);
});

test('a reply written in the editor with HTML and script renders as text and never runs', async ({ page }) => {
  await page.goto('/reviewList');
  await page.getByRole('cell', { name: XSS_REPLY_TARGET_AUTHOR, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Review by ${XSS_REPLY_TARGET_AUTHOR}` });
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Reply', exact: true }).fill(XSS_PAYLOADS.join('\n'));
  await dialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  for (const payload of XSS_PAYLOADS) await expect(dialog.getByText(payload, { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('dialog', { name: `Review by ${XSS_REPLY_TARGET_AUTHOR}` }).getByText(XSS_PAYLOADS[1], { exact: false })).toBeVisible();
  await expectNothingRan(page);
  await expectNoSeriousViolations(page);
});
