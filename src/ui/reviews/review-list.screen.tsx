import {
  BlockStack,
  Card,
  EmptyState,
  IndexFilters,
  IndexTable,
  Modal,
  Page,
  ProgressBar,
  Text,
  useSetIndexFiltersMode,
  Banner,
  IndexFiltersMode,
  IndexTableSelectionType,
  type IndexFiltersProps,
  type TabProps,
} from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHORTCUT_KEYS, shortcutFor } from '../kit/keyboard-shortcuts';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { ReviewDetailModal } from './review-detail-modal';
import { buildReviewFilters } from './review-filters';
import { type BulkAction, ReviewListViewModel } from './review-list.view-model';
import { ReviewAuthor, ReviewRating, ReviewStackedRow, ReviewStatusBadges, ReviewSummary } from './review-row-cells';
import { REVIEW_SORTS, type ReviewSort } from '../../domain/reviews/review-item';

const PROMOTED: readonly BulkAction[] = ['publish', 'unpublish'];

/** "commented_at_desc" ↔ Polaris's "commented_at desc". */
const toPolarisSort = (sort: ReviewSort) => sort.replace(/_(asc|desc)$/, ' $1');
const fromPolarisSort = (value: string | undefined) => REVIEW_SORTS.find((sort) => toPolarisSort(sort) === value);

function useModerationKeys(vm: ReviewListViewModel): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor(event, {
        target: element && { tagName: element.tagName, isContentEditable: element.isContentEditable, role: element.getAttribute('role') },
        // Polaris's own dialogs (saving a view…) count too.
        modalOpen: vm.modalOpen || document.querySelector('[role="dialog"]') !== null,
      });
      if (action === null) return;
      event.preventDefault();
      vm.handleShortcut(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [vm]);

  useEffect(() => {
    // Follows the focused row so j/k never move out of sight.
    const row = document.querySelector('[data-review-focused="true"]');
    row?.scrollIntoView?.({ block: 'nearest' });
  });
}

