import { ActionList, BlockStack, Button, Checkbox, InlineStack, Popover, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from './use-translation';
import { type ListShape } from '../../application/lists/list-definition';
import { ListRowSelectModeContext } from './list-index-row';
import { type ListBulkAction } from './list-bulk-action';
import { type ListViewModel } from './list-view-model';

/** Selects or unselects the row of the page whose `IndexTable.Row` id is `rowId` (ids are numbers or text). */
export function toggleRowById<L extends ListShape>(list: ListViewModel<L>, rowId: string): void {
  const id = list.pageIds.find((pageId) => String(pageId) === rowId);
  if (id !== undefined) list.selection.toggle(id);
}

interface ListSelectModeProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  readonly resourceSingular: string;
  readonly bulkActions: readonly ListBulkAction[];
  /** "Select all 500 reviews" / "All 500 reviews are selected", when more rows match than the page shows. */
  readonly selectAllLabels: { readonly action: string; readonly selected: string } | null;
  /** The table, whose rows get their checkboxes from here. */
  readonly children: ReactNode;
}

/**
 * The small screens' select mode, Polaris' pattern for a condensed IndexTable (which Polaris 13
 * no longer draws): a "Select" button; then a sticky bar with the page's checkbox, the count,
 * "Select all N", the same bulk actions as the wide table and "Done", and a checkbox on every row.
 */
function ListSelectModeView<L extends ListShape>({ list, resourceSingular, bulkActions, selectAllLabels, children }: ListSelectModeProps<L>) {
  const { t } = useTranslation('lists');
  const { selection } = list;
  const selecting = selection.selecting;
  const rowSelectMode = useMemo(
    () => (selecting ? { toggle: (rowId: string) => toggleRowById(list, rowId), defaultLabel: t('selectMode.selectRow', { resource: resourceSingular }) } : null),
    [selecting, list, t, resourceSingular],
  );
  const hasRows = list.items.length > 0;
  return (
    <>
      {hasRows && !selecting && (
        <div className="ListSelectMode-start">
          <InlineStack align="end">
            <Button size="slim" onClick={() => selection.startSelecting()}>
              {t('selectMode.select')}
            </Button>
          </InlineStack>
        </div>
      )}
      {selecting && <ListSelectModeBar list={list} bulkActions={bulkActions} selectAllLabels={selectAllLabels} />}
      <ListRowSelectModeContext.Provider value={rowSelectMode}>{children}</ListRowSelectModeContext.Provider>
    </>
  );
}

type BarProps<L extends ListShape> = Omit<ListSelectModeProps<L>, 'children' | 'resourceSingular'>;

const ListSelectModeBar = observer(function ListSelectModeBar<L extends ListShape>({ list, bulkActions, selectAllLabels }: BarProps<L>) {
  const { t } = useTranslation('lists');
  const [moreOpen, setMoreOpen] = useState(false);
  const { selection } = list;
  const onPage = selection.ids.length;
  // Checked or not, never Polaris' "indeterminate": its aria-checked="mixed" on a native checkbox fails axe.
  const pageChecked = selection.allMatching || (onPage > 0 && onPage === list.pageIds.length);
  const nothingSelected = selection.count === 0;
  const promoted = bulkActions.filter((action) => action.promoted);
  const more = bulkActions.filter((action) => !action.promoted);
  return (
    <div className="ListSelectMode-bar" role="region" aria-label={t('selectMode.bar')}>
      <BlockStack gap="200">
        <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
          <InlineStack gap="200" blockAlign="center" wrap={false}>
            <Checkbox label={t('selectMode.selectPage')} labelHidden checked={pageChecked} onChange={(checked) => selection.selectPage(checked)} />
            <Text as="span" fontWeight="semibold">
              <span aria-live="polite">{selection.allMatching && selectAllLabels ? selectAllLabels.selected : t('selectMode.selected', { count: selection.count })}</span>
            </Text>
          </InlineStack>
          <Button size="slim" onClick={() => selection.stopSelecting()}>
            {t('selectMode.done')}
          </Button>
        </InlineStack>
        {selectAllLabels && !nothingSelected && (
          <InlineStack>
            {selection.allMatching ? (
              <Button variant="plain" onClick={() => selection.selectPage(true)}>
                {t('selectMode.undoSelectAll')}
              </Button>
            ) : (
              <Button variant="plain" onClick={() => selection.selectAllMatching(true)}>
                {selectAllLabels.action}
              </Button>
            )}
          </InlineStack>
        )}
        <InlineStack gap="200">
          {promoted.map((action) => (
            <Button key={action.content} size="slim" tone={action.destructive ? 'critical' : undefined} disabled={action.disabled || nothingSelected} onClick={action.onAction}>
              {action.content}
            </Button>
          ))}
          {more.length > 0 && (
            <Popover
              active={moreOpen}
              onClose={() => setMoreOpen(false)}
              activator={
                <Button size="slim" disclosure disabled={nothingSelected} onClick={() => setMoreOpen((open) => !open)}>
                  {t('selectMode.moreActions')}
                </Button>
              }
            >
              <ActionList
                onActionAnyItem={() => setMoreOpen(false)}
                items={more.map(({ content, onAction, destructive, disabled }) => ({ content, onAction, destructive, disabled }))}
              />
            </Popover>
          )}
        </InlineStack>
      </BlockStack>
    </div>
  );
}) as <L extends ListShape>(props: BarProps<L>) => ReactElement;

/** Select mode for a list's stacked rows below the mobile breakpoint (see {@link ListSelectModeView}). */
export const ListSelectMode = observer(ListSelectModeView) as <L extends ListShape>(props: ListSelectModeProps<L>) => ReactElement;
