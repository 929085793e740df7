import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { translateDiscountLabel } from './discount-format';
import { type DiscountOfferViewModel } from './discount-offer.view-model';
import './discount-tab.css';

/**
 * The floating offer, outside /plan; it leads to the plans. On the right edge from 768 px; narrower, a bar along
 * the bottom edge whose height the page keeps free at its end (discount-tab.css), so it covers no content there.
 */
export const DiscountTab = observer(function DiscountTab({ viewModel }: { viewModel: DiscountOfferViewModel }) {
  const { t } = useTranslation('shell');
  if (!viewModel.tabVisible) return null;
  const label = translateDiscountLabel(t, viewModel.label);
  return (
    <>
      <div className="discount-tab-spacer" aria-hidden="true" />
      <button type="button" className="discount-tab" aria-label={t('discount.tabLabel', { offer: label })} onClick={() => viewModel.openPlan()}>
        <strong>{label}</strong>
        <span className="discount-tab__countdown" data-testid="discount-tab-countdown">
          {viewModel.countdown}
        </span>
      </button>
    </>
  );
});
