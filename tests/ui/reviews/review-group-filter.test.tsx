// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getProductGroups } from '../../../src/contracts/product-groups.contract';
import { type ProductGroupListItem } from '../../../src/domain/product-groups/product-group';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { REVIEW_API } from '../../support/review-api-paths';
import { renderWithProviders } from '../../support/render-with-providers';
import { usePopoversInJsdom } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

function group(id: number, name: string): ProductGroupListItem {
  return { id, name, product_count: 2, product_titles: ['Blue shirt', 'Red shirt'], review_count: 4, average_rating: 4.5 };
}

function renderReviews(path: string, groups: readonly ProductGroupListItem[]) {
  const container = createTestContainer();
  const contracts = container.get<FakeContractClient>(TOKENS.ContractClient).on(getProductGroups, { list: groups, total: groups.length });
  const api = container
    .get<FakeApiClient>(TOKENS.ApiClient)
    .onGet(REVIEW_API.list, { list: [reviewItem(1)], total: 1, total_capped: false, page: 1, page_size: 20 })
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' });
  renderWithProviders(<ReviewListScreen />, { container, path });
  return { api, contracts, user: userEvent.setup() };
}

async function openAddFilterMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Title 1', {}, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: /Search and filter/ }));
  await user.click(await screen.findByRole('button', { name: /Add filter/ }));
}

describe('the reviews list filtered by product group', () => {
  usePopoversInJsdom();

  it("lists the shop's groups by name; ticking one asks for that group's reviews and shows its chip", async () => {
    const { api, contracts, user } = renderReviews('/reviewList', [group(3, 'Shirts'), group(5, 'Mugs')]);
    await waitFor(() => expect(contracts.callsTo(getProductGroups)).not.toHaveLength(0));
    await openAddFilterMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Product groups' }));
    expect(await screen.findByRole('checkbox', { name: 'Mugs' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Shirts' }));
    await waitFor(() => expect(api.callsTo('GET', REVIEW_API.list).at(-1)?.query).toMatchObject({ product_groups: ['3'] }), { timeout: 5000 });
    expect(api.callsTo('GET', REVIEW_API.facets).at(-1)?.query).toMatchObject({ product_groups: ['3'] });
    expect(await screen.findByRole('button', { name: 'Product groups: Shirts' }, { timeout: 5000 })).toBeTruthy();
  });

  it('offers no group filter to a shop without groups', async () => {
    const { contracts, user } = renderReviews('/reviewList', []);
    await waitFor(() => expect(contracts.callsTo(getProductGroups)).not.toHaveLength(0));
    await openAddFilterMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Rating' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Product groups' })).toBeNull();
  });

  it("names the groups of a link in the chip (a group the shop no longer has by its number); removing it lists every review", async () => {
    const { api } = renderReviews('/reviewList?product_groups=3&product_groups=9', [group(3, 'Shirts')]);
    const chip = await screen.findByRole('button', { name: 'Product groups: Shirts, Group #9' }, { timeout: 5000 });
    expect(api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ product_groups: ['3', '9'] });
    fireEvent.click(within(chip.parentElement!).getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(api.callsTo('GET', REVIEW_API.list).at(-1)?.query).not.toHaveProperty('product_groups'), { timeout: 5000 });
  });
});
