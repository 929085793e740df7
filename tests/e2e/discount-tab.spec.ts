import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './support/e2e-test';
import { signIn } from './support/e2e-session';
import { WIDGET_ALLOWANCE_SHOPS } from './support/e2e-fixtures';

/*
 * A Free shop's upgrade offer (src/ui/shell/discount-tab.tsx) floats on every page but /plan. At
 * 390 px the page's cards reach the screen's edges, and the tab once sat over them on the right
 * edge; it must cover none of the page's words, controls or cards, while staying a button that
 * leads to the plans. At 1440 px it stays the tab on the right edge. The shop is past its setup
 * guide's redirect and inside its new-install offer; signIn's cookie keeps the offer's modal shut.
 */

const SHOP = WIDGET_ALLOWANCE_SHOPS.list;

interface Words {
  readonly shell: { readonly discount: { readonly discountPercentOff: string; readonly tabLabel: string } };
  readonly h1: { readonly dashboard: string; readonly reviews: string };
}

function locale(lang: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'locales', lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

function words(lang: string): Words {
  const shell = locale(lang, 'shell') as unknown as Words['shell'] & { menu: { dashboard: string } };
  return { shell, h1: { dashboard: shell.menu.dashboard, reviews: (locale(lang, 'reviews') as { title: string }).title } };
}

function tabOf(page: Page, lang: string): Locator {
  const { discountPercentOff, tabLabel } = words(lang).shell.discount;
  const offer = discountPercentOff.replace('{{percent}}', '20');
  return page.getByRole('button', { name: tabLabel.replace('{{offer}}', offer), exact: true });
}

/** Signs in to the Free shop with `lang` as its admin language. */
async function signInIn(page: Page, lang: string): Promise<void> {
  const token = await signIn(page, SHOP);
  if (lang === 'en') return;
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: lang } });
  expect(saved.ok()).toBe(true);
}

/**
 * What of the page's content the tab's box overlaps where the page now stands: each run of text,
 * each control and each card in the main landmark (the tab itself aside), named for the failure.
 */
async function contentUnder(tab: Locator): Promise<string[]> {
  return tab.evaluate((button) => {
    const area = button.getBoundingClientRect();
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.left < area.right && rect.right > area.left && rect.top < area.bottom && rect.bottom > area.top;
    const main = button.closest('main') ?? document.body;
    const covered: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(`text "${text.slice(0, 40)}"`);
    }
    const boxes = main.querySelectorAll('button, a, input, select, textarea, [role="button"], h1, h2, h3, .Polaris-ShadowBevel, .Polaris-LegacyCard');
    for (const element of boxes) {
      if (element === button || !element.checkVisibility()) continue;
      if (overlaps(element.getBoundingClientRect())) covered.push(`${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 40) ?? ''}"`);
    }
    return covered;
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`[${lang}] at 390 px the offer's tab covers none of the page, at its top or its end, and still leads to the plans`, async ({ page }) => {
    const { h1 } = words(lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInIn(page, lang);
    const tab = tabOf(page, lang);

    // A page that fits the screen: its title, its actions and its one review all clear of the tab.
    await page.goto('/reviewList');
    await expect(page.getByRole('heading', { level: 1, name: h1.reviews })).toBeVisible();
    await expect(tab).toBeVisible();
    await expect(page.getByText('Cup Buyer', { exact: true })).toBeVisible();
    await expect.poll(() => contentUnder(tab)).toEqual([]);

    // A long page: clear of its title and first action at the top, and of its last lines at the end.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: h1.dashboard })).toBeVisible();
    // The offer's tab comes with its own chunk and request, possibly after the title.
    await expect(tab).toBeVisible();
    const tabBox = await tab.boundingBox();
    for (const part of [page.getByRole('heading', { level: 1 }), page.getByRole('main').getByRole('button').first()]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(tabBox).not.toBeNull();
      if (!box || !tabBox) continue;
      const apart = box.x + box.width <= tabBox.x || tabBox.x + tabBox.width <= box.x || box.y + box.height <= tabBox.y || tabBox.y + tabBox.height <= box.y;
      expect(apart, `the tab clears ${await part.innerText()}`).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    await expect.poll(() => contentUnder(tab)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Reachable by keyboard, and it still leads to the plans.
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/plan\?source=navigation$/);
  });
}

test('at 1440 px the offer stays the tab on the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInIn(page, 'en');
  await page.goto('/reviewList');
  const tab = tabOf(page, 'en');
  await expect(tab).toBeVisible();
  const box = await tab.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1440);
  expect(Math.round(box?.y ?? 0)).toBe(360);
  expect(box?.width ?? Infinity).toBeLessThan(100);
});
