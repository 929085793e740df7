import '../kit/polaris-complete';
import { Badge, type BadgeProps, Banner, BlockStack, Box, Button, Card, InlineGrid, InlineStack, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { COMPLIANCE_PATH, type IntegrationState } from '../../domain/integrations/integrations';
import { useViewModel } from '../kit/view-model-context';
import { type IntegrationCard, IntegrationsViewModel } from './integrations.view-model';
import { TitledCard } from '../kit/titled-card';

const STATE_TONES: Record<IntegrationState, BadgeProps['tone']> = {
  connected: 'success',
  not_connected: undefined,
  available: 'info',
  unavailable: 'attention',
};

/** /integrated: one card per integration with its state and its screen, and the review-compliance audit (docs/product/integrations.md). */
export const IntegrationsScreen = observer(function IntegrationsScreen() {
  const { t } = useTranslation(['integrations', 'pages']);
  const vm = useViewModel(IntegrationsViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Page title={t('pages:integrated')}>
      <BlockStack gap="400">
        {vm.status === 'failed' && <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.load() }} />}
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          {vm.status === 'loading' && [0, 1, 2, 3].map((slot) => <LoadingIntegration key={slot} />)}
          {vm.cards.map((card) => (
            <IntegrationCardView key={card.key} card={card} />
          ))}
          <TitledCard title={t('compliance.title')}>
            <Text as="p">{t('compliance.description')}</Text>
            <Box>
              <Button url={COMPLIANCE_PATH}>{t('compliance.open')}</Button>
            </Box>
          </TitledCard>
        </InlineGrid>
      </BlockStack>
    </Page>
  );
});

function IntegrationCardView({ card }: { readonly card: IntegrationCard }) {
  const { t } = useTranslation('integrations');
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200" wrap>
          <Text as="h2" variant="headingMd">
            {card.name}
          </Text>
          <Badge tone={STATE_TONES[card.state]}>{t(`state.${card.state}`)}</Badge>
        </InlineStack>
        <Text as="p">{t(`description.${card.key}`)}</Text>
        <Box>
          <Button url={card.path} accessibilityLabel={t('openNamed', { name: card.name })}>
            {t('open')}
          </Button>
        </Box>
      </BlockStack>
    </Card>
  );
}

function LoadingIntegration() {
  return (
    <Card>
      <SkeletonBodyText lines={4} />
    </Card>
  );
}
