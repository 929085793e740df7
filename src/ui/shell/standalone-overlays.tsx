import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../kit/use-translation';
import { OverlayStore } from '../../application/shell/overlay-store';
import { useModuleWhen } from '../kit/use-module-when';
import { useService } from '../kit/view-model-context';

const loadOverlayLayer = () => import('./overlay-layer');

/**
 * What App Bridge draws in the Shopify admin, drawn by the standalone admin itself from the
 * overlay store: toasts, the contextual save bar and the loading bar. In the Shopify admin it
 * draws nothing because the App Bridge adapters never write to the store. The drawing comes with
 * the first overlay, not with the first screen (docs/decisions/0046-first-screen-bundle.md); the
 * toasts' live region is on the page from the start, so the first toast is announced too.
 */
export const StandaloneOverlays = observer(function StandaloneOverlays() {
  const overlays = useService(OverlayStore);
  const { t } = useTranslation('overlays');
  const [toastRegion, setToastRegion] = useState<HTMLElement | null>(null);
  const latestToast = overlays.toasts.at(-1)?.id ?? 0;
  const wanted = overlays.isLoading || overlays.saveBar !== null || latestToast > 0;
  // Each new overlay tries again when an earlier load failed (the network was down, say).
  const layer = useModuleWhen(wanted, loadOverlayLayer, `${latestToast}:${overlays.saveBar !== null}:${overlays.isLoading}`);
  return (
    <>
      <div ref={setToastRegion} className="app-toasts" role="status" aria-live="polite" aria-label={t('toast.region')} />
      {layer && toastRegion && <layer.OverlayLayer overlays={overlays} toastRegion={toastRegion} />}
    </>
  );
});
