import { expect, test, type Page } from './support/e2e-test';
import { KEYS_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Unpublishing and deleting reviews asks for a neutral reason, and each change is kept in the
 * review's moderation history (docs/product/review-moderation.md), on the real server.
 */

/** The words the flow reads (public/locales/<lang>/review-moderation.json and reviews.json). */
const UI = {
  en: {
    unpublishTitle: 'Unpublish this review?',
    unpublish: 'Unpublish',
    reason: 'Reason',
    required: 'Choose a reason to continue.',
    spam: 'Spam or advertising',
    history: 'Moderation history',
    unpublished: 'Unpublished',
    hidden: 'Unpublished',
    published: 'Published',
    noReason: 'No reason given',
    you: 'You (admin)',
    deleteTitle: 'Delete this review?',
    delete: 'Delete',
    author: 'The author asked for it',
  },
  de: {
    unpublishTitle: 'Diese Bewertung verbergen?',
    unpublish: 'Verbergen',
    reason: 'Grund',
    required: 'Wählen Sie einen Grund, um fortzufahren.',
    spam: 'Spam oder Werbung',
    history: 'Moderationsverlauf',
    unpublished: 'Nicht veröffentlicht',
    hidden: 'Verborgen',
    published: 'Veröffentlicht',
    noReason: 'Kein Grund angegeben',
    you: 'Sie (Admin)',
    deleteTitle: 'Diese Bewertung löschen?',
    delete: 'Löschen',
    author: 'Auf Wunsch des Verfassers',
  },
} as const;

async function inLanguage(page: Page, language: keyof typeof UI): Promise<void> {
  const token = await signIn(page, KEYS_SHOP);
  if (language !== 'en') {
    const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: language } });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/reviewList');
}

for (const language of ['en', 'de'] as const) {
  test(`p publishes, u asks for a neutral reason before it unpublishes, and the review's history shows both (${language})`, async ({ page }) => {
    const ui = UI[language];
    await inLanguage(page, language);
    const row = page.getByRole('row', { name: /Keyboard review 1/ });
    await expect(row).toBeVisible();
    await page.keyboard.press('p');
    await expect(row.getByText(ui.published, { exact: true })).toBeVisible();

    await page.keyboard.press('u');
    const reasons = page.getByRole('dialog', { name: ui.unpublishTitle });
    await expect(reasons).toBeVisible();
    await expectNoSeriousViolations(page);
    // Required: without a reason nothing is sent and the field says so.
    await reasons.getByRole('button', { name: ui.unpublish, exact: true }).click();
    await expect(reasons.getByText(ui.required)).toBeVisible();
    await expect(row.getByText(ui.published, { exact: true })).toBeVisible();
    await reasons.getByRole('combobox', { name: ui.reason }).selectOption({ label: ui.spam });
    await reasons.getByRole('button', { name: ui.unpublish, exact: true }).click();
    await expect(reasons).toBeHidden();
    await expect(row.getByText(ui.unpublished, { exact: true })).toBeVisible();

    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: /Keyboard Reviewer 1/ });
    await detail.getByRole('button', { name: ui.history, exact: true }).click();
    const history = page.getByRole('dialog', { name: ui.history });
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(ui.hidden);
    await expect(rows.nth(1)).toContainText(ui.spam);
    await expect(rows.nth(1)).toContainText(ui.you);
    await expect(rows.nth(2)).toContainText(ui.published);
    await expect(rows.nth(2)).toContainText(ui.noReason);
    await expectNoSeriousViolations(page);
    // Esc closes the history alone; the review stays open.
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(detail).toBeVisible();

    // Deleting it from its dialog asks for a reason too.
    await detail.getByRole('button', { name: ui.delete, exact: true }).click();
    const deleting = page.getByRole('dialog', { name: ui.deleteTitle });
    await deleting.getByRole('combobox', { name: ui.reason }).selectOption({ label: ui.author });
    await deleting.getByRole('button', { name: ui.delete, exact: true }).click();
    await expect(deleting).toBeHidden();
    await expect(detail).toBeHidden();
    await expect(row).toHaveCount(0);
  });
}

test('the reason dialog works at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inLanguage(page, 'en');
  await expect(page.getByText('Keyboard review 1').first()).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByText('Reviews published: 1').first()).toBeVisible();
  await page.keyboard.press('u');
  const reasons = page.getByRole('dialog', { name: UI.en.unpublishTitle });
  await expect(reasons.getByRole('combobox', { name: UI.en.reason })).toBeInViewport();
  await expect(reasons.getByRole('button', { name: UI.en.unpublish, exact: true })).toBeInViewport();
  await expectNoSeriousViolations(page);
});
