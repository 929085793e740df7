import { expect, test, type Page } from './support/e2e-test';
import { encodePng } from '../../server/infrastructure/db/seed/png-encoder';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /collect/orders and /collect on the seeded demo store (development store mode): the whole
 * request path as a merchant and a customer walk it (demo order, "Send now", the caught e-mail,
 * its link at 390 px, a review with a photo, found in /reviewList); then place a demo order, find
 * it scheduled at the top, skip it, and see the overview's cards; axe at 1440 and 390 px.
 */

const DEMO_SHOP = 'demo-store.myshopify.com';


/** The row of the order named `name` (its first cell holds the name). */
const rowOf = (page: Page, name: string) => page.locator('tr').filter({ has: page.getByText(name, { exact: true }) });

/** The customer's photo: big enough for the form (200 × 200 at least). */
const PHOTO = Buffer.from(encodePng(240, 240, new Uint8Array(240 * 240 * 3).fill(90)));

test('the whole path: a demo order, "Send now", the e-mail in the outbox, its link, a review with a photo in /reviewList', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP, { landOn: '/collect/orders' });
  const placed = page.waitForResponse((response) => response.url().includes('/place_demo_order'));
  await page.getByRole('button', { name: 'Place demo order' }).click();
  const { data } = (await (await placed).json()) as { data: { order: { name: string; customer_email: string } } };
  const name = data.order.name;
  const customerEmail = data.order.customer_email;
  const row = rowOf(page, name);
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();

  // Fast-forward: the request goes now instead of in seven days.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send now' }).first().click();
  await expect(page.getByText('Requests sent now: 1')).toBeVisible();

  // The worker sends it through SMTP to the development catcher; the outbox shows it.
  await page.goto('/collect/outbox');
  const list = page.getByRole('list', { name: 'Caught e-mails' });
  // The demo customers repeat: their newest mail is the first of theirs in the list.
  const mail = list.getByRole('button', { name: new RegExp(customerEmail.replace(/[.]/g, '\\.')) }).first();
  await expect(async () => {
    await page.reload();
    await expect(mail).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await mail.click();
  await expect(page.getByText('List-Unsubscribe-Post:')).toBeVisible();
  const text = (await page.locator('pre').first().textContent()) ?? '';
  const link = /https?:\/\/\S+review_form\?token=[^\s&]+/.exec(text)?.[0];
  expect(link, 'the e-mail carries a review link').toBeTruthy();

  // The customer, on a phone, without signing in.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const address = new URL(link!);
  await customer.goto(`${address.pathname}${address.search}`);
  const form = customer.locator('form.starling-form').first();
  await form.locator('label.starling-form__star').nth(3).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const title = `Cosy from ${name}`;
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Your review').fill('Warm, soft and exactly the colour of the photos.');
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'worn.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(customer.getByText(/^Thank you! Your review (is published|will appear once the shop has read it)\.$/)).toBeVisible();
  await customer.close();

  // The merchant finds it, verified, from the e-mail; the order says it was reviewed.
  await page.goto('/reviewList');
  await page.getByText(title).first().click();
  await expect(page.getByText(/· Email request$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/collect/orders');
  await expect(rowOf(page, name).getByText('Reviewed', { exact: true })).toBeVisible();
});

test('place a demo order: it appears scheduled at the top; skip it: it is skipped', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP, { landOn: '/collect/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const placed = page.waitForResponse((response) => response.url().includes('/place_demo_order'));
  await page.getByRole('button', { name: 'Place demo order' }).click();
  const body = (await (await placed).json()) as { code: number; data: { order: { name: string } } };
  expect(body.code).toBe(0);
  const name = body.data.order.name;
  await expect(page.getByText(`Demo order ${name} placed`)).toBeVisible();

  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText(name);
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByText('Just placed')).toBeVisible();
  await expectNoSeriousViolations(page);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Skip', exact: true }).first().click();
  await expect(page.getByText('Requests skipped: 1')).toBeVisible();
  await expect(rowOf(page, name).getByText('Skipped by you')).toBeVisible();

  // The state filter finds it among the skipped ones.
  await page.goto('/collect/orders?states=skipped');
  await expect(rowOf(page, name)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collect/orders');
  // Below 768 px each row is a stacked card.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('on a phone (390 px): select mode ticks the demo order\'s row and "Skip" in the bar skips it; axe with select mode on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_SHOP, { landOn: '/collect/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const placed = page.waitForResponse((response) => response.url().includes('/place_demo_order'));
  await page.getByRole('button', { name: 'Place demo order' }).click();
  const name = ((await (await placed).json()) as { data: { order: { name: string } } }).data.order.name;
  const row = page.locator('.Polaris-IndexTable__CondensedList > li').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await row.getByRole('checkbox', { name: 'Select order' }).check();
  await expect(bar.getByText('1 selected')).toBeVisible();
  await expectNoSeriousViolations(page);

  await bar.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByText('Requests skipped: 1')).toBeVisible();
  await expect(row.getByText('Skipped by you')).toBeVisible();
  await expect(bar).toBeHidden();
});

test('the collect overview shows a card per channel, each opening its screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP, { landOn: '/collect' });
  await expect(page.getByRole('heading', { level: 1, name: 'Collect reviews' })).toBeVisible();
  for (const title of ['Review request e-mail', 'Reminders', 'Review discount', 'Past orders', 'Orders', 'Outbox']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Open: Orders' })).toHaveAttribute('href', '/collect/orders');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sync past orders: the demo store reads its own orders back, with progress', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP, { landOn: '/collect/sync_past_orders' });
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await page.getByRole('button', { name: 'Start sync' }).click();
  await expect(page.getByText('Sync finished')).toBeVisible();
  await expect(page.getByText(/of \d+ orders \(100%\)/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
