import {
  type AppliedFilterInterface,
  type FilterInterface,
  IndexFilters,
  IndexFiltersMode,
  type IndexFiltersProps,
  type TabProps,
  useSetIndexFiltersMode,
} from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactElement, useEffect, useState } from 'react';
import { type ListShape } from '../../application/lists/list-definition';
import { afterNextPaint } from './after-next-paint';
import { type ListViewModel } from './list-view-model';

/** One sort order as the sort menu shows it. */
export interface ListSortOption<S extends string> {
  readonly sort: S;
  readonly label: string;
  readonly directionLabel: string;
}

export interface ListIndexFiltersProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  /** The name of a built-in tab. */
  readonly viewLabel: (viewId: string) => string;
  /** Start of the tabs' element ids: `qa-tab-` names the tab `unanswered` `qa-tab-unanswered`. */
  readonly tabIdPrefix: string;
  /** A built-in tab's count badge, from the list's facets. */
  readonly viewBadge?: (viewId: string, facets: L['facets']) => number | undefined;
  readonly filters: FilterInterface[];
  readonly applied: AppliedFilterInterface[];
  readonly sortOptions?: readonly ListSortOption<L['sort']>[];
  readonly queryPlaceholder: string;
  /** A list without a search (its definition's search reads no keyword) hides the query field. */
  readonly hideQueryField?: boolean;
}

type PolarisSort = `${string} ${'asc' | 'desc'}`;

/** "commented_at_desc" ↔ Polaris's "commented_at desc". */
const toPolarisSort = (sort: string) => sort.replace(/_(asc|desc)$/, ' $1') as PolarisSort;

function tabsOf<L extends ListShape>({ list, viewLabel, tabIdPrefix, viewBadge }: ListIndexFiltersProps<L>): TabProps[] {
  const facets = list.facets;
  return list.views.tabs.map((tab, index) => {
    const badge = tab.saved === null && viewBadge && facets !== null ? viewBadge(tab.id, facets) : undefined;
    const saved = tab.saved;
    return {
      id: `${tabIdPrefix}${tab.id}`,
      index,
      content: saved?.name ?? viewLabel(tab.id),
      isLocked: saved === null,
      ...(badge === undefined ? {} : { badge: String(badge) }),
      actions: saved ? [{ type: 'delete' as const, onPrimaryAction: () => void list.deleteView(saved.id) }] : [],
    };
  });
}

function ListIndexFiltersView<L extends ListShape>(props: ListIndexFiltersProps<L>) {
  const { list, filters, applied, sortOptions, queryPlaceholder, hideQueryField = false } = props;
  const { mode, setMode } = useSetIndexFiltersMode();
  // A filter beyond what the selected tab stands for (a shared link, back/forward, a date on a status tab) opens the
  // filter bar, so its chips show what is applied; not before the saved views are in, since the filter may be one of theirs.
  const unnamedFilter = list.views.settled && applied.length > 0 && list.filterGoesBeyondView ? list.filterSearch : '';
  useEffect(() => {
    if (unnamedFilter !== '') setMode(IndexFiltersMode.Filtering);
  }, [unnamedFilter, setMode]);

  const sorting: Partial<IndexFiltersProps> = sortOptions
    ? {
        sortOptions: sortOptions.map(({ sort, label, directionLabel }) => ({ label, directionLabel, value: toPolarisSort(sort) })),
        sortSelected: [toPolarisSort(list.sort)],
        onSort: ([value]) => {
          const sort = sortOptions.find((option) => toPolarisSort(option.sort) === value)?.sort;
          if (sort !== undefined) list.setSort(sort);
        },
      }
    : {};
  const saving: Partial<IndexFiltersProps> = list.views.enabled
    ? {
        onCreateNewView: (name) => list.saveView(name),
        primaryAction: { type: 'save-as', onAction: (name) => list.saveView(name), disabled: false, loading: false },
      }
    : {};

  const [chosenView, setChosenView] = useState<number | null>(null);
  return (
    <IndexFilters
      tabs={tabsOf(props)}
      selected={chosenView ?? Math.max(list.selectedViewIndex, 0)}
      onSelect={(index) => {
        // The tab shows as chosen at once; the list follows after that paint.
        setChosenView(index);
        afterNextPaint(() => {
          list.selectView(index);
          setChosenView(null);
        });
      }}
      canCreateNewView={list.views.enabled}
      {...saving}
      cancelAction={{ onAction: () => undefined }}
      {...sorting}
      queryValue={list.keywordInput}
      queryPlaceholder={queryPlaceholder}
      hideQueryField={hideQueryField}
      onQueryChange={(text) => list.setKeyword(text)}
      onQueryClear={() => list.setKeyword('')}
      filters={filters}
      appliedFilters={applied}
      onClearAll={() => list.clearFilters()}
      mode={mode}
      setMode={setMode}
      loading={list.status === 'loading'}
      // The list's own keys (src/ui/kit/keyboard-shortcuts.ts) own the keyboard: Polaris's "f" would clash.
      disableKeyboardShortcuts
    />
  );
}

/** The IndexFilters of a list: tabs for its views (built-in and saved), the query field, the filters and the sort. */
export const ListIndexFilters = observer(ListIndexFiltersView) as <L extends ListShape>(props: ListIndexFiltersProps<L>) => ReactElement;
