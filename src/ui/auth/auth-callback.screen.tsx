import '../kit/polaris-complete';
import { Banner, Page } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { ConnectingScreen } from '../routing/connecting.screen';
import { AuthCallbackViewModel } from './auth-callback.view-model';

/** docs/product/overview.md /auth: the sign-in callback and redirect handler. */
export const AuthCallbackScreen = observer(function AuthCallbackScreen() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const viewModel = useViewModel(AuthCallbackViewModel);
  useEffect(() => void viewModel.start(search), [viewModel, search]);

  if (viewModel.status === 'working') return <ConnectingScreen />;
  return (
    <Page narrowWidth title={t('callback.failedTitle')}>
      <Banner tone="critical" title={t('callback.failedBanner')} action={{ content: t('callback.backToLogin'), onAction: () => viewModel.backToLogin() }}>
        <p>{viewModel.failure}</p>
      </Banner>
    </Page>
  );
});
