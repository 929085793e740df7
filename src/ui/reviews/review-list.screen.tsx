import '../kit/polaris-complete';
import { BlockStack, Card, EmptyState, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { SEARCH_FIELD_ALL, SEARCH_FIELD_AUTHOR, SEARCH_FIELD_TITLE } from '../../domain/reviews/review-filter-codes';
import { SHORTCUT_KEYS } from '../kit/keyboard-shortcuts';
import { ListIndexFilters, type ListSortOption } from '../kit/list-index-filters';
import { ListIndexTable } from '../kit/list-index-table';
import { ListFocusAnnouncement } from '../kit/list-row-state';
import { ListStatusBanners } from '../kit/list-status-banners';
import { PageGutter } from '../kit/page-gutter';
import { ShortcutHelpModal } from '../kit/shortcut-help-modal';
import { useListKeyboard } from '../kit/use-list-keyboard';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { ModerationReasonModal } from './moderation-reason-modal';
import { ReviewDetailModal } from './review-detail-modal';
import { ReviewExportModal } from './review-export-modal';
import { buildReviewFilters } from './review-filters';
import { type BulkAction, type ReviewList } from './review-list.definition';
import { ReviewListViewModel } from './review-list.view-model';
import { ReviewListRow } from './review-list-row';
import { REVIEW_LIST_NAMESPACES } from './review-list.words';
import { type ReviewRowWords } from './review-row-cells';

export { warmReviewList } from './review-list.warm';

const PROMOTED: readonly BulkAction[] = ['publish', 'unpublish'];

/** The search box names the fields its scope searches. */
const SEARCH_PLACEHOLDERS: Readonly<Record<string, 'search.placeholderAll' | 'search.placeholderAuthor' | 'search.placeholderTitle'>> = {
  [SEARCH_FIELD_ALL]: 'search.placeholderAll',
  [SEARCH_FIELD_AUTHOR]: 'search.placeholderAuthor',
  [SEARCH_FIELD_TITLE]: 'search.placeholderTitle',
};

/** /reviewList "Manage reviews": the moderation table on the list kit (docs/product/reviews.md). */
/** Opened now and then, and its table is the heaviest part of it: its own chunk, fetched when first opened. */
const ModerationHistoryModal = lazy(() => import('./moderation-history-modal').then((m) => ({ default: m.ModerationHistoryModal })));

export const ReviewListScreen = observer(function ReviewListScreen() {
  const { t } = useTranslation(REVIEW_LIST_NAMESPACES);
  const formatDate = useShopDateFormat();
  const words = useMemo<ReviewRowWords>(() => ({ t, storeReview: t('display-store:storeReview'), formatDate }), [t, formatDate]);
  const vm = useViewModel(ReviewListViewModel);
  const narrow = useNarrowLayout();
  const { list } = vm;
  const location = useLocation();

  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);
  useListKeyboard(list, { focusedRowSelector: '[data-review-focused="true"]' });

  const { filters, applied } = buildReviewFilters(vm, t, formatDate);
  const sortOptions: readonly ListSortOption<ReviewList['sort']>[] = [
    { sort: 'commented_at_desc', label: t('sort.date'), directionLabel: t('sort.newest') },
    { sort: 'commented_at_asc', label: t('sort.date'), directionLabel: t('sort.oldest') },
    { sort: 'rating_desc', label: t('sort.rating'), directionLabel: t('sort.highest') },
    { sort: 'rating_asc', label: t('sort.rating'), directionLabel: t('sort.lowest') },
    { sort: 'helpful_desc', label: t('sort.helpful'), directionLabel: t('sort.most') },
  ];

  return (
    <Page
      title={t('title')}
      fullWidth
      secondaryActions={[
        { content: t('export.action'), loading: vm.exporting, disabled: vm.exporting, onAction: () => vm.openExport() },
        { content: t('shortcuts.open'), onAction: () => list.setHelpOpen(true) },
      ]}
    >
      <BlockStack gap="300">
        <ListStatusBanners
          list={list}
          errorTitle={t('error.title')}
          retryLabel={t('error.retry')}
          progressText={(progress) => (progress ? t('bulk.progress', { processed: progress.processed, count: progress.total }) : t('bulk.working'))}
        />
        <Card padding="0">
          <ListIndexFilters
            list={list}
            viewLabel={(id) => t(`views.${id}`)}
            tabIdPrefix="review-view-"
            filters={filters}
            applied={applied}
            sortOptions={sortOptions}
            queryPlaceholder={t(SEARCH_PLACEHOLDERS[list.searchScope ?? SEARCH_FIELD_ALL] ?? 'search.placeholderAll')}
          />
          <ListIndexTable
            list={list}
            condensed={narrow}
            resourceName={{ singular: t('resource.singular'), plural: t('resource.plural') }}
            bulkActions={vm.bulkActions.map((action) => ({
              content: t(`actions.${action}`),
              destructive: action === 'delete',
              promoted: PROMOTED.includes(action),
              onAction: () => vm.runBulk(action),
            }))}
            selectAllLabels={({ count, exact }) => ({
              action: t(exact ? 'selection.selectAll' : 'selection.selectAllAtLeast', { count }),
              selected: t(exact ? 'selection.allSelected' : 'selection.allSelectedAtLeast', { count }),
            })}
            emptyState={{
              noItems: (
                <EmptyState heading={t('empty.noReviews.heading')} image="">
                  <p>{t('empty.noReviews.body')}</p>
                </EmptyState>
              ),
              noMatch: (
                <EmptyState heading={t('empty.noMatch.heading')} image="" action={{ content: t('empty.noMatch.clear'), onAction: () => list.clearFilters() }}>
                  <p>{t('empty.noMatch.body')}</p>
                </EmptyState>
              ),
            }}
            headings={[
              { title: t('columns.review') },
              { title: t('columns.rating') },
              { title: t('columns.author') },
              { title: t('columns.product') },
              { title: t('columns.status') },
              { title: t('columns.date') },
            ]}
            paginationLabel={({ page, pages, total }) => t('pagination', { page, pages, count: total })}
          >
            {list.items.map((review, position) => (
              <ReviewListRow key={review.id} vm={vm} review={review} position={position} stacked={narrow} words={words} />
            ))}
          </ListIndexTable>
        </Card>
        <PageGutter>
          <Text as="p" tone="subdued">
            {t('shortcuts.hint')}
          </Text>
        </PageGutter>
        <ListFocusAnnouncement list={list} describe={(review, position, count) => t('row.focused', { author: review.author_name, position, count })} />
      </BlockStack>
      <ReviewDetailModal vm={vm} />
      <ReviewExportModal vm={vm} />
      <ShortcutHelpModal
        open={list.helpOpen}
        onClose={() => list.setHelpOpen(false)}
        title={t('shortcuts.title')}
        rows={SHORTCUT_KEYS.map(({ key, action }) => ({ keys: key, label: t(`shortcuts.${action}`) }))}
      />
      <ModerationReasonModal dialog={vm.reasonDialog} bulk={list.bulk} />
      {vm.history.isOpen && (
        <Suspense fallback={null}>
          <ModerationHistoryModal history={vm.history} />
        </Suspense>
      )}
      {vm.pickerOpen && (
        <ResourcePickerDialog
          open
          type="product"
          action="Select"
          selectedIds={list.filter.productIds}
          onSelect={(selection) => vm.chooseProducts(selection.map((choice) => choice.id))}
          onCancel={() => vm.setPickerOpen(false)}
        />
      )}
      {list.status === 'loading' && list.items.length === 0 && (
        <Text as="p" visuallyHidden>
          {t('loading')}
        </Text>
      )}
    </Page>
  );
});
