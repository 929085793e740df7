import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Checkbox, InlineGrid, InlineStack, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { KLAVIYO_EVENT_KINDS, KLAVIYO_METRIC_NAMES } from '../../domain/klaviyo/klaviyo-events';
import { ConfirmModal } from '../kit/confirm-modal';
import { LoadingCard } from '../kit/loading-card';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { KlaviyoViewModel } from './klaviyo.view-model';
import { ApiKeyConnectForm } from '../kit/api-key-connect-form';
import { TitledCard } from '../kit/titled-card';

/** /integrated/klaviyo: connect Klaviyo, choose the events it gets, disconnect (docs/product/klaviyo.md). */
export const KlaviyoScreen = observer(function KlaviyoScreen() {
  const { t } = useTranslation(['klaviyo', 'pages']);
  const vm = useViewModel(KlaviyoViewModel);
  useEffect(() => void vm.load(), [vm]);

  return (
    <Page title={t('pages:klaviyo')} backAction={{ content: t('pages:integrated'), url: '/integrated' }}>
      <BlockStack gap="400">
        {vm.error !== '' && (
          <Banner tone="critical">
            <p>{vm.error}</p>
          </Banner>
        )}
        {vm.settings === null ? (
          <LoadingCard failed={vm.loadFailed} failedText={t('loadFailed')} />
        ) : (
          <>
            <AccountCard vm={vm} />
            {vm.connected && <EventsCard vm={vm} />}
            {vm.connected && <DeliveriesCard vm={vm} />}
          </>
        )}
      </BlockStack>
      <ConfirmModal
        open={vm.disconnectDialog.subject !== null}
        title={t('disconnectDialog.title')}
        body={t('disconnectDialog.body')}
        confirmLabel={t('disconnectDialog.confirm')}
        cancelLabel={t('disconnectDialog.cancel')}
        destructive
        action={vm.disconnectDialog}
        onConfirm={() => void vm.disconnect()}
        onCancel={() => vm.disconnectDialog.close()}
      />
    </Page>
  );
});

const AccountCard = observer(function AccountCard({ vm }: { readonly vm: KlaviyoViewModel }) {
  const { t } = useTranslation('klaviyo');
  const formatDate = useShopDateFormat();
  const settings = vm.settings;
  return (
    <TitledCard title={t('account.heading')}>
      <Text as="p">{t('intro')}</Text>
      {settings?.connected ? (
        <InlineStack gap="300" align="space-between" blockAlign="center">
          <BlockStack gap="100">
            <Text as="p" fontWeight="semibold">
              {t('account.connected', { lastFour: settings.api_key_last_four ?? '' })}
            </Text>
            {settings.connected_at && (
              <Text as="p" tone="subdued">
                {t('account.since', { date: formatDate(settings.connected_at) })}
              </Text>
            )}
          </BlockStack>
          <Button tone="critical" onClick={() => vm.askToDisconnect()}>
            {t('account.disconnect')}
          </Button>
        </InlineStack>
      ) : (
        <ApiKeyConnectForm connection={vm} label={t('account.apiKey')} helpText={t('account.apiKeyHelp')} connectLabel={t('account.connect')} />
      )}
    </TitledCard>
  );
});

const EventsCard = observer(function EventsCard({ vm }: { readonly vm: KlaviyoViewModel }) {
  const { t } = useTranslation('klaviyo');
  return (
    <TitledCard title={t('events.heading')}>
      <Text as="p" tone="subdued">
        {t('events.help')}
      </Text>
      <BlockStack as="ul" gap="300">
        {KLAVIYO_EVENT_KINDS.map((kind) => (
          <li key={kind}>
            <Checkbox
              label={t(`events.${kind}.label`)}
              helpText={`${t(`events.${kind}.help`)} ${t('events.metric', { metric: KLAVIYO_METRIC_NAMES[kind] })}`}
              checked={vm.isOn(kind)}
              disabled={vm.savingKind !== null}
              onChange={(on) => void vm.setEvent(kind, on)}
            />
          </li>
        ))}
      </BlockStack>
    </TitledCard>
  );
});

const DeliveriesCard = observer(function DeliveriesCard({ vm }: { readonly vm: KlaviyoViewModel }) {
  const { t, i18n } = useTranslation('klaviyo');
  const deliveries = vm.settings?.deliveries;
  if (!deliveries) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const figures = [
    ['sent', deliveries.sent],
    ['pending', deliveries.pending],
    ['failed', deliveries.failed],
  ] as const;
  return (
    <TitledCard title={t('deliveries.heading')}>
      <InlineGrid columns={{ xs: 1, sm: 3 }} gap="300">
        {figures.map(([name, count]) => (
          <Box key={name} padding="300" background="bg-surface-secondary" borderRadius="200">
            <BlockStack gap="100">
              <Text as="p" tone="subdued">
                {t(`deliveries.${name}`)}
              </Text>
              <Text as="p" variant="headingLg" tone={name === 'failed' && count > 0 ? 'critical' : undefined}>
                {number.format(count)}
              </Text>
            </BlockStack>
          </Box>
        ))}
      </InlineGrid>
      <Text as="p" tone="subdued">
        {t('deliveries.retryNote')}
      </Text>
    </TitledCard>
  );
});
