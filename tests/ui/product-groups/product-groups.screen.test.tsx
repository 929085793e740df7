// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getProductGroups, type ProductGroupPage } from '../../../src/contracts/product-groups.contract';
import { type ProductGroupListItem } from '../../../src/domain/product-groups/product-group';
import { ProductGroupsScreen } from '../../../src/ui/product-groups/product-groups.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const XSS = '<img src=x onerror="window.__xss=1">';

const group = (id: number, changes: Partial<ProductGroupListItem> = {}): ProductGroupListItem => ({
  id,
  name: `Group ${id}`,
  product_count: 2,
  product_titles: ['Linen shirt – blue', 'Linen shirt – sand'],
  review_count: 3,
  average_rating: 4.3,
  ...changes,
});

async function renderGroups(reply: ProductGroupPage, path = '/settings/product_groups') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getProductGroups, reply);
  const view = renderWithProviders(<ProductGroupsScreen />, { container, path });
  await screen.findByRole('heading', { level: 1, name: 'Product groups' });
  return { ...view, api };
}

describe('/settings/product_groups', () => {
  it('lists each group with its products, reviews and average rating, linking to its page; names stay text', async () => {
    const { container } = await renderGroups({ list: [group(7), group(8, { name: XSS, review_count: 0, average_rating: null })], total: 2 });
    const row = (await screen.findByRole('link', { name: 'Group 7' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Group 7' }).getAttribute('href')).toBe('/settings/product_groups/7');
    expect(within(row).getByText('Products: 2')).toBeTruthy();
    expect(within(row).getByText('Linen shirt – blue, Linen shirt – sand')).toBeTruthy();
    expect(within(row).getByText('Reviews: 3')).toBeTruthy();
    expect(within(row).getByText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('No rating yet')).toBeTruthy();
    expect(screen.getByText(XSS)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads the search and the page from the address into get_product_groups', async () => {
    const { api } = await renderGroups({ list: [group(1)], total: 41 }, '/settings/product_groups?keyword=linen&page=2');
    await screen.findByRole('link', { name: 'Group 1' });
    expect(api.callsTo(getProductGroups)[0]).toEqual({ keyword: 'linen', page: 2, page_size: 20 });
  });

  it('offers to create the first group when there is none', async () => {
    await renderGroups({ list: [], total: 0 });
    expect(await screen.findByText('No product groups yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create group' })[0]!.getAttribute('href')).toBe('/settings/product_groups/new');
  });
});
