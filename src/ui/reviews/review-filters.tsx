import { BlockStack, Button, ChoiceList, Text, type AppliedFilterInterface, type FilterInterface } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { ALL_TIME_RANGE } from '../../domain/dates/date-range';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  SEARCH_FIELD_ALL,
  SEARCH_FIELD_AUTHOR,
  SEARCH_FIELD_TITLE,
} from '../../domain/reviews/review-filter-codes';
import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { appliedDateRangeLabel, DateRangeFilter } from '../kit/date-range-filter';
import { type ReviewListViewModel } from './review-list.view-model';

function countLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** "Import of <file name> <date>" once the import is loaded, "Import <id>" until then. */
function importFilterLabel(vm: ReviewListViewModel, id: number, t: TFunction<'reviews'>, formatDate: (iso: string) => string): string {
  const job = vm.filteredImport;
  return job?.id === id ? t('filters.importOf', { label: job.label, date: formatDate(job.created_at) }) : t('filters.importNumber', { id });
}

/** The chip's words for the chosen groups: their names, or "Group #id" for one the shop no longer has. */
function productGroupsLabel(vm: ReviewListViewModel, ids: readonly number[], t: TFunction<'reviews'>): string {
  const names = ids.map((id) => vm.productGroupName(id) ?? t('filters.productGroupNumber', { id }));
  return `${t('filters.productGroups')}: ${names.join(', ')}`;
}

