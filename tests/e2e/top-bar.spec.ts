import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './support/e2e-test';
import { expectAccessible, signIn } from './support/e2e-session';

/*
 * The standalone top bar fits the screen at every width in the languages whose menu is widest
 * (docs/product/overview.md#top-bar). Measured in the bar at 1440 px, the nine links take 1236 px in
 * Norwegian, 1235 px in German (the language the defect was found in), 1225 px in Danish and
 * 883 px in English; Norwegian's plan badge ("Abonnement: …") is also longer than German's
 * ("Tarif: …"). At each width every control of the bar lies wholly on the screen, each menu entry
 * is either in the bar or behind the overflow menu ("More", or the menu button below 768 px), and
 * Sign out is reachable.
 */

const DEMO_SHOP = 'demo-store.myshopify.com';
const LANGUAGES = ['no', 'de'] as const;
const WIDTHS = [1024, 1280, 390] as const;
const MENU_KEYS = ['dashboard', 'widgets', 'reviews', 'qa', 'collect', 'import', 'integrations', 'settings', 'plan'] as const;

interface ShellWords {
  readonly menu: Record<(typeof MENU_KEYS)[number] | 'open' | 'more', string>;
  readonly account: { readonly signOut: string };
}

function shellWords(lang: string): ShellWords {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'locales', lang, 'shell.json'), 'utf8')) as ShellWords;
}

/** Signs in to the demo store with `lang` as its admin language. */
async function signInIn(page: Page, lang: string): Promise<void> {
  await page.route('**/api/v1/admin/get_user_settings*', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, backend_lang: lang } } });
  });
  await signIn(page, DEMO_SHOP);
}

async function expectWhollyOnScreen(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  const name = await locator.innerText();
  expect(box, name).not.toBeNull();
  expect(box?.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity), `${name} ends on the screen`).toBeLessThanOrEqual(width);
}

for (const lang of LANGUAGES) {
  test(`[${lang}] the top bar fits 1024, 1280 and 390 px: every entry in the bar or behind its menu, and Sign out reachable`, async ({ page }) => {
    const words = shellWords(lang);
    await signInIn(page, lang);
    const bar = page.locator('header');
    const popover = page.locator('.Polaris-Popover');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const compact = width < 768;
      await expect(compact ? bar.getByRole('button', { name: words.menu.open }) : bar.getByRole('navigation')).toBeVisible();
      // The admin starts in English and switches once the shop's language has loaded.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1')).toBeVisible();

      // Every control the bar shows lies wholly on the screen, and the page does not scroll sideways.
      // Read once the bar has settled: it measures again as the language's words and fonts arrive.
      const labels = MENU_KEYS.map((key) => words.menu[key]);
      await expect(async () => {
        for (const control of await bar.locator('a:visible, button:visible').all()) await expectWhollyOnScreen(control, width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (compact) for (const label of labels) expect(await bar.getByRole('link', { name: label, exact: true }).isVisible(), `${label} folded below 768 px`).toBe(false);
      }).toPass({ timeout: 15_000 });
      // Each entry is in the bar or in the overflow menu, wholly on the screen. Asked entry by entry
      // until it holds: a bar that measures once more as the menu opens moves an entry between them
      // (and may draw the menu closed again, so it is opened again while an entry is in neither).
      const overflow = bar.getByRole('button', { name: compact ? words.menu.open : words.menu.more, exact: true });
      const hasOverflow = await overflow.isVisible();
      if (hasOverflow) await overflow.click();
      for (const label of labels) {
        await expect(async () => {
          const inBar = bar.getByRole('link', { name: label, exact: true });
          const inMenu = popover.getByRole('link', { name: label, exact: true });
          const shown = (await inBar.isVisible()) ? inBar : (await inMenu.isVisible()) ? inMenu : null;
          if (!shown && (await overflow.isVisible()) && !(await popover.isVisible())) await overflow.click();
          expect(shown, `${label} in the bar or behind its menu`).not.toBeNull();
          await expectWhollyOnScreen(shown!, width);
        }).toPass({ timeout: 15_000 });
      }
      if (hasOverflow) {
        if (width === 1024) await expectAccessible(page);
        if (!compact) await page.keyboard.press('Escape');
      }

      // Sign out: in the menu panel below 768 px, in the account panel wider.
      if (!compact) await bar.locator('button[aria-haspopup="dialog"]').click();
      const signOut = popover.getByRole('button', { name: words.account.signOut, exact: true });
      await expect(signOut).toBeVisible();
      await expectWhollyOnScreen(signOut, width);
      await page.keyboard.press('Escape');
    }
  });
}
