import { Badge, Banner, BlockStack, Box, Button, Card, Checkbox, DataTable, InlineStack, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type FlowTriggerRecord, type WebhookDelivery, type WebhookEndpoint } from '../../contracts/outgoing-webhooks.contract';
import { MAX_WEBHOOK_ENDPOINTS, OUTGOING_WEBHOOK_EVENTS } from '../../domain/outgoing-webhooks/outgoing-webhooks';
import { AnnotatedSection } from '../kit/annotated-section';
import { clipboardWrite } from '../kit/clipboard';
import { ConfirmModal } from '../kit/confirm-modal';
import { useViewModel } from '../kit/view-model-context';
import { WebhookEndpointsViewModel } from './webhook-endpoints.view-model';

const NAMESPACE = 'webhooks';

/** The longest part of a trigger's payload the log shows. */
const PAYLOAD_PREVIEW_LENGTH = 160;

/** The webhook endpoints and their delivery log, and the Shopify Flow triggers, sections of /settings/api (docs/product/webhooks.md, docs/product/shopify-flow.md). */
export const WebhookEndpointsSection = observer(function WebhookEndpointsSection() {
  const { t } = useTranslation(NAMESPACE);
  const vm = useViewModel(WebhookEndpointsViewModel);
  const failed = t('actionFailed');

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <>
      <AnnotatedSection title={t('title')} description={t('description')}>
        <BlockStack gap="400">
          {vm.revealed && (
            <Banner tone="warning" title={t('secret.title')} onDismiss={() => vm.dismissSecret()}>
              <BlockStack gap="200">
                <Text as="p">{t('secret.body', { url: vm.revealed.url })}</Text>
                <TextField label={t('secret.label')} value={vm.revealed.secret} readOnly monospaced autoComplete="off" />
                <Box>
                  <Button onClick={() => void vm.copySecret(clipboardWrite(), { done: t('secret.copied'), failed: t('secret.copyFailed') })}>{t('secret.copy')}</Button>
                </Box>
              </BlockStack>
            </Banner>
          )}
          {vm.status === 'failed' ? (
            <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.load() }} />
          ) : vm.status === 'loading' ? (
            <Card>
              <SkeletonBodyText lines={3} />
            </Card>
          ) : (
            <Card>
              <BlockStack gap="400">
                {vm.endpoints.length === 0 ? (
                  <Text as="p" tone="subdued">
                    {t('empty')}
                  </Text>
                ) : (
                  vm.endpoints.map((endpoint) => <EndpointRow key={endpoint.id} vm={vm} endpoint={endpoint} failed={failed} />)
                )}
                <AddEndpointForm vm={vm} />
              </BlockStack>
            </Card>
          )}
        </BlockStack>
      </AnnotatedSection>
      {vm.status === 'ready' && (
        <AnnotatedSection title={t('log.title')} description={t('log.description')}>
          <Card>
            {vm.deliveries.length === 0 ? (
              <Text as="p" tone="subdued">
                {t('log.empty')}
              </Text>
            ) : (
              <DeliveryLog vm={vm} deliveries={vm.deliveries} failed={failed} />
            )}
          </Card>
        </AnnotatedSection>
      )}
      {vm.status === 'ready' && (
        <AnnotatedSection title={t('flow.title')} description={t('flow.description')}>
          <Card>
            <BlockStack gap="300">
              {vm.flowDelivery === 'development' && <Banner tone="info">{t('flow.development')}</Banner>}
              {vm.flowTriggers.length === 0 ? (
                <Text as="p" tone="subdued">
                  {t('flow.empty')}
                </Text>
              ) : (
                <FlowTriggerLog triggers={vm.flowTriggers} />
              )}
            </BlockStack>
          </Card>
        </AnnotatedSection>
      )}
      <ConfirmModal
        open={vm.removal.subject !== null}
        title={t('remove.title')}
        body={t('remove.body', { url: vm.removal.subject?.url ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('cancel')}
        destructive
        action={vm.removal}
        onConfirm={() => void vm.confirmRemoval({ removed: t('remove.done') })}
        onCancel={() => vm.cancelRemoval()}
      />
    </>
  );
});

const EndpointRow = observer(function EndpointRow({ vm, endpoint, failed }: { vm: WebhookEndpointsViewModel; endpoint: WebhookEndpoint; failed: string }) {
  const { t } = useTranslation(NAMESPACE);
  const busy = vm.busyId === `endpoint:${endpoint.id}`;
  const state = endpoint.enabled ? (endpoint.failing_since ? 'failing' : 'on') : endpoint.disabled_at ? 'switchedOff' : 'off';
  return (
    <BlockStack gap="200">
      <InlineStack gap="200" blockAlign="center" wrap>
        <Text as="h3" variant="headingSm" breakWord>
          {endpoint.url}
        </Text>
        <Badge tone={state === 'on' ? 'success' : state === 'off' ? undefined : 'critical'}>{t(`state.${state}`)}</Badge>
      </InlineStack>
      <Text as="p" tone="subdued">
        {endpoint.events.map((event) => t(`events.${event}`)).join(', ')}
      </Text>
      <InlineStack gap="200" wrap>
        <Button loading={busy} onClick={() => void vm.setEnabled(endpoint, !endpoint.enabled, { failed })}>
          {endpoint.enabled ? t('switchOff') : t('switchOn')}
        </Button>
        <Button disabled={busy} onClick={() => void vm.rotate(endpoint, { failed })}>
          {t('rotate')}
        </Button>
        <Button tone="critical" disabled={busy} onClick={() => vm.askToRemove(endpoint)}>
          {t('remove.action')}
        </Button>
      </InlineStack>
    </BlockStack>
  );
});

