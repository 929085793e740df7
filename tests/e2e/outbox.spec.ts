import { expect, test } from './support/e2e-test';
import { OUTBOX_CUSTOMER, OUTBOX_SHOP, OUTBOX_SUBJECTS } from './support/e2e-fixtures';
import { expectAccessible, expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The outbox (docs/product/collect-mail.md#outbox): with no SMTP_URL the e2e server catches its
 * mail; the merchant opens it at /collect/outbox, sees the HTML in a frame that runs no script, and
 * the customer's unsubscribe link works without login.
 */

const MAIL_FRAME = 'iframe[title^="The e-mail"]';

test('the outbox shows caught mail, its HTML sandboxed, and its unsubscribe link unsubscribes at once', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OUTBOX_SHOP, { landOn: '/collect/outbox' });
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('Mail is caught here, not delivered')).toBeVisible();
  const list = page.getByRole('list', { name: 'Caught e-mails' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toContainText(OUTBOX_SUBJECTS.newer);
  await expect(list.getByRole('button').nth(1)).toContainText(OUTBOX_SUBJECTS.older);
  await expectNoSeriousViolations(page);

  await list.getByRole('button', { name: new RegExp(OUTBOX_SUBJECTS.newer.replace(/[?]/g, '\\?')) }).click();
  const frame = page.locator(MAIL_FRAME);
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('sandbox')).toBe('');
  await expect(page.frameLocator(MAIL_FRAME).getByRole('heading', { name: OUTBOX_SUBJECTS.newer })).toBeVisible();
  await expect(page.getByText('List-Unsubscribe-Post:')).toBeVisible();
  await expectNoSeriousViolations(page, { exclude: MAIL_FRAME });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // Narrow: the list and the mail stack, nothing wider than the phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(frame).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: MAIL_FRAME });

  // The customer's side: the List-Unsubscribe address, opened without the merchant's session.
  const header = await page.locator('dd').filter({ hasText: '/unsubscribe?t=' }).first().textContent();
  const address = new URL(/<([^>]+)>/.exec(header ?? '')?.[1] ?? '');
  const customer = await page.context().browser()!.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
  const customerPage = await customer.newPage();
  await customerPage.goto(`${address.pathname}${address.search}`);
  await expect(customerPage.getByRole('heading', { level: 1 })).toContainText('Keine E-Mails mehr von');
  await expectAccessible(customerPage);
  await customerPage.getByRole('button', { name: 'Abmelden' }).click();
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText('Sie sind abgemeldet');
  await expect(customerPage.getByRole('status')).toContainText(OUTBOX_CUSTOMER);
  await customerPage.setViewportSize({ width: 390, height: 844 });
  expect(await customerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A changed link gets a clear page, not an error.
  await customerPage.goto(`${address.pathname}${address.search.slice(0, -3)}abc`);
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText('Dieser Link funktioniert nicht');
  await customer.close();
});
