import { type AppliedFilterInterface, BlockStack, Button, ChoiceList, type FilterInterface, Text, TextField } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { ANSWERED, PUBLISHED, UNANSWERED, UNPUBLISHED } from '../../domain/questions/question-filter-codes';
import { formatIsoDate } from '../../domain/dates/calendar-date';
import { CUSTOM_DATE_MAX_LENGTH, type CustomDateMessage, isAllowedCustomDateInput } from '../../domain/dates/custom-date';
import { ALL_TIME_RANGE, type DateRangeChoice, isPresetDateRangeCode, presetDateRange } from '../../domain/dates/date-range';
import { type QuestionsViewModel } from './questions.view-model';

const PRESETS = ['1', '2', '3', '4', '5'] as const;
const CUSTOM = 'custom';

function message(t: TFunction<'questions'>, value: CustomDateMessage | null): string | undefined {
  return value ? t(`filters.${value.key}`, value.values) : undefined;
}

function dateLabel(t: TFunction<'questions'>, range: DateRangeChoice): string {
  return range.kind === 'custom'
    ? t('filters.customApplied', { start: formatIsoDate(range.start), end: formatIsoDate(range.end) })
    : t(`filters.ranges.${String(range.code) as (typeof PRESETS)[number]}`);
}

/** The filter popovers of the Manage Q&A table and the pills of the applied ones. */
export function questionFilters(vm: QuestionsViewModel, t: TFunction<'questions'>): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  const { list } = vm;
  const state = list.filter;
const range = state.dateRange;
  const rangeValue = range.kind === 'custom' ? CUSTOM : range.code === ALL_TIME_RANGE.code ? [] : String(range.code);
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
      filter: (
        <BlockStack gap="300">
          <ChoiceList
            title={t('filters.date')}
            titleHidden
            choices={[
              ...PRESETS.map((code) => ({ label: t(`filters.ranges.${code}`), value: code })),
              { label: t('filters.custom'), value: CUSTOM },
            ]}
            selected={[rangeValue].flat()}
            onChange={([value]) => {
              const code = Number(value);
              if (value !== CUSTOM && isPresetDateRangeCode(code)) list.setDateRange(presetDateRange(code));
            }}
          />
          <TextField
            label={t('filters.startDate')}
            placeholder="YYYY-MM-DD"
            value={list.customRange.start}
            maxLength={CUSTOM_DATE_MAX_LENGTH}
            onChange={(text) => isAllowedCustomDateInput(text) && list.customRange.setStart(text)}
            error={message(t, list.customRange.startError)}
            autoComplete="off"
          />
          <TextField
            label={t('filters.endDate')}
            placeholder="YYYY-MM-DD"
            value={list.customRange.end}
            maxLength={CUSTOM_DATE_MAX_LENGTH}
            onChange={(text) => isAllowedCustomDateInput(text) && list.customRange.setEnd(text)}
            error={message(t, list.customRange.endError) ?? message(t, list.customRange.rangeError)}
            autoComplete="off"
          />
          <Button onClick={() => list.applyCustomRange()}>{t('filters.apply')}</Button>
        </BlockStack>
      ),
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
  if (rangeValue.length > 0) {
    applied.push({ key: 'date', label: dateLabel(t, range), onRemove: () => list.setDateRange(ALL_TIME_RANGE) });
  }
  return { filters, applied };
}
