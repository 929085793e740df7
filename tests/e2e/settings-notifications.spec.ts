import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /settings/notifications (docs/product/notifications.md): the settings survive a save and a
 * reload, and a review written on the demo storefront reaches the merchant's addresses through
 * the real mail path (queue, SMTP to the loopback catcher, the outbox). English at 1440 px,
 * German at 390 px; axe-clean in both.
 */

const PRODUCT = DEMO_PRODUCTS[3]!;

async function writeReview(page: Page, stars: number, body: string) {
  await page.goto(`/demo-store/products/${handleOf(PRODUCT.title)}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form[data-starling-form]');
  await form.locator(`label[for$="rating-${stars}"]`).click();
  await form.getByLabel('Your review').fill(body);
  await form.getByLabel('Your name').fill('Nora Notify');
  await form.getByLabel('Your e-mail').fill('nora@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status').or(page.getByRole('status')).first()).toBeVisible();
}

test('English at 1440 px: a second address, a 3-star threshold and a daily digest survive a reload, and a storefront review e-mails both addresses', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/notifications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail address 1' })).toHaveValue('owner@demo-store.example');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('textbox', { name: 'E-mail address 2' }).fill('team@demo-store');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail address 2: enter an address like name@example.com').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('textbox', { name: 'E-mail address 2' }).fill('team@demo-store.example');
  await page.getByRole('combobox', { name: 'A low rating is' }).selectOption('3');
  // Polaris draws its own radio over the input: the label is what a merchant clicks.
  await page.getByText('Every morning, for the day before', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail address 2' })).toHaveValue('team@demo-store.example');
  await expect(page.getByRole('combobox', { name: 'A low rating is' })).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'Every morning, for the day before' })).toBeChecked();

  await writeReview(page, 3, 'The lid rattles a little.');
  const subject = `Low rating: 3-star review of ${PRODUCT.title}`;
  // The worker sends it within its poll; the outbox's call says when both have arrived.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/v1/admin/get_outbox_mails', { headers: { Authorization: `Bearer ${token}` } });
        const { mails } = ((await answer.json()) as { data: { mails: { subject: string }[] } }).data;
        return mails.filter((mail) => mail.subject === subject).length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  await page.goto('/collect/outbox');
  const list = page.getByRole('list', { name: 'Caught e-mails' });
  await expect(list.getByRole('button', { name: new RegExp(subject) })).toHaveCount(2);
  await expect(list).toContainText('team@demo-store.example');
  await expect(list).toContainText('owner@demo-store.example');
});

test('German at 390 px: the page in the admin’s language on the screen’s width, a switch saved and still off after a reload', async ({ page }) => {
  const token = await signIn(page, `notify-de-${Date.now().toString(36)}.myshopify.com`);
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  const question = page.getByRole('checkbox', { name: 'Ein Kunde stellt eine Frage' });
  await expect(question).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.getByText('Ein Kunde stellt eine Frage', { exact: true }).click();
  await page.getByText('Nie', { exact: true }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ein Kunde stellt eine Frage' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Nie' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
