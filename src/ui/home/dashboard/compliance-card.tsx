import { BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useTranslation } from '../../kit/use-translation';

/** The dashboard's way to the compliance auditor (docs/product/compliance-auditor.md). */
export function ComplianceCard() {
  const { t } = useTranslation('compliance');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('card.title')}
        </Text>
        <Text as="p">{t('card.body')}</Text>
        <InlineStack>
          <Button url="/integrated/compliance">{t('card.open')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
