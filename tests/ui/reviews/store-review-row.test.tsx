// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { REVIEW_API } from '../../support/review-api-paths';
import { renderWithProviders } from '../../support/render-with-providers';
import { setScreenWidth } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

const ROWS = [
  reviewItem(1, { title: 'About the shop', product_id: STORE_REVIEW_PRODUCT_ID, product_title: '' }),
  reviewItem(2, { title: 'About the apron', product_id: 'gid://shopify/Product/7', product_title: 'Linen Apron' }),
];

function renderList() {
  const container = createTestContainer();
  container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'UTC' });
  container
    .get<FakeApiClient>(TOKENS.ApiClient)
    .onGet(REVIEW_API.list, { list: ROWS, total: ROWS.length, total_capped: false, page: 1, page_size: 20 })
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' });
  return renderWithProviders(<ReviewListScreen />, { container, path: '/reviewList' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a store review in /reviewList', () => {
  it('names its product "Store review", not an empty or broken product, at 1440 px', async () => {
    renderList();
    const row = (await screen.findByText('About the shop')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Store review')).toBeTruthy();
    const productRow = screen.getByText('About the apron').closest('tr') as HTMLElement;
    expect(within(productRow).getByText('Linen Apron')).toBeTruthy();
    expect(within(productRow).queryByText('Store review')).toBeNull();
  });

  it('names it "Store review" in the stacked rows at 390 px', async () => {
    setScreenWidth(390);
    renderList();
    await screen.findByText('About the shop');
    expect(await screen.findByText('Store review')).toBeTruthy();
  });
});
