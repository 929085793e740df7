import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useViewModel } from '../kit/view-model-context';
import { NpsSurveyViewModel } from './nps-survey.view-model';

/** The card and its words load only when a shop is asked (docs/decisions/0046-first-screen-bundle.md). */
const NpsSurveyCard = lazy(() => import('./nps-survey-card').then(({ NpsSurveyCard: card }) => ({ default: card })));

/** The NPS survey above every page in the Shopify admin while the shop is asked (docs/product/nps.md). */
export const NpsSurvey = observer(function NpsSurvey() {
  const vm = useViewModel(NpsSurveyViewModel);
  useEffect(() => void vm.load(), [vm]);
  if (!vm.visible) return null;
  return (
    <Suspense fallback={null}>
      <NpsSurveyCard vm={vm} />
    </Suspense>
  );
});
