import { type AppliedFilterInterface, ChoiceList, type FilterInterface } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { ALL_TIME_RANGE, type DateRangeChoice } from '../../domain/dates/date-range';
import { appliedDateRangeLabel, DateRangeFilter, type DateRangeFilterList } from './date-range-filter';

/** One filter of a list's "Add filter" and, while it narrows the list, its chip. */
export interface ListFilter {
  readonly filter: FilterInterface;
  readonly applied: AppliedFilterInterface | null;
}

/** A list's filters and chips, in the filters' order. */
export function listFilters(...parts: readonly ListFilter[]): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  return { filters: parts.map((part) => part.filter), applied: parts.flatMap((part) => (part.applied ? [part.applied] : [])) };
}

/** Any of several values (a shortcut), its chip naming the chosen ones; removing it clears them. */
export function choiceFilter<Value extends string>(options: {
  readonly key: string;
  readonly label: string;
  /** Every value, in the order the list shows them. */
  readonly values: readonly Value[];
  readonly selected: readonly Value[];
  readonly labelOf: (value: Value) => string;
  readonly onChange: (selected: Value[]) => void;
}): ListFilter {
  const { key, label, values, selected, labelOf, onChange } = options;
  return {
    filter: {
      key,
      label,
      shortcut: true,
      filter: (
        <ChoiceList
          title={label}
          titleHidden
          allowMultiple
          choices={values.map((value) => ({ label: labelOf(value), value }))}
          selected={[...selected]}
          onChange={(chosen) => onChange(values.filter((value) => chosen.includes(value)))}
        />
      ),
    },
    applied: selected.length > 0 ? { key, label: selected.map(labelOf).join(', '), onRemove: () => onChange([]) } : null,
  };
}

/** The date filter (docs/product/lists.md#dates), its chip the range unless all time; removing it goes back to all time. */
export function dateRangeFilter(options: { readonly list: DateRangeFilterList; readonly range: DateRangeChoice; readonly label: string; readonly t: TFunction<string> }): ListFilter {
  const { list, range, label, t } = options;
  const text = appliedDateRangeLabel(t, range);
  return {
    filter: { key: 'date', label, filter: <DateRangeFilter list={list} range={range} title={label} /> },
    applied: text === null ? null : { key: 'date', label: text, onRemove: () => list.setDateRange(ALL_TIME_RANGE) },
  };
}
