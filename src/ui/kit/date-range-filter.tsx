import { BlockStack, Button, ChoiceList, TextField } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from './use-translation';
import { formatIsoDate } from '../../domain/dates/calendar-date';
import { type CustomDateMessage } from '../../domain/dates/custom-date';
import { DATE_RANGE_ALL_TIME, type DateRangeChoice, PRESET_DATE_RANGE_CODES, type PresetDateRangeCode, presetDateRange } from '../../domain/dates/date-range';
import { type CustomDateRangeFields } from './custom-date-range-fields';

/** The panel's words live in the list kit's namespace (public/locales/<lang>/lists.json, `dateRange.*`). */
const NAMESPACE = 'lists';
const CUSTOM = 'custom';
const ISO_PLACEHOLDER = 'YYYY-MM-DD';

/** What the panel needs of a list; the list kit's ListViewModel has all of it. */
export interface DateRangeFilterList {
  readonly customRange: CustomDateRangeFields;
  setDateRange(range: DateRangeChoice): void;
  /** Validates the custom fields and applies their range when valid; returns whether it did. */
  applyCustomRange(): boolean;
}

export interface DateRangeFilterProps {
  readonly list: DateRangeFilterList;
  /** The range the list applies now. */
  readonly range: DateRangeChoice;
  /** The filter's name (the choice list's hidden title). */
  readonly title: string;
}

function messageText(t: TFunction<typeof NAMESPACE>, message: CustomDateMessage | null): string | undefined {
  return message ? t(`dateRange.${message.key}`, message.values) : undefined;
}

/**
 * The date filter of a list: the preset ranges and "Custom range". Custom shows a start and an
 * end field (YYYY-MM-DD): a character a date cannot hold is refused with the format message,
 * and "Apply dates" applies the range only when both dates are real and in order, else says why.
 */
export const DateRangeFilter = observer(function DateRangeFilter({ list, range, title }: DateRangeFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const fields = list.customRange;
  // Custom chosen while a preset still applies (the fields are being filled in): which preset.
  // A range applied from elsewhere (Clear all, back) ends that choice.
  const [customChosenOver, setCustomChosenOver] = useState<PresetDateRangeCode | null>(null);
  const showCustom = range.kind === 'custom' || customChosenOver === range.code;
  const selected = range.kind === 'preset' && !showCustom ? String(range.code) : CUSTOM;

  const choose = (value: string | undefined) => {
    if (value === CUSTOM) {
      if (range.kind === 'preset') setCustomChosenOver(range.code);
      return;
    }
    const code = PRESET_DATE_RANGE_CODES.find((preset) => String(preset) === value);
    if (code === undefined) return;
    setCustomChosenOver(null);
    list.setDateRange(presetDateRange(code));
  };

  const applyCustom = () => {
    if (list.applyCustomRange()) setCustomChosenOver(null);
  };

  return (
    <BlockStack gap="200">
      <ChoiceList
        title={title}
        titleHidden
        choices={[
          ...PRESET_DATE_RANGE_CODES.map((code) => ({ label: t(`dateRange.preset.${code}`), value: String(code) })),
          { label: t('dateRange.custom'), value: CUSTOM },
        ]}
        selected={[selected]}
        onChange={([value]) => choose(value)}
      />
      {showCustom && (
        <>
          <TextField
            label={t('dateRange.start')}
            placeholder={ISO_PLACEHOLDER}
            value={fields.start}
            onChange={(text) => fields.setStart(text)}
            error={messageText(t, fields.startError)}
            autoComplete="off"
          />
          <TextField
            label={t('dateRange.end')}
            placeholder={ISO_PLACEHOLDER}
            value={fields.end}
            onChange={(text) => fields.setEnd(text)}
            // Start after end is the end field's to fix; its own format message comes first.
            error={messageText(t, fields.endError) ?? messageText(t, fields.rangeError)}
            autoComplete="off"
          />
          <Button onClick={applyCustom}>{t('dateRange.apply')}</Button>
        </>
      )}
    </BlockStack>
  );
});

/**
 * The applied-filter chip's text for a range (a preset's name, or "start to end"), or null
 * for all time, which filters nothing. `t` may be any namespace's: the words come from the kit's.
 */
export function appliedDateRangeLabel(t: TFunction<string>, range: DateRangeChoice): string | null {
  if (range.kind === 'custom') {
    return t('dateRange.applied', { ns: NAMESPACE, start: formatIsoDate(range.start), end: formatIsoDate(range.end) });
  }
  return range.code === DATE_RANGE_ALL_TIME ? null : t(`dateRange.preset.${range.code}`, { ns: NAMESPACE });
}
