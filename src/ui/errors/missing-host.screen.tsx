import { Card, Page, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';

/** docs/product/overview.md: framed without the `host` argument the admin cannot reach its host, so it says how to open it. */
export function MissingHostScreen() {
  const { t } = useTranslation('errors');
  return (
    <Page title={t('missingHost.title')}>
      <Card>
        <Text as="p">{t('missingHost.body')}</Text>
      </Card>
    </Page>
  );
}
