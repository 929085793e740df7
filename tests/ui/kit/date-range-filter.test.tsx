// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { ALL_TIME_RANGE, customDateRange, type DateRangeChoice, presetDateRange } from '../../../src/domain/dates/date-range';
import { CustomDateRangeFields } from '../../../src/ui/kit/custom-date-range-fields';
import { appliedDateRangeLabel, DateRangeFilter, type DateRangeFilterList } from '../../../src/ui/kit/date-range-filter';
import { createTestI18n, renderWithProviders } from '../../support/render-with-providers';

/** The part of a list the panel drives, as ListViewModel does it: a valid custom range applies, an invalid one says why. */
class FakeDateRangeList implements DateRangeFilterList {
  readonly customRange = new CustomDateRangeFields();
  readonly applied: DateRangeChoice[] = [];

  constructor(public range: DateRangeChoice = ALL_TIME_RANGE) {
    makeAutoObservable(this, { customRange: false }, { autoBind: true });
  }

  setDateRange(range: DateRangeChoice): void {
    this.customRange.clearErrors();
    this.range = range;
    this.applied.push(range);
  }

  applyCustomRange(): boolean {
    const range = this.customRange.validate();
    if (range !== null) this.setDateRange(range);
    return range !== null;
  }
}

const Panel = observer(function Panel({ list }: { list: FakeDateRangeList }) {
  return <DateRangeFilter list={list} range={list.range} title="Date" />;
});

function renderPanel(list = new FakeDateRangeList(), language?: string) {
  renderWithProviders(<Panel list={list} />, language === undefined ? {} : { language });
  return { list, user: userEvent.setup() };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const MARCH = { start: { year: 2025, month: 3, day: 5 }, end: { year: 2025, month: 3, day: 31 } };

describe('DateRangeFilter', () => {
  it('lists the preset ranges and Custom range, all time chosen, the date fields hidden', () => {
    renderPanel();
    expect(screen.getAllByRole('radio').map((choice) => choice.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '0', 'custom']);
    expect(radio('All time').checked).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a preset applies at once', async () => {
    const { list, user } = renderPanel();
    await user.click(radio('Last 90 days'));
    expect(list.applied).toEqual([presetDateRange(4)]);
    expect(radio('Last 90 days').checked).toBe(true);
  });

  it('Custom range shows the fields without applying anything; letters are refused with the format message', async () => {
    const { list, user } = renderPanel();
    await user.click(radio('Custom range'));
    expect(radio('Custom range').checked).toBe(true);
    expect(list.applied).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'End date' }), 'a');
    expect(screen.getByText('Enter a valid date in the format YYYY-MM-DD.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'End date' }).value).toBe('');
  });

  it('applies the custom range only when both dates are real and in order, and says why not', async () => {
    const { list, user } = renderPanel();
    await user.click(radio('Custom range'));
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getAllByText('Enter a valid date in the format YYYY-MM-DD.')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '2025-03-31');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '2025-03-05');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getByText('The start date 2025-03-31 must be on or before the end date 2025-03-05.')).toBeTruthy();
    expect(list.applied).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Start date' }));
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(list.applied).toEqual([customDateRange({ year: 2025, month: 3, day: 1 }, { year: 2025, month: 3, day: 5 })]);
    expect(screen.queryByText(/must be on or before|Enter a valid date/)).toBeNull();
    expect(radio('Custom range').checked).toBe(true);
  });

  it('an applied custom range shows chosen with its fields; a preset hides them again', async () => {
    const list = new FakeDateRangeList(customDateRange(MARCH.start, MARCH.end) ?? ALL_TIME_RANGE);
    list.customRange.show(list.range);
    const { user } = renderPanel(list);
    expect(radio('Custom range').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Start date' }).value).toBe('2025-03-05');

    await user.click(radio('Today'));
    expect(list.applied).toEqual([presetDateRange(1)]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a range applied from elsewhere (Clear all, back) ends a Custom choice not yet applied, and one applied', async () => {
    const { list, user } = renderPanel();
    await user.click(radio('Custom range'));
    act(() => list.setDateRange(presetDateRange(2)));
    expect(radio('Last 7 days').checked).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(radio('Custom range'));
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '2025-03-05');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    act(() => list.setDateRange(presetDateRange(2)));
    expect(radio('Last 7 days').checked).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks the admin language', () => {
    renderPanel(new FakeDateRangeList(), 'de');
    expect(radio('Gesamter Zeitraum').checked).toBe(true);
    expect(radio('Eigener Zeitraum')).toBeTruthy();
  });
});

describe('appliedDateRangeLabel', () => {
  it('names a preset or a custom range in the kit words, whatever namespace the caller translates in, and all time not at all', () => {
    const english = createTestI18n('en').getFixedT('en', 'questions');
    const german = createTestI18n('de').getFixedT('de', 'reviews');
    const march = customDateRange(MARCH.start, MARCH.end) ?? ALL_TIME_RANGE;
    expect(appliedDateRangeLabel(english, ALL_TIME_RANGE)).toBeNull();
    expect(appliedDateRangeLabel(english, presetDateRange(3))).toBe('Last 30 days');
    expect(appliedDateRangeLabel(english, march)).toBe('2025-03-05 to 2025-03-31');
    expect(appliedDateRangeLabel(german, presetDateRange(5))).toBe('Letzte 12 Monate');
    expect(appliedDateRangeLabel(german, march)).toBe('2025-03-05 bis 2025-03-31');
  });
});
