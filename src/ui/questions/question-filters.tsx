import { type AppliedFilterInterface, BlockStack, Button, ChoiceList, type FilterInterface, Text, TextField } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { ANSWERED, ANSWERED_CODES, PUBLISHED, PUBLISHED_CODES, UNANSWERED, UNPUBLISHED } from '../../domain/questions/question-filter-codes';
import { formatIsoDate } from '../../domain/dates/calendar-date';
import { CUSTOM_DATE_MAX_LENGTH, type CustomDateMessage, isAllowedCustomDateInput } from '../../domain/dates/custom-date';
import { ALL_TIME_RANGE, type DateRangeChoice, isPresetDateRangeCode, presetDateRange } from '../../domain/dates/date-range';
import { type QuestionsViewModel } from './questions.view-model';

const PRESETS = ['1', '2', '3', '4', '5'] as const;
const CUSTOM = 'custom';

/** A choice list's value back as its code; null for none. */
function codeOf<C extends number>(codes: readonly C[], value: string | undefined): C | null {
  return codes.find((code) => String(code) === value) ?? null;
}

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
  const { state } = vm;
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
          selected={state.answered ? [String(state.answered)] : []}
          onChange={([value]) => vm.setAnswered(codeOf(ANSWERED_CODES, value))}
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
          selected={state.published ? [String(state.published)] : []}
          onChange={([value]) => vm.setPublished(codeOf(PUBLISHED_CODES, value))}
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
              if (value !== CUSTOM && isPresetDateRangeCode(code)) vm.setDateRange(presetDateRange(code));
            }}
          />
          <TextField
            label={t('filters.startDate')}
            placeholder="YYYY-MM-DD"
            value={vm.customRange.start}
            maxLength={CUSTOM_DATE_MAX_LENGTH}
            onChange={(text) => isAllowedCustomDateInput(text) && vm.customRange.setStart(text)}
            error={message(t, vm.customRange.startError)}
            autoComplete="off"
          />
          <TextField
            label={t('filters.endDate')}
            placeholder="YYYY-MM-DD"
            value={vm.customRange.end}
            maxLength={CUSTOM_DATE_MAX_LENGTH}
            onChange={(text) => isAllowedCustomDateInput(text) && vm.customRange.setEnd(text)}
            error={message(t, vm.customRange.endError) ?? message(t, vm.customRange.rangeError)}
            autoComplete="off"
          />
          <Button onClick={() => vm.applyCustomRange()}>{t('filters.apply')}</Button>
        </BlockStack>
      ),
    },
  ];

  const applied: AppliedFilterInterface[] = [];
  if (state.productIds.length > 0) {
    applied.push({ key: 'products', label: t('filters.productsSelected', { count: state.productIds.length }), onRemove: () => vm.setProductIds([]) });
  }
  if (state.answered) {
    applied.push({
      key: 'answered',
      label: t(state.answered === ANSWERED ? 'filters.answeredOption' : 'filters.unansweredOption'),
      onRemove: () => vm.setAnswered(null),
    });
  }
  if (state.published) {
    applied.push({
      key: 'published',
      label: t(state.published === PUBLISHED ? 'filters.publishedOption' : 'filters.unpublishedOption'),
      onRemove: () => vm.setPublished(null),
    });
  }
  if (rangeValue.length > 0) {
    applied.push({ key: 'date', label: dateLabel(t, range), onRemove: () => vm.setDateRange(ALL_TIME_RANGE) });
  }
  return { filters, applied };
}
