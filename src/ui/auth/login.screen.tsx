import '../kit/polaris-complete';
import { BlockStack, Button, Card, Form, FormLayout, Page, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { LoginViewModel } from './login.view-model';

/** docs/product/overview.md /login: a "Store domain" field and a "Log in" button. */
export const LoginScreen = observer(function LoginScreen() {
  const { t } = useTranslation('auth');
  const viewModel = useViewModel(LoginViewModel);
  useEffect(() => void viewModel.load(), [viewModel]);

  return (
    <Page narrowWidth title={t('login.title')}>
      <Card>
        <BlockStack gap="400">
          <Form onSubmit={() => viewModel.submit()}>
            <FormLayout>
              <TextField
                label={t('login.domainLabel')}
                value={viewModel.domain}
                onChange={(value) => viewModel.setDomain(value)}
                placeholder="your-store.myshopify.com"
                helpText={t('login.domainHelp')}
                error={viewModel.errorKey ? t(viewModel.errorKey) : undefined}
                autoComplete="url"
                autoFocus
              />
              <Button submit variant="primary">
                {t('login.submit')}
              </Button>
            </FormLayout>
          </Form>
          {viewModel.demoShop ? <Button onClick={() => viewModel.useDemoStore()}>{t('login.useDemo')}</Button> : null}
        </BlockStack>
      </Card>
    </Page>
  );
});
