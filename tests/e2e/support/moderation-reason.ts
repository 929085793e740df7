import { expect, type Page } from '@playwright/test';
import { type NeutralModerationReason } from '../../../src/domain/reviews/moderation-reasons';

/**
 * Answers the reason dialog that unpublishing or deleting reviews opens
 * (docs/product/review-moderation.md): picks `reason` and presses `confirm` (the dialog's button in
 * the admin's language), then waits for the dialog to close.
 */
export async function giveModerationReason(page: Page, options: { readonly reason?: NeutralModerationReason; readonly confirm?: string } = {}): Promise<void> {
  const select = page.locator('select:has(option[value="private_information"])');
  const dialog = page.getByRole('dialog').filter({ has: select });
  await expect(dialog).toBeVisible();
  await select.selectOption(options.reason ?? 'spam');
  await dialog.getByRole('button', { name: options.confirm ?? 'Unpublish', exact: true }).click();
  await expect(dialog).toBeHidden();
}
