// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_INPUT_CODE } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import { deleteProductGroup, getProductGroup, saveProductGroup } from '../../../src/contracts/product-groups.contract';
import { type ProductGroup } from '../../../src/domain/product-groups/product-group';
import { ProductGroupEditorScreen } from '../../../src/ui/product-groups/product-group-editor.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderRoutes } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const BLUE = 'gid://shopify/Product/1';
const SAND = 'gid://shopify/Product/2';
const RED = 'gid://shopify/Product/3';

const SHIRTS: ProductGroup = {
  id: 7,
  name: 'Linen shirts',
  products: [
    { id: BLUE, title: 'Blue shirt', image_url: null },
    { id: SAND, title: 'Sand shirt', image_url: null },
  ],
  review_count: 3,
  average_rating: 4.3,
};

/** The group's page at `path` in a router that also has the list and the reviews list, so leaving the page shows where it went. */
function renderEditor(path: string, setup: (api: FakeContractClient) => void = () => undefined) {
  const container = createTestContainer();
  if (!container.isBound(TOKENS.Clock)) container.bind(TOKENS.Clock).toConstantValue({ now: () => 0 });
  container.get<FakePickerCatalog>(TOKENS.PickerCatalog).products = [fakeProduct(BLUE, 'Blue shirt'), fakeProduct(SAND, 'Sand shirt'), fakeProduct(RED, 'Red shirt')];
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getProductGroup, SHIRTS);
  setup(api);
  const { router } = renderRoutes([
      { path: '/settings/product_groups/:id', element: <ProductGroupEditorScreen /> },
      { path: '/settings/product_groups', element: <p>The groups list</p> },
      { path: '/reviewList', element: <p>Manage reviews</p> },
    ], path, container);
  return { api, router, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('/settings/product_groups/:id', () => {
  it('creates a group of the products chosen with the picker, then stands at its address', async () => {
    const { api, router, saveBar, user } = renderEditor('/settings/product_groups/new', (client) =>
      client.on(saveProductGroup, (request) => ({ ...SHIRTS, id: 12, name: request.name, products: request.products.map((product) => ({ ...product, image_url: product.image_url ?? null })) })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Create product group' });
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Choose products' }));
    const picker = await screen.findByRole('dialog');
    await user.click(await within(picker).findByRole('checkbox', { name: 'Blue shirt' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Red shirt' }));
    await user.click(within(picker).getByRole('button', { name: 'Select' }));
    const members = await screen.findByRole('list', { name: 'Products in the group' });
    expect(within(members).getByText('Blue shirt')).toBeTruthy();
    expect(within(members).getByText('Red shirt')).toBeTruthy();

    act(() => saveBar.clickSave());
    await waitFor(() => expect(router.shown?.location.pathname).toBe('/settings/product_groups/12'), { timeout: 5000 });
    expect(api.callsTo(saveProductGroup)).toEqual([
      { name: 'Shirts', products: [{ id: BLUE, title: 'Blue shirt', image_url: null }, { id: RED, title: 'Red shirt', image_url: null }] },
    ]);
    expect(saveBar.state).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirts' })).toBeTruthy();
  });

  it('shows the server’s refusal naming the product and the group it is already in, and keeps the changes unsaved', async () => {
    const refusal = 'products: “Red shirt” is already in the group “Summer tops”; a product belongs to one group at most';
    const { api, saveBar, user } = renderEditor('/settings/product_groups/7', (client) =>
      client.fail(saveProductGroup, new ApiError('envelope', refusal, INVALID_INPUT_CODE, { product_id: RED, product_title: 'Red shirt', group_id: 4, group_name: 'Summer tops' }, 422)),
    );
    await screen.findByRole('heading', { level: 1, name: 'Linen shirts' });
    await user.click(screen.getByRole('button', { name: 'Choose products' }));
    const picker = await screen.findByRole('dialog');
    await user.click(await within(picker).findByRole('checkbox', { name: 'Red shirt' }));
    await user.click(within(picker).getByRole('button', { name: 'Select' }));
    await screen.findByText('Red shirt');

    act(() => saveBar.clickSave());
    expect(await screen.findByText(refusal, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo(saveProductGroup)).toEqual([
      { id: 7, name: 'Linen shirts', products: [SHIRTS.products[0], SHIRTS.products[1], { id: RED, title: 'Red shirt', image_url: null }] },
    ]);
    expect(saveBar.state).not.toBeNull();
  });

  it('deletes the group only once the merchant confirms, then goes back to the list', async () => {
    // The page's action: while Polaris measures the page's actions it may show a second copy of the button; either opens the dialog.
    const deleteAction = () => screen.getAllByRole('button', { name: 'Delete group' })[0]!;
    const { api, router, user } = renderEditor('/settings/product_groups/7', (client) => client.on(deleteProductGroup, { deleted: true }));
    await screen.findByRole('heading', { level: 1, name: 'Linen shirts' });

    await user.click(deleteAction());
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product group?' });
    expect(within(dialog).getByText('Its products show only their own reviews and rating again. No review is deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this product group?' })).toBeNull(), { timeout: 5000 });
    expect(api.callsTo(deleteProductGroup)).toEqual([]);

    await user.click(deleteAction());
    const again = await screen.findByRole('dialog', { name: 'Delete this product group?' });
    await user.click(within(again).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('The groups list', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo(deleteProductGroup)).toEqual([{ id: 7 }]);
    expect(router.shown?.location.pathname).toBe('/settings/product_groups');
  });

  it('links to Manage reviews filtered by the group', async () => {
    renderEditor('/settings/product_groups/7');
    await screen.findByRole('heading', { level: 1, name: 'Linen shirts' });
    // Polaris draws the page's actions twice (one copy measures the space they take).
    const links = screen.getAllByRole('link', { name: 'View reviews' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(links.map(() => '/reviewList?product_groups=7'));
  });

  it('offers neither the reviews nor delete while the group is new', async () => {
    renderEditor('/settings/product_groups/new');
    await screen.findByRole('heading', { level: 1, name: 'Create product group' });
    expect(screen.queryByRole('link', { name: 'View reviews' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });
});
