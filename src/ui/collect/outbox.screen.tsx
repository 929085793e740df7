import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Card, InlineStack, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type OutboxMail } from '../../domain/collect/outbox';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { OutboxViewModel } from './outbox.view-model';

const NAMESPACE = 'collect-mail';

/** The mail as its recipient would see it: its HTML in a sandboxed frame (no scripts, no same origin), its text and headers. */
function OpenedMail({ mail, onClose }: { readonly mail: OutboxMail; readonly onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const formatDate = useShopDateFormat();
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [mail.id]);
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="start" gap="200" wrap={false}>
          <BlockStack gap="100">
            <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              <Text as="h2" variant="headingMd" breakWord>
                {mail.subject || t('outbox.noSubject')}
              </Text>
            </div>
            <Text as="p" tone="subdued" breakWord>
              {t('outbox.toFrom', { to: mail.to, from: mail.from })}
            </Text>
            <Text as="p" tone="subdued">
              {formatDate(mail.received_at)}
            </Text>
          </BlockStack>
          <Button onClick={onClose} accessibilityLabel={t('outbox.closeLabel')}>
            {t('outbox.close')}
          </Button>
        </InlineStack>
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            {t('outbox.html')}
          </Text>
          {mail.html ? (
            <iframe
              title={t('outbox.htmlFrame', { subject: mail.subject })}
              srcDoc={mail.html}
              sandbox=""
              referrerPolicy="no-referrer"
              style={{ width: '100%', height: '480px', border: '1px solid var(--p-color-border)', borderRadius: 'var(--p-border-radius-200)', background: '#fff' }}
            />
          ) : (
            <Text as="p" tone="subdued">
              {t('outbox.noHtml')}
            </Text>
          )}
        </BlockStack>
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            {t('outbox.text')}
          </Text>
          <Box background="bg-surface-secondary" padding="300" borderRadius="200">
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--p-font-family-mono)', fontSize: 'var(--p-font-size-300)' }}>{mail.text}</pre>
          </Box>
        </BlockStack>
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            {t('outbox.headers')}
          </Text>
          <Box background="bg-surface-secondary" padding="300" borderRadius="200">
            <dl style={{ margin: 0, fontFamily: 'var(--p-font-family-mono)', fontSize: 'var(--p-font-size-300)', overflowWrap: 'anywhere' }}>
              {mail.headers.map((header, index) => (
                <div key={`${header.name}-${index}`} style={{ marginBottom: 'var(--p-space-100)' }}>
                  <dt style={{ display: 'inline', fontWeight: 600 }}>{header.name}: </dt>
                  <dd style={{ display: 'inline', margin: 0 }}>{header.value}</dd>
                </div>
              ))}
            </dl>
          </Box>
        </BlockStack>
      </BlockStack>
    </Card>
  );
}

/** /collect/outbox (docs/product/collect-mail.md#outbox). */
export const OutboxScreen = observer(function OutboxScreen() {
  const { t } = useTranslation([NAMESPACE, 'pages']);
  const vm = useViewModel(OutboxViewModel);
  const formatDate = useShopDateFormat();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const list = (
    <Card padding="0">
      <Box padding="400" paddingBlockEnd="200">
        <Text as="h2" variant="headingMd">
          {t('outbox.listTitle')}
        </Text>
      </Box>
      {vm.status === 'loading' || vm.status === 'idle' ? (
        <Box padding="400">
          <SkeletonBodyText lines={4} />
        </Box>
      ) : vm.mails.length === 0 ? (
        <Box padding="400">
          <BlockStack gap="100">
            <Text as="p" fontWeight="semibold">
              {t('outbox.emptyTitle')}
            </Text>
            <Text as="p" tone="subdued">
              {t(vm.delivery === 'smtp' ? 'outbox.emptySmtp' : 'outbox.emptyCaught')}
            </Text>
          </BlockStack>
        </Box>
      ) : (
        <ul aria-label={t('outbox.listTitle')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {vm.mails.map((mail) => {
            const current = vm.openedId === mail.id;
            return (
              <li key={mail.id} style={{ borderTop: '1px solid var(--p-color-border-secondary)' }}>
                <button
                  type="button"
                  onClick={() => void vm.open(mail.id)}
                  aria-current={current ? 'true' : undefined}
                  style={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'start',
                    padding: 'var(--p-space-300) var(--p-space-400)',
                    minHeight: '44px',
                    border: 0,
                    cursor: 'pointer',
                    font: 'inherit',
                    color: 'inherit',
                    background: current ? 'var(--p-color-bg-surface-selected)' : 'transparent',
                  }}
                >
                  <BlockStack gap="050">
                    <Text as="span" fontWeight="semibold" breakWord>
                      {mail.subject || t('outbox.noSubject')}
                    </Text>
                    <Text as="span" tone="subdued" breakWord>
                      {mail.to}
                    </Text>
                    <Text as="span" tone="subdued" variant="bodySm">
                      {formatDate(mail.received_at)}
                    </Text>
                  </BlockStack>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );

  return (
    <Page title={t('pages:collectOutbox')} subtitle={t('outbox.subtitle')} backAction={{ content: t('pages:collect'), url: '/collect' }}>
      <Layout>
        <Layout.Section>
          {vm.status === 'failed' ? (
            <Banner tone="critical" title={t('outbox.loadFailed')} action={{ content: t('outbox.retry'), onAction: () => void vm.load() }} />
          ) : vm.delivery === 'caught' ? (
            <Banner tone="info" title={t('outbox.caughtTitle')}>
              <p>{t('outbox.caughtBody')}</p>
            </Banner>
          ) : vm.delivery === 'smtp' ? (
            <Banner tone="success" title={t('outbox.smtpTitle')}>
              <p>{t('outbox.smtpBody')}</p>
            </Banner>
          ) : null}
        </Layout.Section>
        <Layout.Section variant="oneThird">{list}</Layout.Section>
        <Layout.Section>
          {vm.openStatus === 'loaded' && vm.opened ? (
            <OpenedMail mail={vm.opened} onClose={() => vm.close()} />
          ) : vm.openStatus === 'loading' ? (
            <Card>
              <SkeletonBodyText lines={6} />
            </Card>
          ) : vm.openStatus === 'failed' ? (
            <Banner tone="critical" title={t('outbox.openFailed')} />
          ) : vm.mails.length > 0 ? (
            <Card>
              <Text as="p" tone="subdued">
                {t('outbox.pick')}
              </Text>
            </Card>
          ) : null}
        </Layout.Section>
      </Layout>
    </Page>
  );
});
