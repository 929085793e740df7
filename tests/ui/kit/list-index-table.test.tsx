// @vitest-environment jsdom
import { IndexTable } from '@shopify/polaris';
import { screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { type ListPage, type ListQuery } from '../../../src/application/lists/list-definition';
import { FIRST_FRAME_ROWS, ListIndexTable } from '../../../src/ui/kit/list-index-table';
import { type ListViewModel } from '../../../src/ui/kit/list-view-model';
import { type Fruit, type FruitList, fruitList } from '../../application/lists/list-fixtures';
import { createListKit } from '../../support/list-kit';
import { renderWithProviders } from '../../support/render-with-providers';

const FRUIT: readonly Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 3, name: 'Kiwi', colour: 'green' },
];

const FruitTable = observer(function FruitTable({ list }: { readonly list: ListViewModel<FruitList> }) {
  return (
    <ListIndexTable
      list={list}
      resourceName={{ singular: 'fruit', plural: 'fruits' }}
      headings={[{ title: 'Name' }]}
      bulkActions={[]}
      emptyState={{ noItems: 'none', noMatch: 'no match' }}
      paginationLabel={({ page }) => `Page ${page}`}
    >
      {list.items.map((fruit, position) => (
        <IndexTable.Row key={fruit.id} id={String(fruit.id)} position={position}>
          <IndexTable.Cell>{fruit.name}</IndexTable.Cell>
        </IndexTable.Row>
      ))}
    </ListIndexTable>
  );
});

describe('ListIndexTable', () => {
  it('draws the rows of another filter as new rows (none moves long after the click: no layout shift), and a reload of the same rows in place', async () => {
    // Every filter answers the same fruit, so only the table decides whether a row is moved or new.
    const load = (_query: ListQuery<FruitList>): Promise<ListPage<FruitList>> => Promise.resolve({ items: FRUIT, total: { count: FRUIT.length, exact: true }, facets: { red: 1 } });
    const list = createListKit().lists.create(fruitList({ pageSize: 20 }), { load, invalidate: () => Promise.resolve() });
    list.syncFromUrl('');
    renderWithProviders(<FruitTable list={list} />);
    const before = (await screen.findByText('Apple')).closest('tr');
    await list.refresh();
    await waitFor(() => expect(list.status).toBe('ready'));
    expect(screen.getByText('Apple').closest('tr')).toBe(before);
    list.setFilter({ ...list.filter, colours: ['red'] });
    await waitFor(() => expect(list.shownQuery).toBe('colours=red'));
    expect(screen.getByText('Apple').closest('tr')).not.toBe(before);
  });

  it("draws a screenful of a query's rows in the first frame and the rest right after it is painted, again for the next query", async () => {
    const many: readonly Fruit[] = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Fruit ${index + 1}`, colour: index % 2 === 0 ? 'red' : 'green' }));
    const load = (_query: ListQuery<FruitList>): Promise<ListPage<FruitList>> => Promise.resolve({ items: many, total: { count: many.length, exact: true }, facets: { red: 10 } });
    const list = createListKit().lists.create(fruitList({ pageSize: 20 }), { load, invalidate: () => Promise.resolve() });
    list.syncFromUrl('');
    renderWithProviders(<FruitTable list={list} />);
    await screen.findByText('Fruit 1');
    expect(screen.getAllByText(/^Fruit \d+$/)).toHaveLength(FIRST_FRAME_ROWS);
    expect(await screen.findByText('Fruit 20')).toBeTruthy();
    expect(screen.getAllByText(/^Fruit \d+$/)).toHaveLength(20);
    list.setFilter({ ...list.filter, colours: ['green'] });
    await waitFor(() => expect(list.shownQuery).toBe('colours=green'));
    expect(screen.getAllByText(/^Fruit \d+$/)).toHaveLength(FIRST_FRAME_ROWS);
    await waitFor(() => expect(screen.getAllByText(/^Fruit \d+$/)).toHaveLength(20));
  });
});
