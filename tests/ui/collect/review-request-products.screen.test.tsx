// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReviewRequestProducts, saveReviewRequestProducts } from '../../../src/contracts/review-request-products.contract';
import { DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, type ReviewRequestProductsView } from '../../../src/domain/collect/review-request-products';
import { ReviewRequestProductsScreen } from '../../../src/ui/collect/review-request-products.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const SAVED: ReviewRequestProductsView = {
  ...DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS,
  scope: 'all_except',
  excluded_product_ids: ['gid://shopify/Product/1'],
  titles: { 'gid://shopify/Product/1': 'Gift card' },
};

async function renderPage(stored: ReviewRequestProductsView = SAVED) {
  const container = createTestContainer();
  if (!container.isBound(TOKENS.Clock)) container.bind(TOKENS.Clock).toConstantValue({ now: () => 0 });
  const catalog = container.get<FakePickerCatalog>(TOKENS.PickerCatalog);
  catalog.products = [fakeProduct('gid://shopify/Product/1', 'Gift card'), fakeProduct('gid://shopify/Product/2', 'Wool Scarf')];
  let current = stored;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewRequestProducts, () => current)
    .on(saveReviewRequestProducts, (changes) => (current = { ...current, ...changes }));
  renderWithProviders(<ReviewRequestProductsScreen />, { container, path: '/collect/review_request_product' });
  await screen.findByRole('heading', { level: 1, name: 'Products to review' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ReviewRequestProductsScreen', () => {
  it('shows the saved choice with the chosen product by its title, and saves a removal and a price', async () => {
    const { api, saveBar, user } = await renderPage();
    expect(await screen.findByText('Gift card')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All products except the ones chosen below' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Remove Gift card' }));
    expect(screen.getByText('No products chosen.')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Skip products under this price' }), '4.5');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveReviewRequestProducts)).toEqual([{ excluded_product_ids: [], min_price: 4.5 }]);
  });

  it('hides the chosen lists while every product is asked', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('radio', { name: 'All products' }));
    expect(screen.queryByRole('button', { name: 'Choose products' })).toBeNull();
  });

  it('adds a product through the resource picker', async () => {
    const { api, saveBar, user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose products' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Wool Scarf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Wool Scarf')).toBeTruthy();
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveReviewRequestProducts)).toEqual([{ excluded_product_ids: ['gid://shopify/Product/1', 'gid://shopify/Product/2'] }]);
  });

  it('refuses a price with three decimals naming the field, and saves nothing', async () => {
    const { api, saveBar, user } = await renderPage();
    await user.type(await screen.findByRole('spinbutton', { name: 'Skip products under this price' }), '1.234');
    expect(await screen.findByText('Minimum price: only two decimal places are allowed.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.callsTo(saveReviewRequestProducts)).toEqual([]);
  });
});
