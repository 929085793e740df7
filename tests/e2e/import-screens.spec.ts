import { expect, type Page, test } from './support/e2e-test';
import { type ImportAnalysis } from '../../src/domain/import/import-views';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';
import { importJob } from '../fakes/fake-imports';

/*
 * The import screens (docs/product/import-screens.md) in a real browser: axe and the 390 px and
 * 1440 px layouts, with a preview row that carries every badge and a long file name. The import
 * endpoints are answered here (page.route) to show all of that at once; the real path, server
 * included, is walked in import-files.spec.ts.
 */

const JOB = importJob({ id: 41, label: 'judgeme-reviews-export-with-a-long-file-name.csv', total_rows: 2 });

const ANALYSIS: ImportAnalysis = {
  job: JOB,
  encoding: 'UTF-8',
  delimiter: ';',
  headers: ['title', 'body', 'rating', 'review_date', 'reviewer_name', 'product_handle'],
  format: 'judgeme',
  mapping: { title: 0, body: 1, rating: 2, commented_at: 3, author_name: 4, product_handle: 5 },
  date_order: null,
  date_order_ambiguous: true,
  date_order_confirmed: false,
  date_samples: ['03/04/2024', '05/06/2024'],
  preview: [
    {
      row: 1,
      product: 'Classic Rain Jacket',
      store_review: false,
      rating: 4,
      title: 'Keeps me dry',
      body: 'Wore it all week in the rain and stayed dry, even on the bike to work every single morning.',
      author_name: 'Mia K.',
      commented_at: '2024-04-03T00:00:00.000Z',
      published: true,
      photos: 2,
      videos: 1,
      has_reply: true,
      claims_verified_purchase: true,
      incentivized: true,
      issues: [{ row: 1, code: 'media_url_invalid', field: 'picture_urls', value: 'ftp://x' }],
    },
  ],
  unknown_products: [{ reference: 'old-discontinued-rain-jacket-handle', rows: 3, product_id: null }],
  issue_counts: { media_url_invalid: 1, date_invalid: 1 },
  issue_examples: {
    media_url_invalid: [{ row: 1, code: 'media_url_invalid', field: 'picture_urls', value: 'ftp://x' }],
    date_invalid: [{ row: 2, code: 'date_invalid', field: 'review_date', value: '31/31/2024' }],
  },
  importable_rows: 2,
  publish: true,
};

async function answerImports(page: Page): Promise<void> {
  let job = JOB;
  const answers: Record<string, () => unknown> = {
    get_review_imports: () => ({ list: [{ ...JOB, status: 'completed', imported_count: 40, duplicate_count: 2, skipped_count: 1 }], total: 1, page: 1, page_size: 20 }),
    upload_review_file: () => ANALYSIS,
    get_review_import_analysis: () => ANALYSIS,
    update_review_import: () => ({ ...ANALYSIS, date_order: 'dmy', date_order_confirmed: true }),
    start_review_import: () => (job = { ...JOB, status: 'completed', processed_rows: 2, imported_count: 2, warning_count: 1, media_total: 3, media_fetched: 3 }),
    get_review_import: () => job,
  };
  await page.route('**/api/v1/admin/import/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const answer = answers[name];
    await route.fulfill({ json: answer ? { code: 0, message: 'ok', data: answer() } : { code: 404, message: 'unknown', data: null }, status: answer ? 200 : 404 });
  });
}

async function expectFits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the formats page is public, readable at 1440 px and at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/file_upload_detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Importing reviews from a file' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Column' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('video_urls')).toBeVisible();
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);
});

test('the hub lists past imports, and a file goes from upload to result, at 1440 px and 390 px', async ({ page }) => {
  await answerImports(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'import-screens-store.myshopify.com', { landOn: '/import' });
  await expect(page.getByRole('heading', { level: 1, name: 'Import reviews' })).toBeVisible();
  await expect(page.getByText('Imported: 40 · Duplicates: 2 · Skipped: 1')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Imported: 40 · Duplicates: 2 · Skipped: 1')).toBeVisible();
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Import a file' }).click();
  await expect(page.getByText('Step 1 of 4: Upload')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.locator('input[type="file"]').setInputFiles({ name: 'judgeme.csv', mimeType: 'text/csv', buffer: Buffer.from('title;body\nA;B\n') });
  await expect(page.getByText('Recognised: an export from Judge.me')).toBeVisible();
  await expect(page).toHaveURL(/\/import\/file_import\?job=41$/);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Keeps me dry')).toBeVisible();
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);

  // A reload resumes at the job's step.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByText('Recognised: an export from Judge.me')).toBeVisible();
  await page.getByText('Day first (dd/mm/yyyy)').click();
  await expect(page.getByRole('radio', { name: 'Day first (dd/mm/yyyy)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByText('Photos and videos fetched: 3 of 3')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFits(page, 390);
  await expectNoSeriousViolations(page);
});
