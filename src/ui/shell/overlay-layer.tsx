import { Box, Button, Icon, InlineStack, Text } from '@shopify/polaris';
import { AlertTriangleIcon, XIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../kit/use-translation';
import { SAVE_BAR_ID, type SaveBarState } from '../../application/platform/save-bar.port';
import { type OverlayStore, type ShownToast } from '../../application/shell/overlay-store';
import './overlay-layer.css';

/**
 * The standalone overlays themselves, loaded with the first one (standalone-overlays.tsx): the
 * loading bar, the save bar, and the toasts, drawn into the live region the shell keeps on the page.
 */
export const OverlayLayer = observer(function OverlayLayer({ overlays, toastRegion }: { readonly overlays: OverlayStore; readonly toastRegion: HTMLElement }) {
  const { t } = useTranslation('overlays');
  return (
    <>
      {overlays.isLoading && (
        <div className="app-loading-bar" role="progressbar" aria-label={t('loading')}>
          <div className="app-loading-bar__fill" />
        </div>
      )}
      {overlays.saveBar && <StandaloneSaveBar state={overlays.saveBar} />}
      {createPortal(
        overlays.toasts.map((toast) => <ToastMessage key={toast.id} toast={toast} overlays={overlays} />),
        toastRegion,
      )}
    </>
  );
});

/** One toast: its message, its action if any and a close button; it leaves by itself after its duration. */
function ToastMessage({ toast, overlays }: { readonly toast: ShownToast; readonly overlays: OverlayStore }) {
  const { t } = useTranslation('overlays');
  useEffect(() => {
    const timer = setTimeout(() => overlays.dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [overlays, toast.id, toast.duration]);
  return (
    <div className={toast.error ? 'app-toast app-toast--error' : 'app-toast'}>
      <Text as="p" variant="bodyMd" fontWeight="medium">
        {toast.content}
      </Text>
      <InlineStack gap="100" blockAlign="center" wrap={false}>
        {toast.action && (
          <Button variant="monochromePlain" onClick={toast.action.onAction}>
            {toast.action.content}
          </Button>
        )}
        <Button variant="monochromePlain" icon={XIcon} accessibilityLabel={t('toast.dismiss')} onClick={() => overlays.dismissToast(toast.id)} />
      </InlineStack>
    </div>
  );
}

/**
 * Polaris' own ContextualSaveBar is drawn by the Frame in a container we cannot name and leaves
 * on a CSS transition; this bar is built from Polaris parts so it can carry the save bar's id `tt-save-bar` (docs/product/settings.md).
 */
function StandaloneSaveBar({ state }: { readonly state: SaveBarState }) {
  const { t } = useTranslation('overlays');
  return (
    <div id={SAVE_BAR_ID} role="region" aria-label={t('saveBar.message')}>
      <Box position="fixed" insetBlockStart="0" insetInlineStart="0" insetInlineEnd="0" zIndex="520" background="bg-fill-inverse" padding="300" shadow="300">
        <InlineStack align="space-between" blockAlign="center" gap="300" wrap={false}>
          <InlineStack gap="200" blockAlign="center" wrap={false}>
            <Icon source={AlertTriangleIcon} tone="inherit" />
            <Text as="h2" variant="headingMd" tone="text-inverse">
              {t('saveBar.message')}
            </Text>
          </InlineStack>
          <InlineStack gap="200" wrap={false}>
            <Button onClick={state.onDiscard} disabled={state.saving}>
              {t('saveBar.discard')}
            </Button>
            <Button variant="primary" tone="success" onClick={state.onSave} loading={state.saving} disabled={state.saveDisabled ?? false}>
              {t('saveBar.save')}
            </Button>
          </InlineStack>
        </InlineStack>
      </Box>
    </div>
  );
}
