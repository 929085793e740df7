// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { ListFocusAnnouncement, useListRowState } from '../../../src/ui/kit/list-row-state';
import { type ListViewModel } from '../../../src/ui/kit/list-view-model';
import { type Fruit, type FruitList, fruitList } from '../../application/lists/list-fixtures';
import { createListKit } from '../../support/list-kit';

const FRUIT: readonly Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Cherry', colour: 'red' },
  { id: 3, name: 'Kiwi', colour: 'green' },
  { id: 4, name: 'Lime', colour: 'green' },
];

async function loadedList(): Promise<ListViewModel<FruitList>> {
  const list = createListKit().lists.create(fruitList(), {
    load: () => Promise.resolve({ items: [...FRUIT], total: { count: FRUIT.length, exact: true }, facets: { red: 2 } }),
    invalidate: () => Promise.resolve(),
    onRowShortcut: () => false,
  });
  list.syncFromUrl('');
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return list;
}

describe('a list row', () => {
  it('re-renders only the rows the focus leaves and enters, and shows its own focus and selection', async () => {
    const list = await loadedList();
    const renders = new Map<number, number>();
    const Row = observer(function Row({ fruit, position }: { fruit: Fruit; position: number }) {
      renders.set(fruit.id, (renders.get(fruit.id) ?? 0) + 1);
      const { focused, selected } = useListRowState(list, position, fruit.id);
      return <li aria-current={focused} aria-selected={selected}>{fruit.name}</li>;
    });
    render(
      <ul>
        {list.items.map((fruit, position) => (
          <Row key={fruit.id} fruit={fruit} position={position} />
        ))}
      </ul>,
    );
    renders.clear();
    act(() => list.focusRow(2));
    expect(screen.getByText('Kiwi').getAttribute('aria-current')).toBe('true');
    renders.clear();
    act(() => list.focusRow(3));
    expect([...renders.keys()].sort()).toEqual([3, 4]);
    expect(screen.getByText('Kiwi').getAttribute('aria-current')).toBe('false');
    expect(screen.getByText('Lime').getAttribute('aria-current')).toBe('true');
    act(() => list.selection.toggle(1));
    expect(screen.getByText('Apple').getAttribute('aria-selected')).toBe('true');
  });

  it('announces the focused row in a polite live region', async () => {
    const list = await loadedList();
    render(<ListFocusAnnouncement list={list} describe={(fruit, position, count) => `${fruit.name}, ${position} of ${count}`} />);
    act(() => list.focusRow(1));
    expect(screen.getByRole('status').textContent).toBe('Cherry, 2 of 4');
  });
});
