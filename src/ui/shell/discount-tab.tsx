import { observer } from 'mobx-react-lite';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { translateDiscountLabel } from './discount-format';
import { type DiscountOfferViewModel } from './discount-offer.view-model';

const tabStyle: CSSProperties = {
  position: 'fixed',
  right: 0,
  top: '40%',
  zIndex: 'var(--p-z-index-2)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'var(--p-space-100)',
  padding: 'var(--p-space-300) var(--p-space-200)',
  border: 'none',
  borderRadius: 'var(--p-border-radius-300) 0 0 var(--p-border-radius-300)',
  background: 'var(--p-color-bg-fill-critical)',
  color: 'var(--p-color-text-critical-on-bg-fill)',
  boxShadow: 'var(--p-shadow-300)',
  cursor: 'pointer',
  font: 'inherit',
};

const countdownStyle: CSSProperties = { fontVariantNumeric: 'tabular-nums', fontSize: 'var(--p-font-size-275)' };

/** The floating offer on the right edge, outside /plan; it leads to the plans. */
export const DiscountTab = observer(function DiscountTab({ viewModel }: { viewModel: DiscountOfferViewModel }) {
  const { t } = useTranslation('shell');
  if (!viewModel.tabVisible) return null;
  const label = translateDiscountLabel(t, viewModel.label);
  return (
    <button type="button" style={tabStyle} aria-label={t('discount.tabLabel', { offer: label })} onClick={() => viewModel.openPlan()}>
      <strong>{label}</strong>
      <span style={countdownStyle} data-testid="discount-tab-countdown">
        {viewModel.countdown}
      </span>
    </button>
  );
});