/** /reviewList "Manage reviews": the moderation table (issue 5). */
export const ReviewListScreen = observer(function ReviewListScreen() {
  const { t } = useTranslation('reviews');
  const vm = useViewModel(ReviewListViewModel);
  const location = useLocation();
  const { mode, setMode } = useSetIndexFiltersMode();
  const narrow = useNarrowLayout();
  const formatDate = useShopDateFormat();

  useEffect(() => {
    void vm.start();
  }, [vm]);
  useEffect(() => vm.syncFromUrl(location.search), [vm, location.search]);
  useModerationKeys(vm);

  const { filters, applied } = buildReviewFilters(vm, t);
  // A filter no tab stands for (a shared link, back/forward) opens the filter bar, so its chips show what is applied.
  const unnamedFilter = applied.length > 0 && vm.selectedViewIndex === -1 ? vm.filterSearch : '';
  useEffect(() => {
    if (unnamedFilter !== '') setMode(IndexFiltersMode.Filtering);
  }, [unnamedFilter, setMode]);
  const tabs: TabProps[] = vm.allViews.map((view, index) => ({
    id: `review-view-${view.id}`,
    index,
    content: view.name ?? t(`views.${view.id}`),
    isLocked: index === 0,
    onAction: () => vm.selectView(index),
    actions:
      view.name === null
        ? []
        : [
            {
              type: 'delete',
              onPrimaryAction: () => vm.deleteView(view.id),
            },
          ],
  }));
  const sortOptions: IndexFiltersProps['sortOptions'] = [
    { label: t('sort.date'), value: 'commented_at desc', directionLabel: t('sort.newest') },
    { label: t('sort.date'), value: 'commented_at asc', directionLabel: t('sort.oldest') },
    { label: t('sort.rating'), value: 'rating desc', directionLabel: t('sort.highest') },
    { label: t('sort.rating'), value: 'rating asc', directionLabel: t('sort.lowest') },
    { label: t('sort.helpful'), value: 'helpful desc', directionLabel: t('sort.most') },
  ];
  const bulkActions = vm.bulkActions.map((action) => ({
    content: t(`actions.${action}`),
    destructive: action === 'delete',
    onAction: () => vm.runBulk(action),
  }));
  const focused = vm.focusedReview;

  const emptyState =
    vm.emptyKind === 'noReviews' ? (
      <EmptyState heading={t('empty.noReviews.heading')} image="">
        <p>{t('empty.noReviews.body')}</p>
      </EmptyState>
    ) : (
      <EmptyState heading={t('empty.noMatch.heading')} image="" action={{ content: t('empty.noMatch.clear'), onAction: () => vm.clearFilters() }}>
        <p>{t('empty.noMatch.body')}</p>
      </EmptyState>
    );

  return (
    <Page
      title={t('title')}
      fullWidth
      secondaryActions={[
        { content: t('export.action'), loading: vm.exporting, disabled: vm.exporting, onAction: () => void vm.exportCsv() },
        { content: t('shortcuts.open'), onAction: () => vm.setHelpOpen(true) },
      ]}
    >
      <BlockStack gap="300">
        {vm.status === 'error' && (
          <Banner tone="critical" title={t('error.title')} action={{ content: t('error.retry'), onAction: () => vm.retry() }}>
            <p>{vm.errorMessage}</p>
          </Banner>
        )}
        {vm.bulkRunning && (
          <Card>
            <BlockStack gap="200">
              <Text as="p" id="review-bulk-progress">
                {vm.progress ? t('bulk.progress', { processed: vm.progress.processed, total: vm.progress.total }) : t('bulk.working')}
              </Text>
              <ProgressBar
                progress={vm.progress && vm.progress.total > 0 ? Math.round((vm.progress.processed / vm.progress.total) * 100) : 0}
                ariaLabelledBy="review-bulk-progress"
              />
            </BlockStack>
          </Card>
        )}
        <Card padding="0">
          <IndexFilters
            tabs={tabs}
            selected={Math.max(vm.selectedViewIndex, 0)}
            onSelect={(index) => vm.selectView(index)}
            canCreateNewView
            onCreateNewView={(name) => Promise.resolve(vm.saveView(name))}
            primaryAction={{ type: 'save-as', onAction: (name) => Promise.resolve(vm.saveView(name)), disabled: false, loading: false }}
            cancelAction={{ onAction: () => undefined }}
            sortOptions={sortOptions}
            sortSelected={[toPolarisSort(vm.sort)]}
            onSort={([value]) => {
              const sort = fromPolarisSort(value);
              if (sort) vm.setSort(sort);
            }}
            queryValue={vm.keywordInput}
            queryPlaceholder={t(vm.searchField === 'title' ? 'search.placeholderTitle' : 'search.placeholderAuthor')}
            onQueryChange={(text) => vm.setKeyword(text)}
            onQueryClear={() => vm.setKeyword('')}
            filters={filters}
            appliedFilters={applied}
            onClearAll={() => vm.clearFilters()}
            mode={mode}
            setMode={setMode}
            loading={vm.status === 'loading'}
            // Its own "f" shortcut would clash with "f" = feature.
            disableKeyboardShortcuts
          />
          <IndexTable
            // Below 768 px each review is a stacked card: six columns cannot share 390 px.
            condensed={narrow}
            resourceName={{ singular: t('resource.singular'), plural: t('resource.plural') }}
            itemCount={vm.items.length}
            selectedItemsCount={vm.allMatchingSelected ? 'All' : vm.selectedIds.length}
            hasMoreItems={vm.total > vm.items.length}
            onSelectionChange={(type, toggle, selection) => {
              if (type === IndexTableSelectionType.All) vm.selectAllMatching(toggle);
              else if (type === IndexTableSelectionType.Page) vm.selectPage(toggle);
              else if (type === IndexTableSelectionType.Single && typeof selection === 'string') vm.toggleSelected(Number(selection));
              else if (Array.isArray(selection)) {
                const [start, end] = selection;
                vm.items.slice(start, end + 1).forEach((item) => {
                  if (vm.isSelected(item.id) !== toggle) vm.toggleSelected(item.id);
                });
              }
            }}
            promotedBulkActions={bulkActions.filter((_, index) => PROMOTED.includes(vm.bulkActions[index] as BulkAction))}
            bulkActions={bulkActions.filter((_, index) => !PROMOTED.includes(vm.bulkActions[index] as BulkAction))}
            loading={vm.status === 'loading'}
            emptyState={emptyState}
            headings={[
              { title: t('columns.review') },
              { title: t('columns.rating') },
              { title: t('columns.author') },
              { title: t('columns.product') },
              { title: t('columns.status') },
              { title: t('columns.date') },
            ]}
            pagination={{
              hasNext: vm.hasNextPage,
              hasPrevious: vm.hasPreviousPage,
              onNext: () => vm.nextPage(),
              onPrevious: () => vm.previousPage(),
              label: t('pagination', { page: vm.page, pages: vm.pageCount, total: vm.total }),
            }}
          >
            {vm.items.map((item, index) => {
              const isFocused = index === vm.focusedIndex;
              return (
                <IndexTable.Row
                  id={String(item.id)}
                  key={item.id}
                  position={index}
                  selected={vm.isSelected(item.id)}
                  tone={isFocused ? 'subdued' : undefined}
                  onClick={() => vm.openReview(item.id)}
                  accessibilityLabel={t('row.select', { author: item.author_name })}
                >
                  {narrow ? (
                    <ReviewStackedRow review={item} focused={isFocused} date={formatDate(item.commented_at)} />
                  ) : (
                    <>
                      <IndexTable.Cell>
                        <ReviewSummary review={item} focused={isFocused} />
                      </IndexTable.Cell>
                      <IndexTable.Cell>
                        <ReviewRating rating={item.rating} />
                      </IndexTable.Cell>
                      <IndexTable.Cell>
                        <ReviewAuthor name={item.author_name} />
                      </IndexTable.Cell>
                      <IndexTable.Cell>
                        <Text as="span" breakWord>
                          <span dir="auto">{item.product_title}</span>
                        </Text>
                      </IndexTable.Cell>
                      <IndexTable.Cell>
                        <ReviewStatusBadges review={item} />
                      </IndexTable.Cell>
                      <IndexTable.Cell>{formatDate(item.commented_at)}</IndexTable.Cell>
                    </>
                  )}
                </IndexTable.Row>
              );
            })}
          </IndexTable>
        </Card>
        <Text as="p" tone="subdued">
          {t('shortcuts.hint')}
        </Text>
        <Text as="p" visuallyHidden>
          <span role="status" aria-live="polite">
            {focused ? t('row.focused', { author: focused.author_name, position: vm.focusedIndex + 1, count: vm.items.length }) : ''}
          </span>
        </Text>
      </BlockStack>
      <ReviewDetailModal vm={vm} />
      <ShortcutHelpModal
        open={vm.helpOpen}
        onClose={() => vm.setHelpOpen(false)}
        title={t('shortcuts.title')}
        rows={SHORTCUT_KEYS.map(({ key, action }) => ({ keys: key, label: t(`shortcuts.${action}`) }))}
      />
      <Modal
        open={vm.confirmingDelete}
        onClose={() => vm.cancelDelete()}
        title={t('delete.title', { count: vm.selectedCount })}
        primaryAction={{ content: t('actions.delete'), destructive: true, onAction: () => vm.confirmDelete() }}
        secondaryActions={[{ content: t('reply.cancel'), onAction: () => vm.cancelDelete() }]}
      >
        <Modal.Section>
          <Text as="p">{t('delete.body')}</Text>
        </Modal.Section>
      </Modal>
      {vm.pickerOpen && (
        <ResourcePickerDialog
          open
          type="product"
          action="Select"
          selectedIds={vm.filter.productIds}
          onSelect={(selection) => vm.chooseProducts(selection.map((choice) => choice.id))}
          onCancel={() => vm.setPickerOpen(false)}
        />
      )}
      {vm.status === 'loading' && vm.items.length === 0 && (
        <Text as="p" visuallyHidden>
          {t('loading')}
        </Text>
      )}
    </Page>
  );
});
