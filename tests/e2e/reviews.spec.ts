import { expect, test, type Page } from './support/e2e-test';
import { BULK_SHOP, BULK_UNPUBLISHED, FLOW_MATCHES, FLOW_SHOPS, FLOW_TITLE, KEYS_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /reviewList against the real server, on shops of support/e2e-fixtures.ts shaped for each test.
 */

const FLOW_FILTER = '/reviewList?ratings=1&resource_types=2&date_range=3&publishes=2';

/** The UI text the moderation flow reads, per admin language (public/locales/<lang>/reviews.json). */
const UI = {
  en: {
    title: 'Manage reviews',
    ratingFilter: 'Rating',
    total: (count: number) => `Page 1 of 1 · ${count} reviews`,
    reply: 'Reply',
    replyField: 'Reply',
    saveReply: 'Save reply',
    editReply: 'Edit reply',
    publish: 'Publish',
    unpublish: 'Unpublish',
    replyText: 'Sorry to hear that, we will make it right.',
  },
  de: {
    title: 'Bewertungen verwalten',
    ratingFilter: 'Sterne',
    total: (count: number) => `Seite 1 von 1 · ${count} Bewertungen`,
    reply: 'Antworten',
    replyField: 'Antwort',
    saveReply: 'Antwort speichern',
    editReply: 'Antwort bearbeiten',
    publish: 'Veröffentlichen',
    unpublish: 'Verbergen',
    replyText: 'Das tut uns leid, wir kümmern uns darum.',
  },
  ja: {
    title: 'レビュー管理',
    ratingFilter: '評価',
    total: (count: number) => `1 / 1 ページ · レビュー ${count} 件`,
    reply: '返信する',
    replyField: '返信',
    saveReply: '返信を保存',
    editReply: '返信を編集',
    publish: '公開する',
    unpublish: '非公開にする',
    replyText: 'ご不便をおかけして申し訳ありません。',
  },
} as const;

async function moderationFlow(page: Page, language: keyof typeof UI): Promise<void> {
  const ui = UI[language];
  const token = await signIn(page, FLOW_SHOPS[language]);
  if (language !== 'en') {
    const saved = await page.request.post('/api/v1/admin/save_shop_settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { backend_lang: language },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.goto(FLOW_FILTER);
  await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();
  await expect(page.getByText(ui.total(FLOW_MATCHES))).toBeVisible();
  // The applied filter, in the admin's language.
  await expect(page.getByText(`${ui.ratingFilter}: 1`, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('row', { name: new RegExp(FLOW_TITLE) }).first().getByText(FLOW_TITLE).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img').first()).toBeVisible();
  await dialog.getByRole('button', { name: ui.reply, exact: true }).click();
  await dialog.getByRole('textbox', { name: ui.replyField, exact: true }).fill(ui.replyText);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: ui.saveReply, exact: true }).click();
  // Saved: the editor has closed and the reply reads as text.
  await expect(dialog.getByRole('button', { name: ui.editReply, exact: true })).toBeVisible();
  await expect(dialog.getByText(ui.replyText)).toBeVisible();
  await dialog.getByRole('button', { name: ui.publish, exact: true }).click();
  await expect(dialog.getByRole('button', { name: ui.unpublish, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Published, it no longer matches "unpublished": the count drops.
  await expect(page.getByText(ui.total(FLOW_MATCHES - 1))).toBeVisible();
}

test('filter 1-star photo reviews of the last 30 days, open one, reply, publish it, and the count changes', async ({ page }) => {
  await moderationFlow(page, 'en');
});

for (const language of ['de', 'ja'] as const) {
  test(`the same flow with the admin in ${language}`, async ({ page }) => {
    await moderationFlow(page, language);
  });
}

test('the filter and the open review live in the URL: reload and back keep them', async ({ page }) => {
  await signIn(page, 'demo-store.myshopify.com', { landOn: '/reviewList' });
  await page.getByRole('tab', { name: 'Photo reviews' }).click();
  await expect(page).toHaveURL(/[?&]resource_types=2(&|$)/);
  await page.getByRole('tab', { name: '1-2 stars' }).click();
  await expect(page).toHaveURL(/[?&]ratings=1&ratings=2(&|$)/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '1-2 stars' })).toHaveAttribute('aria-selected', 'true');

  await page.locator('tbody tr').first().getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: /^Review by / })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/[?&]ratings=1&ratings=2(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]resource_types=2(&|$)/);
  await expect(page.getByRole('tab', { name: 'Photo reviews' })).toHaveAttribute('aria-selected', 'true');
});

test('keyboard moderation: ? help, j moves (announced), x selects, p publishes, r opens the reply editor where keys type', async ({ page }) => {
  await signIn(page, KEYS_SHOP, { landOn: '/reviewList' });
  await expect(page.getByText('Page 1 of 1 · 4 reviews')).toBeVisible();
  // Loaded and idle, the list animates nothing (Polaris' hidden loading spinner is still).
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.keyboard.press('j');
  await expect(page.getByRole('status').filter({ hasText: 'Review by Keyboard Reviewer 2, 2 of 4' })).toHaveCount(1);
  const focusedRow = page.getByRole('row', { name: /Keyboard review 2/ });
  await expect(focusedRow.locator('[aria-current="true"]')).toHaveCount(1);
  await page.keyboard.press('x');
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByText('Reviews published: 1').first()).toBeVisible();
  await expect(focusedRow.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Keyboard review 1/ }).getByText('Unpublished', { exact: true })).toBeVisible();

  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Review by Keyboard Reviewer 2' });
  const reply = dialog.getByRole('textbox', { name: 'Reply', exact: true });
  await expect(reply).toBeFocused();
  await page.keyboard.type('jxp');
  await expect(reply).toHaveValue('jxp');
  await expect(page.getByText('Reviews published: 2')).toHaveCount(0);
});

