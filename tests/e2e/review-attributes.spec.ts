import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Review attributes (docs/product/collect-attributes.md): the merchant adds a required question
 * for one demo product, a shopper answers it on the demo storefront's review form, and the
 * merchant reads the answer in the review's detail in /reviewList; then deletes the question.
 */

const PRODUCT = DEMO_PRODUCTS[8]!;
const PRODUCT_PATH = `/demo-store/products/${handleOf(PRODUCT.title)}`;

async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test('a question added in /collect/attributes is asked on the storefront form, and its answer shows in /reviewList', async ({ page }) => {
  const stamp = String(Date.now());
  const question = `How does it fit? ${stamp}`;
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/collect/attributes' });
  await expect(page.getByRole('heading', { level: 1, name: 'Review attributes' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add attribute' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add attribute' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Runs small');
  await page.getByRole('textbox', { name: 'Answer 2' }).fill('True to size');
  await page.getByRole('button', { name: 'Add answer' }).click();
  await page.getByRole('textbox', { name: 'Answer 3' }).fill('Runs large');
  await page.getByText('Required: the review cannot be sent without it').click();
  await page.getByText('Chosen products', { exact: true }).click();
  await page.getByRole('button', { name: 'Choose products' }).click();
  const picker = page.getByRole('dialog', { name: 'Select products' });
  await expect(picker).toBeVisible();
  await picker.getByRole('textbox').fill(PRODUCT.title);
  await picker.getByRole('checkbox', { name: PRODUCT.title, exact: true }).check();
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('Products chosen: 1')).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(stamp) })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/collect\/attributes\/\d+$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collect/attributes');
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The shopper's form asks it once the storefront sync has written the questions.
  await page.goto(PRODUCT_PATH);
  await reloadUntil(page, async () => (await page.getByText(question).count()) > 0);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form[data-starling-form]');
  const fit = form.getByRole('group', { name: new RegExp(stamp) });
  await expect(fit).toBeVisible();
  await expectNoSeriousViolations(page);
  await form.locator('label[for$="rating-4"]').click();
  await form.getByLabel('Your review').fill(`Warm and soft ${stamp}`);
  await form.getByLabel('Your name').fill('Mia Fields');
  await form.getByLabel('Your e-mail').fill('mia@example.com');
  // Required: not sent without an answer.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(fit.getByText('Please fill in this field.')).toBeVisible();
  await fit.getByLabel('True to size').check();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: 'Submit review' }).click();
  // The thank-you line itself: a review on the page may say "Thank you!" too.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

  // The merchant reads the answer in the review's detail.
  await page.goto('/reviewList');
  const row = page.getByRole('row', { name: new RegExp(stamp) });
  await expect(row).toBeVisible();
  await row.getByText(`Warm and soft ${stamp}`).click();
  const detail = page.getByRole('dialog', { name: /Review by Mia/ });
  await expect(detail.getByText('Answers to your questions')).toBeVisible();
  await expect(detail.getByText(question)).toBeVisible();
  await expect(detail.getByText('True to size')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  // Deleted again, so the demo form is as it was.
  await page.goto('/collect/attributes');
  await page.getByRole('button', { name: `Delete “${question}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: question })).toHaveCount(0);
});
