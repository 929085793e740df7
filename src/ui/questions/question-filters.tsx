import { type AppliedFilterInterface, BlockStack, Button, ChoiceList, type FilterInterface, Text } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { ANSWERED, PUBLISHED, UNANSWERED, UNPUBLISHED } from '../../domain/questions/question-filter-codes';
import { ALL_TIME_RANGE } from '../../domain/dates/date-range';
import { appliedDateRangeLabel, DateRangeFilter } from '../kit/date-range-filter';
import { type QuestionsViewModel } from './questions.view-model';

/** The filter popovers of the Manage Q&A table and the pills of the applied ones. */
export function questionFilters(vm: QuestionsViewModel, t: TFunction<'questions'>): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  const { list } = vm;
  const state = list.filter;
  const filters: FilterInterface[] = [
    {
      key: 'products',
      label: t('filters.products'),
      shortcut: true,
      filter: (
        <BlockStack gap="200">
          {state.productIds.length > 0 && <Text as="p">{t('filters.productsSelected', { count: state.productIds.length })}</Text>}
          <Button onClick={() => vm.setPickerOpen(true)}>{t('filters.chooseProducts')}</Button>
          {state.productIds.length > 0 && (
            <Button variant="plain" onClick={() => vm.setProductIds([])}>
              {t('filters.clearProducts')}
            </Button>
          )}
        </BlockStack>
      ),
    },
    {
      key: 'answered',
      label: t('filters.answered'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.answered')}
          titleHidden
          choices={[
            { label: t('filters.answeredOption'), value: String(ANSWERED) },
            { label: t('filters.unansweredOption'), value: String(UNANSWERED) },
          ]}
          selected={state.answered === null ? [] : [String(state.answered)]}
          onChange={([code]) => vm.setFilter({ answered: ([ANSWERED, UNANSWERED] as const).find((known) => String(known) === code) ?? null })}
        />
      ),
    },
    {
      key: 'published',
      label: t('filters.published'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.published')}
          titleHidden
          choices={[
            { label: t('filters.publishedOption'), value: String(PUBLISHED) },
            { label: t('filters.unpublishedOption'), value: String(UNPUBLISHED) },
          ]}
          selected={state.published === null ? [] : [String(state.published)]}
          onChange={([code]) => vm.setFilter({ published: ([PUBLISHED, UNPUBLISHED] as const).find((known) => String(known) === code) ?? null })}
        />
      ),
    },
    {
      key: 'date',
      label: t('filters.date'),
      filter: <DateRangeFilter list={list} range={state.dateRange} title={t('filters.date')} />,
    },
  ];

  const applied: AppliedFilterInterface[] = [];
  if (state.productIds.length > 0) {
    applied.push({ key: 'products', label: t('filters.productsSelected', { count: state.productIds.length }), onRemove: () => vm.setProductIds([]) });
  }
  if (state.answered !== null) {
    applied.push({
      key: 'answered',
      label: t(state.answered === ANSWERED ? 'filters.answeredOption' : 'filters.unansweredOption'),
      onRemove: () => vm.setFilter({ answered: null }),
    });
  }
  if (state.published !== null) {
    applied.push({
      key: 'published',
      label: t(state.published === PUBLISHED ? 'filters.publishedOption' : 'filters.unpublishedOption'),
      onRemove: () => vm.setFilter({ published: null }),
    });
  }
  const dateText = appliedDateRangeLabel(t, state.dateRange);
  if (dateText !== null) applied.push({ key: 'date', label: dateText, onRemove: () => list.setDateRange(ALL_TIME_RANGE) });
  return { filters, applied };
}
