import { Banner, Box, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/view-model-context';
import { ErrorBannerViewModel } from './error-banner.view-model';

/** The one error banner of spec §8, drawn above the page. */
export const ErrorBannerView = observer(function ErrorBannerView() {
  const viewModel = useViewModel(ErrorBannerViewModel);
  const { t } = useTranslation('shell');
  const { banner } = viewModel;
  if (!banner) return null;
  // A title is a translation key or plain text; an unknown key comes back as itself.
  const title = banner.title === null ? t('errorBanner.title') : t(banner.title, { defaultValue: banner.title });
  const action = banner.isRefresh
    ? { content: t('errorBanner.refresh'), onAction: () => viewModel.refresh() }
    : banner.isChat
      ? { content: t('errorBanner.chat'), onAction: () => viewModel.chat() }
      : undefined;
  return (
    <Box padding="400">
      <Banner title={title} tone={banner.tone} {...(action ? { action } : {})} {...(banner.closable ? { onDismiss: () => viewModel.dismiss() } : {})}>
        {banner.subtitle !== null && <Text as="p">{banner.subtitle}</Text>}
      </Banner>
    </Box>
  );
});
