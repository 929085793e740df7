import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, InlineStack, Page, Spinner, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { INSTAGRAM_CALLBACK_PATH } from '../../contracts/instagram.contract';
import { useViewModel } from '../kit/view-model-context';
import { PublicPageFrame } from '../public-pages/public-page-frame';
import { InstagramAuthViewModel } from './instagram-auth.view-model';

/** /ins_auth (public): Instagram's way back with `code` and `state`; connects the account for the state's shop (docs/product/instagram.md#connecting). */
export const InstagramAuthScreen = observer(function InstagramAuthScreen() {
  const { t } = useTranslation(['instagram', 'pages']);
  const vm = useViewModel(InstagramAuthViewModel);
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const refusal = search.get('error_description') ?? search.get('error');
  useEffect(() => void vm.connect(code, state, refusal), [vm, code, state, refusal]);

  return (
    <PublicPageFrame path={INSTAGRAM_CALLBACK_PATH}>
      <Page title={t('pages:instagramAuth')} narrowWidth>
        <Card>
          <BlockStack gap="300">
            {vm.state === 'connecting' && (
              <InlineStack gap="300" blockAlign="center">
                <Spinner size="small" accessibilityLabel={t('auth.connecting')} />
                <Text as="p">{t('auth.connecting')}</Text>
              </InlineStack>
            )}
            {vm.state === 'connected' && (
              <Banner tone="success">
                <p>{t('auth.connected', { username: vm.username })}</p>
              </Banner>
            )}
            {vm.state === 'failed' && (
              <Banner tone="critical" title={t('auth.failed')}>
                <p>{vm.error}</p>
              </Banner>
            )}
            {vm.state === 'missing' && (
              <Banner tone="warning">
                <p>{t('auth.missing')}</p>
              </Banner>
            )}
            {vm.state !== 'connecting' && (
              <InlineStack>
                <Button variant={vm.state === 'connected' ? 'primary' : undefined} url={vm.returnUrl || '/integrated/instagram'} target="_top">
                  {t('auth.back')}
                </Button>
              </InlineStack>
            )}
          </BlockStack>
        </Card>
      </Page>
    </PublicPageFrame>
  );
});
