import { Text } from '@shopify/polaris';
import { compareStructural, computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ReactElement, useMemo } from 'react';
import { type ListShape } from '../../application/lists/list-definition';
import { type ListViewModel } from './list-view-model';

export interface ListRowState {
  readonly focused: boolean;
  readonly selected: boolean;
}

/**
 * Whether the row at `position` is the focused one and is selected. Read through a computed value,
 * so moving the focus re-renders the two rows it leaves and enters, not the whole page
 * (a keyboard move stays well inside the 100 ms a merchant feels as instant).
 */
export function useListRowState<L extends ListShape>(list: ListViewModel<L>, position: number, id: L['id']): ListRowState {
  const state = useMemo(
    () => computed(() => ({ focused: list.focusedIndex === position, selected: list.selection.has(id) }), { equals: compareStructural }),
    [list, position, id],
  );
  return state.get();
}

interface ListFocusAnnouncementProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  /** What a screen reader hears when the focus moves to `item`. */
  readonly describe: (item: L['item'], position: number, count: number) => string;
}

/** The polite live region that says which row the keyboard focus is on; on its own, so the screen does not re-render with it. */
export const ListFocusAnnouncement = observer(function ListFocusAnnouncement<L extends ListShape>({ list, describe }: ListFocusAnnouncementProps<L>) {
  const item = list.focusedItem;
  return (
    <Text as="p" visuallyHidden>
      <span role="status" aria-live="polite">
        {item ? describe(item, list.focusedIndex + 1, list.items.length) : ''}
      </span>
    </Text>
  );
}) as <L extends ListShape>(props: ListFocusAnnouncementProps<L>) => ReactElement;
