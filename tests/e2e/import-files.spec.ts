import { expect, test, type Page } from './support/e2e-test';
import { buildDemoStore } from '../../server/infrastructure/db/seed/demo-store-data';
import { fileFormatById } from '../../src/domain/import/file-formats';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Moving in (docs/product/import.md), on the demo store through the real server: a Judge.me export
 * and a Loox export are uploaded, recognised, imported by the worker; their reviews are found in
 * /reviewList with their photos (fetched into our storage) and their provenance.
 */

const DEMO_SHOP = 'demo-store.myshopify.com';
const HANDLES = buildDemoStore(new Date(), (name) => name).products.map((product) => product.handle);
const JUDGEME_HEADER = fileFormatById('judgeme').export.headers.join(',');
const LOOX_HEADER = fileFormatById('loox').export.headers.join(',');

/** The address of one of the demo store's own photos, absolute: the import fetches it like any other. */
async function demoPhotoUrl(page: Page, token: string): Promise<string> {
  const response = await page.request.get('/api/v1/admin/get_reviews?resource_types=2&page_size=1', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { list: { media: { kind: string; url: string }[] }[] } };
  const url = body.data.list[0]?.media.find((media) => media.kind === 'photo')?.url;
  if (!url) throw new Error('the demo store has no review photo');
  return new URL(url, page.url()).toString();
}

async function importFile(page: Page, file: { name: string; text: string }, recognisedAs: string): Promise<void> {
  await page.goto('/import/file_import');
  await page.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
  await expect(page.getByText(`Recognised: an export from ${recognisedAs}`)).toBeVisible();
  await expect(page.getByText('Reviews ready to import: 2')).toBeVisible();
  const publish = page.getByLabel('Publish imported reviews');
  await publish.click();
  await expect(publish).not.toBeChecked();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('Photos and videos fetched: 1 of 1')).toBeVisible();
}

test('a Judge.me and a Loox export move in, with their photos and provenance', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signIn(page, DEMO_SHOP);
  const photo = await demoPhotoUrl(page, token);
  const judgeMe = [
    JUDGEME_HEADER,
    `Warm all winter,"Judge.me review, warm and soft",5,2024-03-05 14:02:11 UTC,web,ok,Judy Mover,judy@example.com,,${HANDLES[0]},Thank you!,2024-03-06 09:00:00 UTC,${photo},,GB`,
    `Fine,"Second Judge.me review",4,2024-03-07 10:00:00 UTC,web,ok,Jon Mover,jon@example.com,,${HANDLES[1]},,,,,US`,
  ].join('\r\n');
  const loox = [
    LOOX_HEADER,
    `${HANDLES[2]},,5,Lou Mover,lou@example.com,"Loox review, got it free",2024-05-01T10:00:00Z,${photo},,,true,true`,
    `${HANDLES[3]},,3,Lia Mover,lia@example.com,"Another Loox review",2024-05-02T10:00:00Z,,,,false,false`,
  ].join('\n');

  await importFile(page, { name: 'judgeme.csv', text: judgeMe }, 'Judge.me');
  await expectNoSeriousViolations(page);
  await importFile(page, { name: 'loox.csv', text: loox }, 'Loox');

  // "View imported reviews": this import's two reviews and no other (the demo store's CSV reviews
  // and the Judge.me import share its source), under a chip naming the file.
  await page.getByRole('link', { name: 'View imported reviews' }).click();
  await expect(page).toHaveURL(/\/reviewList\?import=\d+$/);
  await expect(page.getByRole('button', { name: /^Import of loox\.csv / })).toBeVisible();
  const rows = page.locator('.Polaris-IndexTable__TableRow');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Lou Mover' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Lia Mover' })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // The past imports on /import list both.
  await page.goto('/import');
  await expect(page.getByText('judgeme.csv')).toBeVisible();
  await expect(page.getByText('loox.csv')).toBeVisible();
  await expectNoSeriousViolations(page);

  // In Manage reviews: the Judge.me review with its photo, now ours, and where it came from.
  await page.goto(`/reviewList?keyword=${encodeURIComponent('Judy Mover')}&search_field=author`);
  const judy = page.locator('tr, li').filter({ hasText: 'Judy Mover' }).first();
  await expect(judy.getByText('Imported from Judge.me · judgeme.csv · row 1', { exact: false })).toBeVisible();
  await expect(judy.locator('img[src*="/upload/"]').first()).toBeVisible();

  // The Loox review keeps its purchase claim as "Verified reviewer" and its incentive.
  await page.goto(`/reviewList?keyword=${encodeURIComponent('Lou Mover')}&search_field=author`);
  const lou = page.locator('tr, li').filter({ hasText: 'Lou Mover' }).first();
  await expect(lou.getByText('Imported from Loox · loox.csv · row 1', { exact: false })).toBeVisible();
  await expect(lou.getByText('Verified reviewer')).toBeVisible();
  await expect(lou.getByText('Incentivized')).toBeVisible();
});

/** The number the import's summary shows under 'label'. */
const summaryCount = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

test('the same file again: every row found as a duplicate, nothing imported twice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_SHOP);
  const file = [LOOX_HEADER, `${HANDLES[3]},,3,Lia Mover,lia@example.com,"Another Loox review",2024-05-02T10:00:00Z,,,,false,false`].join('\n');
  for (const [name, imported, duplicates] of [
    ['first.csv', '1', '0'],
    ['again.csv', '0', '1'],
  ] as const) {
    await page.goto('/import/file_import');
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    await expect(summaryCount(page, 'Imported')).toContainText(imported);
    await expect(summaryCount(page, 'Duplicates')).toContainText(duplicates);
  }
  await expectNoSeriousViolations(page);
  await page.goto(`/reviewList?keyword=${encodeURIComponent('Lia Mover')}&search_field=author`);
  await expect(page.locator('tr, li').filter({ hasText: 'Lia Mover' })).toHaveCount(1);
});

test('dates that read both ways and a product the store lacks: the merchant settles both, then imports', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP);
  const file = [
    JUDGEME_HEADER,
    'Handy,"Ambiguous date",4,03/04/2024,web,ok,Ana Both,ana@example.com,,no-such-product,,,,,FR',
    `Nice,"Known product",5,05/06/2024,web,ok,Ben Both,ben@example.com,,${HANDLES[4]},,,,,FR`,
  ].join('\n');
  await page.goto('/import/file_import');
  await page.locator('input[type="file"]').setInputFiles({ name: 'both-ways.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByText('Reviews ready to import: 1')).toBeVisible();
  await expect(page.getByText('Choose the date order to import.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByText('Month first (mm/dd/yyyy)').click();
  await expect(page.getByLabel('Month first (mm/dd/yyyy)')).toBeChecked();
  await page.getByRole('button', { name: 'Import as store reviews' }).click();
  await expect(page.getByText('Reviews ready to import: 2')).toBeVisible();
  // Reloaded, the draft comes back with the merchant's choices.
  await page.reload();
  await expect(page.getByText('Reviews ready to import: 2')).toBeVisible();
  await expect(page.getByLabel('Month first (mm/dd/yyyy)')).toBeChecked();
  await page.getByLabel('Publish imported reviews').click();
  await expect(page.getByLabel('Publish imported reviews')).not.toBeChecked();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(summaryCount(page, 'Imported')).toContainText('2');
  await page.goto(`/reviewList?keyword=${encodeURIComponent('Ana Both')}&search_field=author`);
  const ana = page.locator('tr, li').filter({ hasText: 'Ana Both' }).first();
  await expect(ana.getByText('Mar 4, 2024')).toBeVisible();
});