/** The IndexFilters filters and applied chips of the reviews list, each dimension with its facet counts. */
export function buildReviewFilters(
  vm: ReviewListViewModel,
  t: TFunction<'reviews'>,
  formatDate: (iso: string) => string,
): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  const { list } = vm;
  const { filter, facets } = list;
  const filters: FilterInterface[] = [
    {
      key: 'searchField',
      label: t('filters.searchField'),
      pinned: true,
      filter: (
        <ChoiceList
          title={t('filters.searchField')}
          titleHidden
          choices={[
            { label: t('search.all'), value: SEARCH_FIELD_ALL },
            { label: t('search.author'), value: SEARCH_FIELD_AUTHOR },
            { label: t('search.title'), value: SEARCH_FIELD_TITLE },
          ]}
          selected={[list.searchScope ?? SEARCH_FIELD_ALL]}
          onChange={([field]) => list.setSearchScope(field ?? SEARCH_FIELD_ALL)}
        />
      ),
    },
    {
      key: 'ratings',
      label: t('filters.ratings'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.ratings')}
          titleHidden
          allowMultiple
          choices={[...RATING_VALUES].reverse().map((rating) => ({
            label: countLabel(t('rating', { rating }), facets?.ratings[String(rating)]),
            value: String(rating),
          }))}
          selected={filter.ratings.map(String)}
          onChange={(values) => vm.setFilter({ ratings: values.map(Number) as ReviewFilter['ratings'] })}
        />
      ),
    },
    {
      key: 'date',
      label: t('filters.date'),
      shortcut: true,
      filter: <DateRangeFilter list={list} range={filter.dateRange} title={t('filters.date')} />,
    },
    {
      key: 'resourceTypes',
      label: t('filters.resourceTypes'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.resourceTypes')}
          titleHidden
          allowMultiple
          choices={RESOURCE_TYPE_CODES.map((code) => ({
            label: countLabel(t(`resourceTypes.${code}`), facets?.resource_types[String(code)]),
            value: String(code),
          }))}
          selected={filter.resourceTypes.map(String)}
          onChange={(values) => vm.setFilter({ resourceTypes: values.map(Number) as ReviewFilter['resourceTypes'] })}
        />
      ),
    },
    {
      key: 'publishes',
      label: t('filters.publishes'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.publishes')}
          titleHidden
          allowMultiple
          choices={PUBLISH_STATUS_CODES.map((code) => ({
            label: countLabel(t(`publishes.${code}`), facets?.publishes[String(code)]),
            value: String(code),
          }))}
          selected={filter.publishes.map(String)}
          onChange={(values) => vm.setFilter({ publishes: values.map(Number) as ReviewFilter['publishes'] })}
        />
      ),
    },
    {
      key: 'tags',
      label: t('filters.tags'),
      filter: (
        <ChoiceList
          title={t('filters.tags')}
          titleHidden
          allowMultiple
          choices={REVIEW_TAG_CODES.map((code) => ({ label: countLabel(t(`tags.${code}`), facets?.tags[String(code)]), value: String(code) }))}
          selected={filter.tags.map(String)}
          onChange={(values) => vm.setFilter({ tags: values.map(Number) as ReviewFilter['tags'] })}
        />
      ),
    },
    {
      key: 'sources',
      label: t('filters.sources'),
      filter: (
        <ChoiceList
          title={t('filters.sources')}
          titleHidden
          allowMultiple
          choices={REVIEW_SOURCES.map((source) => ({ label: countLabel(t(`sources.${source}`, { defaultValue: source }), facets?.sources[source] ?? 0), value: source }))}
          selected={[...filter.sources]}
          onChange={(values) => vm.setFilter({ sources: values as ReviewFilter['sources'] })}
        />
      ),
    },
    {
      key: 'products',
      label: t('filters.products'),
      filter: (
        <BlockStack gap="200">
          <Text as="p">{t('filters.productsChosen', { count: filter.productIds.length })}</Text>
          <Button onClick={() => vm.setPickerOpen(true)}>{t('filters.chooseProducts')}</Button>
        </BlockStack>
      ),
    },
    {
      key: 'productGroups',
      label: t('filters.productGroups'),
      // A shop without groups is not offered the filter; a link's groups still show as a chip.
      hidden: vm.productGroups.length === 0,
      filter: (
        <ChoiceList
          title={t('filters.productGroups')}
          titleHidden
          allowMultiple
          choices={vm.productGroups.map((group) => ({ label: group.name, value: String(group.id) }))}
          selected={filter.productGroupIds.map(String)}
          onChange={(values) => vm.setFilter({ productGroupIds: values.map(Number) })}
        />
      ),
    },
  ];

  // Only "View imported reviews" sets it: no choice in "Add filter", a chip to see and remove.
  if (filter.importId !== null) {
    filters.push({
      key: 'import',
      label: t('filters.import'),
      hidden: true,
      filter: <Text as="p">{importFilterLabel(vm, filter.importId, t, formatDate)}</Text>,
    });
  }

  const applied: AppliedFilterInterface[] = [];
  const chip = (key: string, label: string, onRemove: () => void) => applied.push({ key, label, onRemove });
  if (filter.ratings.length > 0) chip('ratings', `${t('filters.ratings')}: ${filter.ratings.join(', ')}`, () => vm.setFilter({ ratings: [] }));
  const dateText = appliedDateRangeLabel(t, filter.dateRange);
  if (dateText !== null) chip('date', `${t('filters.date')}: ${dateText}`, () => list.setDateRange(ALL_TIME_RANGE));
  if (filter.resourceTypes.length > 0) {
    chip('resourceTypes', `${t('filters.resourceTypes')}: ${filter.resourceTypes.map((code) => t(`resourceTypes.${code}`)).join(', ')}`, () =>
      vm.setFilter({ resourceTypes: [] }),
    );
  }
  if (filter.publishes.length > 0) {
    chip('publishes', filter.publishes.map((code) => t(`publishes.${code}`)).join(', '), () => vm.setFilter({ publishes: [] }));
  }
  if (filter.tags.length > 0) chip('tags', filter.tags.map((code) => t(`tags.${code}`)).join(', '), () => vm.setFilter({ tags: [] }));
  if (filter.sources.length > 0) {
    chip('sources', `${t('filters.sources')}: ${filter.sources.map((source) => t(`sources.${source}`, { defaultValue: source })).join(', ')}`, () => vm.setFilter({ sources: [] }));
  }
  if (filter.importId !== null) chip('import', importFilterLabel(vm, filter.importId, t, formatDate), () => vm.setFilter({ importId: null }));
  if (filter.productGroupIds.length > 0) {
    chip('productGroups', productGroupsLabel(vm, filter.productGroupIds, t), () => vm.setFilter({ productGroupIds: [] }));
  }
  if (filter.productIds.length > 0) {
    chip('products', t('filters.productsChosen', { count: filter.productIds.length }), () => vm.setFilter({ productIds: [] }));
  }
  return { filters, applied };
}
