import { Banner, type BannerHandles, Box, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/view-model-context';
import { ErrorBannerViewModel } from './error-banner.view-model';

/**
 * The one error banner of docs/product/errors.md, drawn above the page. Each showing is scrolled into view and
 * focused: a merchant at the bottom of a long page (by the save bar) would not see it otherwise.
 */
export const ErrorBannerView = observer(function ErrorBannerView() {
  const viewModel = useViewModel(ErrorBannerViewModel);
  const { t } = useTranslation('shell');
  const box = useRef<HTMLDivElement>(null);
  const handles = useRef<BannerHandles>(null);
  const { banner } = viewModel;
  const revision = banner?.revision;

  useEffect(() => {
    if (revision === undefined) return;
    box.current?.scrollIntoView?.({ block: 'center' });
    handles.current?.focus();
  }, [revision]);

  if (!banner) return null;
  // A title is a translation key or plain text; an unknown key comes back as itself.
  const title = banner.title === null ? t('errorBanner.title') : t(banner.title, { defaultValue: banner.title });
  const action = banner.isRefresh
    ? { content: t('errorBanner.refresh'), onAction: () => viewModel.refresh() }
    : banner.isChat
      ? { content: t('errorBanner.chat'), onAction: () => viewModel.chat() }
      : undefined;
  return (
    <div ref={box}>
      <Box padding="400">
        <Banner
          ref={handles}
          title={title}
          tone={banner.tone}
          {...(action ? { action } : {})}
          {...(banner.closable ? { onDismiss: () => viewModel.dismiss() } : {})}
        >
          {banner.subtitle !== null && <Text as="p">{banner.subtitle}</Text>}
        </Banner>
      </Box>
    </div>
  );
});
