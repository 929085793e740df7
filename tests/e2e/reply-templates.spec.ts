import { expect, test, type Page } from './support/e2e-test';
import { REPLY_TEMPLATES_AUTHOR, REPLY_TEMPLATES_PRODUCT, REPLY_TEMPLATES_SHOP, REPLY_TEMPLATES_TITLE } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Reply templates and review handling (docs/product/collect-manage.md): the merchant writes a
 * template on /settings/reply_review, opens a review in /reviewList, inserts the template (its
 * placeholders filled from that review), edits it, sends the reply and sees it; then sets the
 * managing_reviews rules and follows its link to where the new-review e-mail is set. Both screens are axe-clean at 1440 and 390 px.
 */

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

async function checkAt390(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await ready(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a reply template is created, inserted into the reply to a review with its placeholders filled, edited, sent and shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, REPLY_TEMPLATES_SHOP);
  const stamp = String(Date.now());
  const name = `Thanks for the stars ${stamp}`;

  await page.goto('/settings/reply_review');
  await expect(page.getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible();
  await page.getByRole('button', { name: 'Add template' }).click();
  await page.getByRole('textbox', { name: 'Name' }).last().fill(name);
  await page.getByRole('textbox', { name: 'Reply' }).last().fill('Thank you {{customer_name}} for the 5 stars on {{product_name}}!');
  await expect(page.getByText('Thank you Alex for the 5 stars on Linen apron!')).toBeVisible();
  await saveSettings(page);
  await expectNoSeriousViolations(page);
  await checkAt390(page, '/settings/reply_review', async (p) => {
    await expect(p.getByRole('textbox', { name: 'Name' }).last()).toHaveValue(name);
  });

  await page.goto('/reviewList');
  await page.getByRole('row', { name: new RegExp(REPLY_TEMPLATES_TITLE) }).first().getByText(REPLY_TEMPLATES_TITLE).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
  await dialog.getByRole('combobox', { name: 'Insert template' }).selectOption({ label: name });
  const reply = dialog.getByRole('textbox', { name: 'Reply', exact: true });
  const filled = `Thank you ${REPLY_TEMPLATES_AUTHOR} for the 5 stars on ${REPLY_TEMPLATES_PRODUCT}!`;
  await expect(reply).toHaveValue(filled);
  await expectNoSeriousViolations(page);
  // Still a draft: the merchant adds a line before sending.
  await reply.fill(`${filled} See you soon. ${stamp}`);
  await dialog.getByRole('button', { name: 'Save reply', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Edit reply', exact: true })).toBeVisible();
  await expect(dialog.getByText(`${filled} See you soon. ${stamp}`)).toBeVisible();
});

test('/collect/managing_reviews says reviews are never held for their rating, keeps hold words, and leads to Notifications for the new-review e-mail', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, REPLY_TEMPLATES_SHOP, { landOn: '/collect/managing_reviews' });
  await expect(page.getByRole('heading', { level: 1, name: 'Managing reviews' })).toBeVisible();
  await expect(page.getByText(/never held or hidden because of their star rating/)).toBeVisible();
  const word = `refund${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add a word or phrase' }).fill(word);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'E-mail me when a new review arrives' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Send to' })).toHaveCount(0);
  await saveSettings(page);
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByText(word, { exact: true })).toBeVisible();
  await checkAt390(page, '/collect/managing_reviews', async (p) => {
    await expect(p.getByText(word, { exact: true })).toBeVisible();
  });
  await expect(page.getByText('The e-mail you get about each new review, and the addresses it goes to, are set in Notifications.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'A new review arrives' })).toBeVisible();
});
