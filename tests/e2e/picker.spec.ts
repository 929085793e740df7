import { expect, test, type APIRequestContext, type Page } from './support/e2e-test';
import { expectAccessible } from './support/e2e-session';

/*
 * The public resource picker (/resource_picker) as a sister app uses it: a host page on the same
 * origin opens it in a pop-up or frames it, hands over its configuration (with the admin's app
 * token) in the pop-up's or frame's window.name, and listens for the picker's messages.
 */

const SHOP = 'demo-store.myshopify.com';
const APP_ID = 'starling-qa';
const HOST_PATH = '/e2e-picker-host.html';
const FRAME_HOST_PATH = '/picker-host-test';

interface DemoProduct {
  readonly title: string;
  readonly variants: readonly { readonly title: string }[];
  readonly has_only_default_variant: boolean;
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/admin/login', { data: { shop: SHOP } });
  const body = (await response.json()) as { data: { shop_info: { token: string } } };
  return body.data.shop_info.token;
}

async function demoProducts(request: APIRequestContext, token: string): Promise<DemoProduct[]> {
  const info = (await (await request.get(`/store/v1/shop/app_info?app_id=${APP_ID}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { access_token: string };
  };
  const list = (await (await request.get(`/store/v1/products?app_id=${APP_ID}&keyword=`, { headers: { Authorization: info.data.access_token } })).json()) as {
    data: { products: DemoProduct[] };
  };
  return list.data.products;
}

/**
 * Serves a host page that opens the picker in a pop-up (window.open's second argument is the
 * pop-up's window.name) and records every message it posts.
 */
async function openHost(page: Page, origin: string, config: Record<string, unknown>): Promise<Page> {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Picker host</title></head><body><main>
        <button type="button" id="open">Open the picker</button>
        <script>
          window.pickerMessages = [];
          window.addEventListener('message', (event) => window.pickerMessages.push({ origin: event.origin, data: event.data }));
          document.getElementById('open').addEventListener('click', () =>
            window.open('/resource_picker', ${JSON.stringify(JSON.stringify({ ...config, origin }))}, 'popup,width=900,height=700'));
        </script></main></body></html>`,
    }),
  );
  await page.goto(HOST_PATH);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open the picker' }).click()]);
  return popup;
}

/**
 * Serves a host page that frames the picker (the iframe's name is its window.name config) and
 * records every message it posts; the server's frame-ancestors lets our own origin frame it.
 */
