import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Product groups (docs/product/product-groups.md): the merchant creates a group of two demo
 * products with the resource picker, finds it in the list with the group's review count, and the
 * demo storefront of a member shows the reviews of both. English at 1440 px, German at 390 px;
 * axe-clean in both.
 */

interface Words {
  readonly listTitle: string;
  readonly create: string;
  readonly newTitle: string;
  readonly name: string;
  readonly choose: string;
  readonly picker: string;
  readonly select: string;
  readonly save: string;
  readonly products: string;
  readonly reviews: RegExp;
}

const EN: Words = {
  listTitle: 'Product groups',
  create: 'Create group',
  newTitle: 'Create product group',
  name: 'Group name',
  choose: 'Choose products',
  picker: 'Select products',
  select: 'Select',
  save: 'Save',
  products: 'Products: 2',
  reviews: /^Reviews: (\d+)/,
};

const DE: Words = {
  listTitle: 'Produktgruppen',
  create: 'Gruppe erstellen',
  newTitle: 'Produktgruppe erstellen',
  name: 'Gruppenname',
  choose: 'Produkte auswählen',
  picker: 'Produkte auswählen',
  select: 'Auswählen',
  save: 'Speichern',
  products: 'Produkte: 2',
  reviews: /^Bewertungen: (\d+)/,
};

const productPath = (title: string) => `/demo-store/products/${handleOf(title)}`;

/** "Based on N reviews" of the product's reviews block, read from the first page the sync wrote. */
async function basedOnCount(page: Page, title: string): Promise<number> {
  await page.goto(productPath(title));
  const text = await page.getByText(/^Based on \d+ reviews?$/).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

async function createGroup(page: Page, words: Words, name: string, members: readonly string[]): Promise<void> {
  await page.goto('/settings/product_groups');
  await expect(page.getByRole('heading', { level: 1, name: words.listTitle })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: words.create }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: words.newTitle })).toBeVisible();
  await page.getByRole('textbox', { name: words.name }).fill(name);
  await page.getByRole('button', { name: words.choose }).click();
  const picker = page.getByRole('dialog', { name: words.picker });
  // Below 768 px Polaris' dialog is a sheet fixed to the bottom: its own box has no height, its content shows.
  await expect(picker.getByRole('textbox')).toBeVisible();
  for (const title of members) {
    await picker.getByRole('textbox').fill(title);
    await picker.getByRole('checkbox', { name: title, exact: true }).check();
  }
  await picker.getByRole('button', { name: words.select, exact: true }).click();
  const chosen = page.getByRole('list', { name: /./ }).filter({ hasText: members[0] });
  for (const title of members) await expect(chosen.getByText(title, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: words.save, exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings\/product_groups\/\d+$/);
}

/** The group's row in the list, and the review count it shows. */
async function groupReviewCount(page: Page, words: Words, name: string): Promise<number> {
  await page.goto('/settings/product_groups');
  // A table row at 1440 px, a stacked card below 768 px.
  const row = page.getByRole('link', { name }).locator('xpath=ancestor::*[self::tr or self::li][1]');
  await expect(row).toBeVisible();
  await expect(row.getByText(words.products)).toBeVisible();
  const text = await row.getByText(words.reviews).textContent();
  return Number(words.reviews.exec(text ?? '')?.[1]);
}

test('English at 1440 px: a group made with the picker is listed with its reviews, and a member’s storefront shows the group’s reviews', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [first, second] = [DEMO_PRODUCTS[2]!.title, DEMO_PRODUCTS[3]!.title];
  const ownCount = await basedOnCount(page, first);
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/product_groups' });
  const name = `Pair ${Date.now()}`;
  await createGroup(page, EN, name, [first, second]);
  const groupCount = await groupReviewCount(page, EN, name);
  expect(groupCount).toBeGreaterThan(ownCount);
  await expectNoSeriousViolations(page);

  // The storefront sync writes the member's first page and rating with the group's reviews.
  await page.goto(productPath(first));
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Based on ${groupCount} reviews`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
  await expect(page.locator('.starling-rating').first()).toContainText(String(groupCount));
});

test('German at 390 px: the list and the group’s page in the admin’s language, on the screen’s width', async ({ page }) => {
  const [first, second] = [DEMO_PRODUCTS[4]!.title, DEMO_PRODUCTS[5]!.title];
  const ownCount = await basedOnCount(page, first);
  const token = await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/product_groups' });
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Paar ${Date.now()}`;
  await createGroup(page, DE, name, [first, second]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const groupCount = await groupReviewCount(page, DE, name);
  expect(groupCount).toBeGreaterThan(ownCount);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.goto(productPath(second));
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Based on ${groupCount} reviews`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
});

/** Every review row shows one of the members' titles and no other demo product's. */
async function expectOnlyMembersReviews(page: Page, members: readonly string[]): Promise<void> {
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const others = DEMO_PRODUCTS.map((product) => product.title).filter((title) => !members.includes(title));
  for (const row of await rows.all()) {
    const text = (await row.textContent()) ?? '';
    expect(members.some((title) => text.includes(title)), text).toBe(true);
    expect(others.filter((title) => text.includes(title)), text).toEqual([]);
  }
}

test('English at 1440 px: Manage reviews filtered by a group lists only its members’ reviews, after a reload too; the group’s page links there', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const members = [DEMO_PRODUCTS[6]!.title, DEMO_PRODUCTS[7]!.title];
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/product_groups' });
  const name = `Filter pair ${Date.now()}`;
  await createGroup(page, EN, name, members);
  const groupPage = page.url();

  await page.goto('/reviewList');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: /Search and filter/ }).click();
  await page.getByRole('button', { name: /Add filter/ }).click();
  await page.getByRole('menuitem', { name: 'Product groups' }).click();
  await page.getByRole('checkbox', { name }).check();
  await expect(page).toHaveURL(/[?&]product_groups=\d+(&|$)/);
  const chip = page.getByRole('button', { name: `Product groups: ${name}` });
  await expect(chip).toBeVisible();
  await expectOnlyMembersReviews(page, members);
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(chip).toBeVisible();
  await expectOnlyMembersReviews(page, members);
  const filtered = page.url();

  await page.goto(groupPage);
  await page.getByRole('link', { name: 'View reviews' }).click();
  await expect(page).toHaveURL(filtered);
  await expectOnlyMembersReviews(page, members);
});

test('390 px: the group filter’s chip and the filtered list fit the screen, axe-clean', async ({ page }) => {
  const members = [DEMO_PRODUCTS[8]!.title, DEMO_PRODUCTS[9]!.title];
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/product_groups' });
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Narrow pair ${Date.now()}`;
  await createGroup(page, EN, name, members);
  // Below 768 px Polaris folds the page's actions into one menu.
  await page.getByRole('button', { name: /^View actions for / }).click();
  await page.getByRole('link', { name: 'View reviews' }).click();
  await expect(page).toHaveURL(/\/reviewList\?product_groups=\d+$/);
  await expect(page.getByRole('button', { name: `Product groups: ${name}` })).toBeVisible();
  const rows = page.locator('.Polaris-IndexTable__CondensedList > li');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(new RegExp(members.join('|')));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
