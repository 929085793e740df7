import { BlockStack, Box, Button, Icon, InlineStack, Text } from '@shopify/polaris';
import { AlertDiamondIcon, AlertTriangleIcon, XIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type BannerTone } from '../../application/shell/error-banner';
import { useViewModel } from '../kit/view-model-context';
import { ErrorBannerViewModel } from './error-banner.view-model';

const TONES = {
  critical: { background: 'bg-surface-critical', border: 'border-critical', icon: AlertDiamondIcon },
  warning: { background: 'bg-surface-warning', border: 'border-caution', icon: AlertTriangleIcon },
} as const satisfies Record<BannerTone, unknown>;

const growStyle: CSSProperties = { flex: 1, minWidth: 0 };
const focusStyle: CSSProperties = { outline: 'none' };

/**
 * The one error banner of docs/product/errors.md, drawn above the page. Each showing is scrolled into view and
 * focused: a merchant at the bottom of a long page (by the save bar) would not see it otherwise.
 * Built from Polaris parts, in the look of Polaris' Banner: it is on every page, and Polaris'
 * Banner would add 2 KiB to the first screen for a part most pages never show
 * (docs/decisions/0046-first-screen-bundle.md).
 */
export const ErrorBannerView = observer(function ErrorBannerView() {
  const viewModel = useViewModel(ErrorBannerViewModel);
  const { t } = useTranslation(['shell', 'overlays']);
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { banner } = viewModel;
  const revision = banner?.revision;

  useEffect(() => {
    if (revision === undefined) return;
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus();
  }, [revision]);

  if (!banner) return null;
  // A title is a translation key or plain text; an unknown key comes back as itself.
  const title = banner.title === null ? t('errorBanner.title') : t(banner.title, { defaultValue: banner.title });
  const action = banner.isRefresh
    ? { content: t('errorBanner.refresh'), onAction: () => viewModel.refresh() }
    : banner.isChat
      ? { content: t('errorBanner.chat'), onAction: () => viewModel.chat() }
      : undefined;
  const tone = TONES[banner.tone];
  return (
    <div ref={box} role="alert" tabIndex={-1} aria-labelledby={titleId} style={focusStyle}>
      <Box padding="400">
        <Box background={tone.background} borderColor={tone.border} borderWidth="025" borderRadius="300" padding="300">
          <InlineStack gap="200" wrap={false} blockAlign="start">
            <Icon source={tone.icon} tone={banner.tone} />
            <div style={growStyle}>
              <BlockStack gap="200">
                <Text as="h2" variant="headingSm" id={titleId}>
                  {title}
                </Text>
                {banner.subtitle !== null && <Text as="p">{banner.subtitle}</Text>}
                {action && (
                  <InlineStack>
                    <Button onClick={action.onAction}>{action.content}</Button>
                  </InlineStack>
                )}
              </BlockStack>
            </div>
            {banner.closable && <Button variant="tertiary" icon={XIcon} accessibilityLabel={t('overlays:toast.dismiss')} onClick={() => viewModel.dismiss()} />}
          </InlineStack>
        </Box>
      </Box>
    </div>
  );
});
