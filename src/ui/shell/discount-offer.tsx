import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { UpgradeDiscount } from '../../application/discount/upgrade-discount';
import { useService } from '../kit/view-model-context';

/** The tab, the modal and their countdown come with an offer, not with every first screen (docs/decisions/0046-first-screen-bundle.md). */
const DiscountOfferPanel = lazy(() => import(/* webpackChunkName: "discount-offer" */ './discount-offer-panel').then(({ DiscountOfferPanel: panel }) => ({ default: panel })));

/** The upgrade offer: loaded on every page (docs/product/overview.md "Discount"), its tab and modal shown while it runs. */
export const DiscountOffer = observer(function DiscountOffer({ path }: { path: string }) {
  const discount = useService(UpgradeDiscount);
  useEffect(() => void discount.load(), [discount]);
  if (!discount.offer.show) return null;
  return (
    <Suspense fallback={null}>
      <DiscountOfferPanel path={path} />
    </Suspense>
  );
});
