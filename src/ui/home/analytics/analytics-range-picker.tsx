import { Box, Button, Popover } from '@shopify/polaris';
import { CalendarIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { appliedDateRangeLabel, DateRangeFilter } from '../../kit/date-range-filter';
import { type AnalyticsViewModel } from './analytics.view-model';

/**
 * The analytics' date range: a button naming the range that opens the presets and the custom
 * fields (docs/product/analytics.md#periods). Closing the popover with custom dates typed in
 * applies them, or keeps it open with the date-format message when they are not real dates.
 */
export const AnalyticsRangePicker = observer(function AnalyticsRangePicker({ analytics }: { readonly analytics: AnalyticsViewModel }) {
  const { t } = useTranslation(['analytics', 'lists']);
  const [open, setOpen] = useState(false);
  const fields = analytics.customRange;
  const label = appliedDateRangeLabel(t, analytics.range) ?? t('lists:dateRange.preset.0');

  const close = () => {
    const typed = fields.start.trim() !== '' || fields.end.trim() !== '';
    if (typed && !analytics.applyCustomRange()) return;
    setOpen(false);
  };

  return (
    <Popover
      active={open}
      onClose={close}
      preferredAlignment="right"
      activator={
        <Button icon={CalendarIcon} disclosure onClick={() => (open ? close() : setOpen(true))} accessibilityLabel={t('analytics:range.label', { range: label })}>
          {label}
        </Button>
      }
    >
      <Box padding="300" minWidth="240px">
        <DateRangeFilter
          list={{
            customRange: fields,
            setDateRange: (range) => {
              analytics.setDateRange(range);
              setOpen(false);
            },
            applyCustomRange: () => {
              const applied = analytics.applyCustomRange();
              if (applied) setOpen(false);
              return applied;
            },
          }}
          range={analytics.range}
          title={t('analytics:range.title')}
        />
      </Box>
    </Popover>
  );
});
