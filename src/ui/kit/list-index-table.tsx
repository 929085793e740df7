import { Box, IndexTable, type IndexTableProps, IndexTableSelectionType } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { Children, Fragment, type ReactElement, type ReactNode, startTransition, useEffect, useState } from 'react';
import { type ListShape, type ListTotal } from '../../application/lists/list-definition';
import { afterNextPaint } from './after-next-paint';
import { type ListBulkAction } from './list-bulk-action';
import { ListSelectMode, toggleRowById } from './list-select-mode';
import { type ListViewModel } from './list-view-model';
import './list-index-table.css';

type SelectionChange = NonNullable<IndexTableProps['onSelectionChange']>;

/** What the pagination line says about the rows shown. */
export interface ListPagination {
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

export interface ListIndexTableProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  readonly resourceName: { readonly singular: string; readonly plural: string };
  readonly headings: IndexTableProps['headings'];
  readonly bulkActions: readonly ListBulkAction[];
  readonly emptyState: { readonly noItems: ReactNode; readonly noMatch: ReactNode };
  readonly paginationLabel: (pagination: ListPagination) => string;
  /** "Select all 500 reviews" and "All 500 reviews are selected", for lists that select all matching. */
  readonly selectAllLabels?: (total: ListTotal) => { readonly action: string; readonly selected: string };
  /**
   * Below the mobile breakpoint each row is a stacked card: the columns cannot share 390 px. A
   * selectable list then selects in a select mode (rows drawn with `ListIndexRow` get checkboxes).
   */
  readonly condensed?: boolean;
  /** Rows have checkboxes for bulk actions (default); false: a list that only opens its rows. */
  readonly selectable?: boolean;
  /** The rows: an `IndexTable.Row` per item, its `id` the item's id as text. */
  readonly children: ReactNode;
}

/**
 * While a page with no rows shown yet loads, the table keeps the viewport's height, so what is
 * below it is not on screen to jump when the rows come in (a layout shift the merchant sees and
 * CLS counts). A failed load keeps a small box under its error banner.
 */
const LOADING_HEIGHT = '100vh';
const FAILED_HEIGHT = '8rem';
/**
 * Rows drawn in the first frame of new rows: about a screenful. The rest follow right after that
 * frame is painted, below the fold, so the merchant sees the first rows a whole table's render sooner.
 */
export const FIRST_FRAME_ROWS = 8;

/**
 * The rows to draw now: the first screenful of a query's rows, then, after that paint, all of them.
 * `partial` while the rest are still to come: the table then keeps the viewport's height, so what
 * is below it is off screen when they arrive (no layout shift).
 */
function useRowsInFrames(query: string, children: ReactNode): { readonly rows: ReactNode; readonly partial: boolean } {
  const [fullyDrawnQuery, setFullyDrawnQuery] = useState<string | null>(null);
  const fullyDrawn = fullyDrawnQuery === query;
  useEffect(() => {
    if (fullyDrawn) return;
    let current = true;
    afterNextPaint(() => {
      // A transition: a key or a click that comes while the rest are drawn is answered first.
      if (current) startTransition(() => setFullyDrawnQuery(query));
    });
    return () => {
      current = false;
    };
  }, [fullyDrawn, query]);
  const rows = Children.toArray(children);
  const partial = !fullyDrawn && rows.length > FIRST_FRAME_ROWS;
  return { rows: partial ? rows.slice(0, FIRST_FRAME_ROWS) : rows, partial };
}

function ListIndexTableView<L extends ListShape>(props: ListIndexTableProps<L>) {
  const { list, bulkActions, selectAllLabels } = props;
  const onSelectionChange: SelectionChange = (type, toggle, selection) => {
    if (type === IndexTableSelectionType.All) list.selection.selectAllMatching(toggle);
    else if (type === IndexTableSelectionType.Page) list.selection.selectPage(toggle);
    else if (type === IndexTableSelectionType.Single && typeof selection === 'string') toggleRowById(list, selection);
    else if (Array.isArray(selection)) {
      const [start = 0, end = start] = selection;
      list.selection.setRows(list.pageIds.slice(Math.min(start, end), Math.max(start, end) + 1), toggle);
    }
  };
  const hasMoreItems = list.definition.selectsAllMatching && list.total.count > list.items.length;
  const labels = hasMoreItems && selectAllLabels ? selectAllLabels(list.total) : null;
  const toPolaris = ({ content, onAction, destructive, disabled }: ListBulkAction) => ({ content, onAction, destructive, disabled });
  const shown = list.shownPage;
  const { rows, partial } = useRowsInFrames(list.shownQuery, props.children);
  const condensed = props.condensed ?? false;
  const selectable = props.selectable ?? true;

  const table = (
    <IndexTable
      condensed={condensed}
      selectable={selectable}
      resourceName={props.resourceName}
      itemCount={list.items.length}
      selectedItemsCount={list.selection.allMatching ? 'All' : list.selection.ids.length}
      hasMoreItems={hasMoreItems}
      {...(labels ? { paginatedSelectAllActionText: labels.action, paginatedSelectAllText: labels.selected } : {})}
      onSelectionChange={onSelectionChange}
      promotedBulkActions={bulkActions.filter((action) => action.promoted).map(toPolaris)}
      bulkActions={bulkActions.filter((action) => !action.promoted).map(toPolaris)}
      loading={list.status === 'loading'}
      emptyState={list.emptyKind === 'noItems' ? props.emptyState.noItems : list.emptyKind === 'noMatch' ? props.emptyState.noMatch : <Box minHeight={list.status === 'loading' ? LOADING_HEIGHT : FAILED_HEIGHT} />}
      headings={props.headings}
      pagination={{
        hasNext: list.hasNextPage,
        hasPrevious: list.hasPreviousPage,
        onNext: () => list.nextPage(),
        onPrevious: () => list.previousPage(),
        ...(shown === null ? {} : { label: props.paginationLabel({ page: shown, pages: list.pageCount, total: list.total.count }) }),
      }}
    >
      {/* The rows of another filter, sort or page are new rows, not the old ones moved: a row that
          moves long after the click that asked for it is a layout shift the merchant sees. */}
      <Fragment key={list.shownQuery}>{rows}</Fragment>
    </IndexTable>
  );
  return (
    <Box {...(partial ? { minHeight: LOADING_HEIGHT } : {})}>
      {condensed && selectable ? (
        <ListSelectMode
          list={list}
          resourceSingular={props.resourceName.singular}
          bulkActions={bulkActions}
          selectAllLabels={labels}
        >
          {table}
        </ListSelectMode>
      ) : (
        table
      )}
    </Box>
  );
}

/** The IndexTable of a list: selection (of the page or of every matching row), bulk actions, the empty states, pages. */
export const ListIndexTable = observer(ListIndexTableView) as <L extends ListShape>(props: ListIndexTableProps<L>) => ReactElement;
