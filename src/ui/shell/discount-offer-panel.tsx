import { useEffect } from 'react';
import { useViewModel } from '../kit/view-model-context';
import { DiscountModal } from './discount-modal';
import { DiscountOfferViewModel } from './discount-offer.view-model';
import { DiscountTab } from './discount-tab';

/** The upgrade offer's tab and modal, sharing one countdown (shown while an offer runs: discount-offer.tsx). */
export function DiscountOfferPanel({ path }: { path: string }) {
  const viewModel = useViewModel(DiscountOfferViewModel);
  useEffect(() => viewModel.setPath(path), [viewModel, path]);
  useEffect(() => {
    viewModel.start();
    return () => viewModel.dispose();
  }, [viewModel]);
  return (
    <>
      <DiscountTab viewModel={viewModel} />
      <DiscountModal viewModel={viewModel} />
    </>
  );
}
