import { Box, Button, Icon, InlineStack, Loading, Text, Toast } from '@shopify/polaris';
import { AlertTriangleIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVE_BAR_ID, type SaveBarState } from '../../application/platform/save-bar.port';
import { OverlayStore } from '../../application/shell/overlay-store';
import { useService } from '../kit/view-model-context';

/**
 * What App Bridge draws in the Shopify admin, drawn by the standalone admin itself from the
 * overlay store: toasts, the contextual save bar and the loading bar. Render it inside Polaris'
 * `Frame` (toasts and the loading bar are the Frame's); in the Shopify admin it draws nothing
 * because the App Bridge adapters never write to the store.
 */
export const StandaloneOverlays = observer(function StandaloneOverlays() {
  const overlays = useService(OverlayStore);
  useToastCloseButtonLabels(overlays.toasts.length);
  return (
    <>
      {overlays.isLoading && <Loading />}
      {overlays.saveBar && <StandaloneSaveBar state={overlays.saveBar} />}
      {overlays.toasts.map((toast) => (
        <Toast
          key={toast.id}
          content={toast.content}
          error={toast.error}
          duration={toast.duration}
          action={toast.action}
          onDismiss={() => overlays.dismissToast(toast.id)}
        />
      ))}
    </>
  );
});

/**
 * Polaris 13's Toast draws its close button with an icon and no accessible name (axe
 * "button-name"); name it once the Frame has drawn the toast.
 */
function useToastCloseButtonLabels(toastCount: number): void {
  const { t } = useTranslation('overlays');
  const label = t('toast.dismiss');
  useEffect(() => {
    if (toastCount === 0) return;
    const frame = requestAnimationFrame(() => {
      for (const button of document.querySelectorAll('.Polaris-Frame-Toast__CloseButton:not([aria-label])')) {
        button.setAttribute('aria-label', label);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [toastCount, label]);
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
