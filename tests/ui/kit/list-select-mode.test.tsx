// @vitest-environment jsdom
import { IndexTable } from '@shopify/polaris';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { type ListPage, type ListQuery } from '../../../src/application/lists/list-definition';
import { ListIndexRow } from '../../../src/ui/kit/list-index-row';
import { type ListBulkAction } from '../../../src/ui/kit/list-bulk-action';
import { ListIndexTable } from '../../../src/ui/kit/list-index-table';
import { type ListViewModel } from '../../../src/ui/kit/list-view-model';
import { type Fruit, type FruitList, fruitList } from '../../application/lists/list-fixtures';
import { createListKit } from '../../support/list-kit';
import { renderWithProviders } from '../../support/render-with-providers';
import { usePopoversInJsdom } from '../../support/screen-width';

const FRUIT: readonly Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Cherry', colour: 'red' },
  { id: 3, name: 'Kiwi', colour: 'green' },
];

interface TableProps {
  readonly list: ListViewModel<FruitList>;
  readonly condensed: boolean;
  readonly bulkActions: readonly ListBulkAction[];
  readonly onOpen: (fruit: Fruit) => void;
}

/** A kit list as the screens draw it: stacked rows below the breakpoint, each opening its fruit on a tap. */
const FruitTable = observer(function FruitTable({ list, condensed, bulkActions, onOpen }: TableProps) {
  return (
    <ListIndexTable
      list={list}
      condensed={condensed}
      resourceName={{ singular: 'fruit', plural: 'fruits' }}
      headings={[{ title: 'Name' }]}
      bulkActions={bulkActions}
      selectAllLabels={({ count }) => ({ action: `Select all ${count} fruits`, selected: `All ${count} fruits are selected` })}
      emptyState={{ noItems: 'none', noMatch: 'no match' }}
      paginationLabel={({ page }) => `Page ${page}`}
    >
      {list.items.map((fruit, position) => (
        <ListIndexRow
          key={fruit.id}
          id={String(fruit.id)}
          position={position}
          selected={list.selection.has(fruit.id)}
          onClick={() => onOpen(fruit)}
          accessibilityLabel={`Select ${fruit.name}`}
        >
          {condensed ? <div>{fruit.name}</div> : <IndexTable.Cell>{fruit.name}</IndexTable.Cell>}
        </ListIndexRow>
      ))}
    </ListIndexTable>
  );
});

async function renderFruit(condensed: boolean) {
  // Two fruit a page, three in all: "Select all 3 fruits" reaches past the page.
  const load = (query: ListQuery<FruitList>): Promise<ListPage<FruitList>> =>
    Promise.resolve({ items: FRUIT.slice((query.page - 1) * 2, query.page * 2), total: { count: FRUIT.length, exact: true }, facets: { red: 2 } });
  const list = createListKit().lists.create(fruitList({ pageSize: 2 }), { load, invalidate: () => Promise.resolve() });
  list.syncFromUrl('');
  const onOpen = vi.fn();
  const publish = vi.fn<(ids: readonly number[], allMatching: boolean) => void>();
  const remove = vi.fn<(ids: readonly number[]) => void>();
  const bulkActions: ListBulkAction[] = [
    { content: 'Publish', promoted: true, onAction: () => publish([...list.selection.ids], list.selection.allMatching) },
    { content: 'Delete', destructive: true, onAction: () => remove([...list.selection.ids]) },
  ];
  renderWithProviders(<FruitTable list={list} condensed={condensed} bulkActions={bulkActions} onOpen={onOpen} />);
  await screen.findByText('Apple');
  return { list, onOpen, publish, remove };
}

describe('ListIndexTable select mode (stacked rows below the mobile breakpoint)', () => {
  usePopoversInJsdom();

  it('shows no checkboxes until "Select"; then ticks rows, runs a bulk action on them, and "Done" leaves with nothing selected', async () => {
    const { list, onOpen, publish } = await renderFruit(true);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByText('Apple'));
    expect(onOpen).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('0 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    // A tap on the row selects it in select mode, instead of opening it.
    fireEvent.click(screen.getByText('Cherry'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Cherry' }).checked).toBe(true);

    fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    expect(publish).toHaveBeenCalledWith([1, 2], false);

    fireEvent.click(within(bar).getByRole('button', { name: 'Done' }));
    expect(list.selection.count).toBe(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Select' })).toBeTruthy();
  });

  it('selects the page with its checkbox, then all matching rows, and offers the other actions under "More actions"', async () => {
    const { remove, publish } = await renderFruit(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: 'Select all 3 fruits' })).toBeNull();
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith([1, 2]);

    fireEvent.click(within(bar).getByRole('button', { name: 'Select all 3 fruits' }));
    expect(within(bar).getByText('All 3 fruits are selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    expect(publish).toHaveBeenCalledWith([1, 2], true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Select this page only' }));
    expect(within(bar).getByText('2 selected')).toBeTruthy();
  });

  it('keeps the wide table as it was: checkboxes on every row, no "Select" button', async () => {
    const { onOpen } = await renderFruit(false);
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Apple' })).toBeTruthy());
    fireEvent.click(screen.getByText('Apple'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
