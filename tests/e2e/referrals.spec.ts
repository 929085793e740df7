import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The referral programme on the demo storefront (docs/product/referrals.md): the merchant sets the
 * offer, the demo shopper (the advocate) gets a share link, a friend opens it, claims a code, orders
 * with it at the demo checkout, and sees the result; the advocate's reward e-mail is in the outbox.
 */

const ADVOCATE_EMAIL = 'sam.shopper@example.com';

const WORDS = {
  en: { title: /^Get 15% off your first order$/, email: 'Your e-mail', consent: /I agree that/, submit: 'Get my code', consentRequired: 'Tick the box to receive your code.', claimed: /^Your 15% code$/, shopNow: 'Shop now', followUp: 'See what happens after your order', rewarded: /^Order #D\d+ received$/ },
  de: { title: /^15% Rabatt auf Ihre erste Bestellung$/, email: 'Ihre E-Mail-Adresse', consent: /Ich bin einverstanden/, submit: 'Meinen Code erhalten', consentRequired: 'Setzen Sie das Häkchen, um Ihren Code zu erhalten.', claimed: /^Ihr 15%-Code$/, shopNow: 'Jetzt einkaufen', followUp: 'Sehen, was nach Ihrer Bestellung passiert', rewarded: /^Bestellung #D\d+ erhalten$/ },
} as const;

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The merchant switches the programme on: 15% for the friend, €5 for the advocate. */
async function setOffer(page: Page): Promise<void> {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/referral_offer' });
  await expect(page.getByRole('heading', { level: 1, name: 'Referral offer' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Run the referral programme' }).check();
  const values = page.getByRole('spinbutton', { name: 'Discount value' });
  await values.first().fill('15');
  await page.getByRole('combobox', { name: 'Discount type' }).nth(1).selectOption({ label: 'Fixed amount' });
  await values.nth(1).fill('5');
  const cap = page.getByRole('spinbutton', { name: 'Rewards per customer per month' });
  await cap.fill('0');
  await expect(page.getByText('Enter a whole number from 1 to 100.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Found 1 error/i })).toBeVisible();
  await cap.fill('3');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
}

/** The advocate's share link from the referral card (the storefront sync writes the card after the save). */
async function shareLink(page: Page): Promise<string> {
  await page.goto('/demo-store');
  const card = page.locator('[data-starling-referral]');
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('button', { name: 'Get my link' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
  await card.getByRole('button', { name: 'Get my link' }).click();
  const link = card.getByRole('textbox', { name: 'Your referral link' });
  await expect(link).toHaveValue(/\/referral_share_link\?shop=/);
  const address = new URL(await link.inputValue());
  return `${address.pathname}${address.search}`;
}

for (const language of ['en', 'de'] as const) {
  test(`a friend follows the advocate's link, orders with their code, and the advocate's reward e-mail goes out (${language})`, async ({ page, browser, baseURL }) => {
    const words = WORDS[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await setOffer(page);
    const share = await shareLink(page);

    const friendContext = await browser.newContext({ baseURL, locale: language === 'de' ? 'de-DE' : 'en-US' });
    const friend = await friendContext.newPage();
    await friend.setViewportSize({ width: 390, height: 844 });
    await friend.goto(`${share}&lang=${language}`);
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expectNoSeriousViolations(friend);
    await expectNoSideScroll(friend);
    await friend.getByLabel(words.email).fill(`friend-${language}@example.com`);
    await friend.getByRole('button', { name: words.submit }).click();
    await expect(friend.getByText(words.consentRequired)).toBeVisible();
    await friend.getByRole('checkbox', { name: words.consent }).check();
    await friend.getByRole('button', { name: words.submit }).click();
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText(words.claimed);
    const code = (await friend.getByText(/^FRIEND-[A-Z2-9]{10}$/).textContent())!.trim();
    await expectNoSeriousViolations(friend);
    await expectNoSideScroll(friend);
    const followUp = await friend.getByRole('link', { name: words.followUp }).getAttribute('href');

    // The demo checkout stands in for Shopify's: its order is handled as orders/create.
    const shopUrl = new URL((await friend.getByRole('link', { name: words.shopNow }).getAttribute('href'))!);
    await friend.goto(`${shopUrl.pathname}${shopUrl.search}`);
    await expect(friend.getByLabel('Discount code')).toHaveValue(code);
    await friend.getByLabel('Email').fill(`friend-${language}@example.com`);
    await friend.getByLabel('Street address').fill('9 Oak Road');
    await friend.getByRole('button', { name: 'Place order' }).click();
    await expect(friend.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

    const conversion = new URL(followUp!);
    await friend.goto(`${conversion.pathname}${conversion.search}`);
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText(words.rewarded);
    await expect(friend.getByText(code)).toBeVisible();
    await expectNoSeriousViolations(friend);
    await expectNoSideScroll(friend);
    await friendContext.close();

    // The advocate's reward, sent by the collect mail path, caught in the outbox.
    await page.goto('/collect/outbox');
    const list = page.getByRole('list', { name: 'Caught e-mails' });
    const reward = list.getByRole('button', { name: /Your friend ordered:/ });
    await expect(async () => {
      await page.reload();
      await expect(reward).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
    await expect(reward).toContainText(ADVOCATE_EMAIL);
    await reward.click();
    await expect(page.frameLocator('iframe[title^="The e-mail"]').getByText(/^THANKS-[A-Z2-9]{10}$/)).toBeVisible();
  });
}