const AddEndpointForm = observer(function AddEndpointForm({ vm }: { vm: WebhookEndpointsViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  const urlError = vm.adding.failure || (vm.submitted && vm.urlProblem ? t(`add.urlProblem.${vm.urlProblem}`) : undefined);
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        {t('add.title')}
      </Text>
      {vm.full ? (
        <Text as="p" tone="subdued">
          {t('add.full', { limit: MAX_WEBHOOK_ENDPOINTS })}
        </Text>
      ) : (
        <>
          <TextField
            label={t('add.url')}
            type="url"
            value={vm.url}
            onChange={(value) => vm.setUrl(value)}
            placeholder="https://example.com/webhooks/starling"
            helpText={t('add.urlHelp')}
            error={urlError || undefined}
            autoComplete="off"
          />
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend>
              <Text as="span" variant="bodyMd">
                {t('add.events')}
              </Text>
            </legend>
            <BlockStack gap="100">
              {OUTGOING_WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} label={t(`events.${event}`)} checked={vm.events.includes(event)} onChange={(on) => vm.toggleEvent(event, on)} />
              ))}
            </BlockStack>
            {vm.submitted && vm.eventsMissing && (
              <Text as="p" tone="critical">
                {t('add.eventsMissing')}
              </Text>
            )}
          </fieldset>
          <Box>
            <Button variant="primary" loading={vm.adding.running} onClick={() => void vm.add({ added: t('add.done') })}>
              {t('add.action')}
            </Button>
          </Box>
        </>
      )}
    </BlockStack>
  );
});

const DeliveryLog = observer(function DeliveryLog({ vm, deliveries, failed }: { vm: WebhookEndpointsViewModel; deliveries: readonly WebhookDelivery[]; failed: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'text', 'numeric', 'numeric', 'text']}
      headings={[t('log.event'), t('log.when'), t('log.status'), t('log.latency'), t('log.attempts'), '']}
      rows={deliveries.map((delivery) => [
        <BlockStack key="event" gap="050">
          <Text as="span">{t(`events.${delivery.event}`)}</Text>
          <Text as="span" tone="subdued" breakWord>
            {delivery.url}
          </Text>
        </BlockStack>,
        time(delivery.created_at),
        <InlineStack key="status" gap="100" blockAlign="center" wrap={false}>
          <Badge tone={delivery.state === 'delivered' ? 'success' : delivery.state === 'failed' ? 'critical' : 'attention'}>{t(`log.state.${delivery.state}`)}</Badge>
          {delivery.last_status !== null && <Text as="span">{String(delivery.last_status)}</Text>}
        </InlineStack>,
        delivery.last_latency_ms === null ? '—' : `${delivery.last_latency_ms} ms`,
        delivery.attempts,
        <Button key="resend" size="slim" loading={vm.busyId === `delivery:${delivery.id}`} disabled={delivery.state === 'sending'} onClick={() => void vm.resend(delivery, { resent: t('log.resent'), failed })}>
          {t('log.resend')}
        </Button>,
      ])}
    />
  );
});

function FlowTriggerLog({ triggers }: { triggers: readonly FlowTriggerRecord[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const preview = (payload: string) => (payload.length > PAYLOAD_PREVIEW_LENGTH ? `${payload.slice(0, PAYLOAD_PREVIEW_LENGTH)}…` : payload);
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'text', 'numeric']}
      headings={[t('flow.trigger'), t('log.when'), t('log.status'), t('log.attempts')]}
      rows={triggers.map((trigger) => [
        <BlockStack key="trigger" gap="050">
          <Text as="span">{trigger.handle === 'review-published' ? t('events.review.published') : t('flow.lowRating')}</Text>
          <Text as="span" tone="subdued">
            {t('flow.review', { id: trigger.review_id })}
          </Text>
          {trigger.payload !== null && (
            <Text as="span" tone="subdued" breakWord>
              <code>{preview(trigger.payload)}</code>
            </Text>
          )}
        </BlockStack>,
        time(trigger.sent_at ?? trigger.created_at),
        <Badge key="state" tone={trigger.state === 'sent' ? 'success' : trigger.state === 'failed' ? 'critical' : trigger.state === 'skipped' ? undefined : 'attention'}>
          {trigger.state === 'sent' ? t('flow.sent') : trigger.state === 'skipped' ? t('flow.skipped') : t(`log.state.${trigger.state}`)}
        </Badge>,
        trigger.attempts,
      ])}
    />
  );
}
