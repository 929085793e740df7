import { BlockStack, Card, Page, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** The smoke screen that proves the stack boots; the real shell arrives with the SPA core. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('app.name')}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t('welcome.heading')}
          </Text>
          <Text as="p">{t('welcome.body')}</Text>
        </BlockStack>
      </Card>
    </Page>
  );
}