async function frameHost(page: Page, origin: string, config: Record<string, unknown>): Promise<void> {
  await page.route(`**${FRAME_HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Picker frame host</title></head><body><main>
        <script>
          window.__pickerEvents = [];
          window.addEventListener('message', (event) => window.__pickerEvents.push({ origin: event.origin, data: event.data }));
          const frame = document.createElement('iframe');
          frame.title = 'Resource picker';
          frame.name = ${JSON.stringify(JSON.stringify({ ...config, origin }))};
          frame.style.cssText = 'width: 960px; height: 720px; border: 0';
          frame.src = '/resource_picker';
          document.querySelector('main').append(frame);
        </script></main></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1000, height: 760 });
  await page.goto(FRAME_HOST_PATH);
}

const frameEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pickerEvents: { origin: string; data: { type: string; payload: unknown } }[] }).__pickerEvents);

const messages = (page: Page) => page.evaluate(() => (window as unknown as { pickerMessages: { origin: string; data: { type: string; payload: unknown } }[] }).pickerMessages);

function productRow(frame: Page, title: string) {
  return frame.getByRole('listitem').filter({ has: frame.getByRole('checkbox', { name: title, exact: true }) }).first();
}

test('the picker checks variants by the tri-state rules, honours the limit, searches, and posts the selection to its host', async ({ page, request, app }) => {
  // axe over 36 products with their variants takes a while on a busy machine.
  const token = await signIn(request);
  const products = await demoProducts(request, token);
  const withVariants = products.find((product) => !product.has_only_default_variant && product.variants.length >= 2);
  const searchedAway = (product: DemoProduct) => !product.title.toLowerCase().includes(withVariants?.title.toLowerCase() ?? '');
  const others = products.filter((product) => product !== withVariants && searchedAway(product));
  expect(withVariants, 'the demo store has a product with several variants').toBeDefined();
  if (!withVariants) return;

  const frame = await openHost(page, app.origin, { appId: APP_ID, type: 'product', action: 'Select', limit: 2, shop: SHOP, token });
  const dialog = frame.getByRole('dialog', { name: 'Select products' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`0/${products.length} products selected`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Select' })).toBeDisabled();

  const row = productRow(frame, withVariants.title);
  const productBox = row.getByRole('checkbox', { name: withVariants.title, exact: true });
  await productBox.check();
  for (const variant of withVariants.variants) await expect(row.getByRole('checkbox', { name: variant.title, exact: true })).toBeChecked();

  const firstVariant = withVariants.variants[0]?.title ?? '';
  await row.getByRole('checkbox', { name: firstVariant, exact: true }).uncheck();
  await expect(productBox).toHaveAttribute('aria-checked', 'mixed');
  await expect(dialog.getByText(`1/${products.length} products selected`)).toBeVisible();

  const second = others[0]?.title ?? '';
  const third = others[1]?.title ?? '';
  await dialog.getByRole('checkbox', { name: second, exact: true }).check();
  await expect(dialog.getByRole('checkbox', { name: third, exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: second, exact: true })).toBeEnabled();

  await expectAccessible(frame);

  await dialog.getByRole('textbox', { name: 'Search products' }).fill(withVariants.title);
  await expect(dialog.getByRole('checkbox', { name: third, exact: true })).toHaveCount(0);
  await expect(productBox).toHaveAttribute('aria-checked', 'mixed');
  await expect(dialog.getByText(/^2\/\d+ products selected$/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect.poll(async () => (await messages(page)).map((message) => message.data.type)).toEqual(['ready', 'select']);
  const [, selected] = await messages(page);
  expect(selected?.origin).toBe(new URL(page.url()).origin);
  expect(selected?.data).toMatchObject({
    source: 'starling-resource-picker',
    type: 'select',
    payload: {
      type: 'product',
      selection: [
        { title: withVariants.title, variants: withVariants.variants.slice(1).map((variant) => ({ title: variant.title })) },
        { title: second },
      ],
    },
  });
});

test('a same-origin host frames the picker and hears ready and the selection from the frame', async ({ page, request, app }) => {
  const token = await signIn(request);
  const products = await demoProducts(request, token);
  const chosen = products[0];
  expect(chosen, 'the demo store has products').toBeDefined();
  if (!chosen) return;

  await frameHost(page, app.origin, { appId: APP_ID, type: 'product', action: 'Select', limit: 5, shop: SHOP, token });
  const frame = page.frameLocator('iframe[title="Resource picker"]');
  const dialog = frame.getByRole('dialog', { name: 'Select products' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: chosen.title, exact: true }).check();
  await expect(dialog.getByText(`1/${products.length} products selected`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Select' }).click();

  await expect.poll(async () => (await frameEvents(page)).map((event) => event.data.type)).toEqual(['ready', 'select']);
  const origin = new URL(page.url()).origin;
  const [ready, selected] = await frameEvents(page);
  expect(ready?.origin).toBe(origin);
  expect(selected?.origin).toBe(origin);
  expect(selected?.data).toMatchObject({
    source: 'starling-resource-picker',
    type: 'select',
    payload: { type: 'product', selection: [{ title: chosen.title }] },
  });
});

test('a malformed window name shows an error instead of the picker', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    window.name = '{not json';
  });
  await page.goto('/resource_picker');
  await expect(page.getByText("The picker's settings could not be read.")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
