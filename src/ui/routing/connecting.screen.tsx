import { BlockStack, Page, Spinner, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';

/** docs/product/overview.md: "Connecting to Shopify ..." while the admin or its session loads. */
export function ConnectingScreen() {
  const { t } = useTranslation('routing');
  return (
    <Page>
      <BlockStack gap="400" inlineAlign="center">
        <Spinner size="large" accessibilityLabel={t('connecting')} />
        <Text as="p" alignment="center" tone="subdued">
          {t('connecting')}
        </Text>
      </BlockStack>
    </Page>
  );
}