test('bulk publish of "all matching" runs as a job with a progress bar, then the list updates', async ({ page }) => {
  await signIn(page, BULK_SHOP);
  await page.goto('/reviewList?publishes=2');
  // Counts are written the language's way (1,100 in English).
  await expect(page.getByText(`Page 1 of ${Math.ceil(BULK_UNPUBLISHED / 20)} · ${BULK_UNPUBLISHED.toLocaleString('en')} reviews`)).toBeVisible();
  // Hold the job's first progress answer so the bar can be seen however fast the server is.
  let releaseJob = () => undefined as void;
  const jobHeld = new Promise<void>((resolve) => {
    releaseJob = resolve;
  });
  let polled = false;
  await page.route('**/api/v1/admin/get_bulk_job*', async (route) => {
    polled = true;
    await jobHeld;
    await route.continue();
  });

  await page.locator('thead').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /^Select all/ }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Applying the change…|of \d+ reviews done/)).toBeVisible();
  await expect.poll(() => polled).toBe(true);
  releaseJob();
  await expect(page.getByText('No reviews match these filters')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByText(`Reviews published: ${BULK_UNPUBLISHED.toLocaleString('en')}`).first()).toBeVisible();
});

test('on a phone (390 px): "Select" turns on checkboxes, two reviews ticked are published from the bar, and select mode ends; axe with it on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, BULK_SHOP);
  await page.goto('/reviewList?publishes=2');
  const pages = (count: number) => `Page 1 of ${Math.ceil(count / 20)} · ${count.toLocaleString('en')} reviews`;
  await expect(page.getByText(pages(BULK_UNPUBLISHED))).toBeVisible();
  const rows = page.locator('.Polaris-IndexTable__CondensedList > li');
  await expect(rows.first()).toBeVisible();
  await expect(rows.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('0 selected')).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  // A tap anywhere on a stacked row selects it in select mode (it does not open the review).
  await rows.nth(1).click({ position: { x: 200, y: 20 } });
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(bar.getByText('2 selected')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows.nth(0).getByRole('checkbox')).toHaveAccessibleName(/^Select review by /);
  await expectNoSeriousViolations(page);

  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Reviews published: 2').first()).toBeVisible();
  await expect(page.getByText(pages(BULK_UNPUBLISHED - 2))).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rows.getByRole('checkbox')).toHaveCount(0);
});

test('saved views are the shop’s: saved here, still there after a reload, and deleting the one shown goes back to All', async ({ page }) => {
  await signIn(page, KEYS_SHOP);
  await page.goto('/reviewList?ratings=5');
  // A filter no tab stands for opens the filter bar; close it to get at the tabs.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Create new view' }).click();
  const create = page.getByRole('dialog', { name: 'Create new view' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Five stars');
  await create.getByRole('button', { name: 'Create view' }).click();
  await expect(page.getByRole('tab', { name: 'Five stars' })).toHaveAttribute('aria-selected', 'true');

  // Kept by the server, not this browser: a fresh page load finds it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('review_views')) localStorage.removeItem(key);
  });
  await page.reload();
  const tab = page.getByRole('tab', { name: 'Five stars' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  await tab.click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  await page.getByRole('dialog', { name: 'Delete view?' }).getByRole('button', { name: 'Delete view' }).click();
  await expect(page).toHaveURL(/\/reviewList$/);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Five stars' })).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`export asks for the file format at ${width} px and downloads Loox's columns`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'demo-store.myshopify.com', { landOn: '/reviewList' });
    // On a phone Polaris folds the page's actions into one menu.
    if (width < 768) await page.getByRole('button', { name: 'View actions for Manage reviews' }).click();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export reviews' });
    await expect(dialog.getByLabel('File format')).toHaveValue('starling');
    await expectNoSeriousViolations(page);
    await dialog.getByLabel('File format').selectOption('loox');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^reviews-loox-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(dialog).toBeHidden();
  });
}
