import { createHmac } from 'node:crypto';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { startWebhookReceiver } from '../server/support/webhook-receiver';
import { expect, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Outgoing webhooks (docs/product/webhooks.md): the merchant registers a receiver on loopback
 * (development store mode takes loopback addresses) on /settings/api, a shopper writes a review on
 * the demo storefront, and the receiver gets it signed with the secret the page showed once; the
 * delivery log says it was delivered. The same review reaches the development store's Shopify Flow
 * record as "Review published" (docs/product/shopify-flow.md), listed on the same page. English at
 * 1440 px, German at 390 px, axe-clean in both.
 */

test('English at 1440 px: a review written on the demo storefront reaches the registered receiver, signed, and the Shopify Flow record; the logs show both', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/api' });
    await expect(page.getByRole('heading', { name: 'Webhook endpoints' })).toBeVisible();
    const url = `${receiver.url}/${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    await expect(page.getByRole('heading', { name: url })).toBeVisible();
    await expectNoSeriousViolations(page);

    const title = `Webhook trip ${Date.now()}`;
    await page.goto(`/demo-store/products/${handleOf(DEMO_PRODUCTS[2]!.title)}`);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.locator('form[data-starling-form]');
    await form.locator('label[for$="rating-5"]').click();
    await form.getByLabel('Title (optional)').fill(title);
    await form.getByLabel('Your review').fill('Arrived by webhook.');
    await form.getByLabel('Your name').fill('Hook Shopper');
    await form.getByLabel('Your e-mail').fill('shopper@example.com');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you! Your review is now on the page.')).toBeVisible();

    await expect.poll(() => receiver.received.filter((delivery) => delivery.body.includes(title)).length, { timeout: 30_000 }).toBe(2);
    const mine = receiver.received.filter((delivery) => delivery.body.includes(title));
    expect(mine.map((delivery) => delivery.headers['x-starling-event'])).toEqual(['review.created', 'review.published']);
    for (const delivery of mine) {
      const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.headers['x-starling-signature'] ?? '') ?? [];
      expect(createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')).toBe(signature);
    }

    await page.goto('/settings/api');
    const log = page.getByRole('table').first();
    await expect(log.getByText('Delivered').first()).toBeVisible();
    await expect(log.getByText('Review published').first()).toBeVisible();

    // Shopify Flow: the trigger the development store recorded, with the review's payload.
    await expect(page.getByRole('heading', { name: 'Shopify Flow triggers' })).toBeVisible();
    await expect(page.getByText('Development store: triggers are recorded here and in the server log instead of going to Shopify Flow.')).toBeVisible();
    const flowRow = page.getByRole('row').filter({ hasText: `"Review title":"${title}"` });
    await expect(async () => {
      await page.reload();
      await expect(flowRow.getByText('Sent')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(flowRow.getByText('Review published')).toBeVisible();
    await expect(flowRow.getByText(/^Review #\d+$/)).toBeVisible();
    await expect(flowRow.getByText(/"customer_id":7001/)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Removing asks first, then the endpoint is gone.
    await page.getByRole('heading', { name: url }).locator('xpath=ancestor::div[contains(@class,"Polaris-BlockStack")][1]').getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this endpoint?' });
    await dialog.getByRole('button', { name: 'Remove endpoint' }).click();
    await expect(page.getByRole('heading', { name: url })).toBeHidden();
  } finally {
    await receiver.close();
  }
});

test('German at 390 px: the endpoints section and its form, axe-clean, and a refused address named on the field', async ({ page }) => {
  const token = await signIn(page, `webhooks-de-${Date.now().toString(36)}.myshopify.com`);
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/api');
  await expect(page.getByRole('heading', { name: 'Webhook-Endpunkte' })).toBeVisible();
  await page.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
  await expect(page.getByText('Geben Sie die Adresse des Endpunkts ein.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Endpunkt-URL' }).fill('ftp://example.com/hooks');
  await page.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
  await expect(page.getByText('Geben Sie eine vollständige https://-Adresse ein.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
