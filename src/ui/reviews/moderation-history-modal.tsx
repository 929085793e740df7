import { Banner, BlockStack, Button, DataTable, InlineStack, Modal, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { type ModerationHistory } from './moderation-history';

/** A review's moderation history: each unpublish, publish and delete, its reason, who and when (docs/product/review-moderation.md). */
export const ModerationHistoryModal = observer(function ModerationHistoryModal({ history }: { history: ModerationHistory }) {
  const { t } = useTranslation('review-moderation');
  const formatDate = useShopDateFormat();
  const { events, status } = history;
  return (
    <Modal open={history.isOpen} onClose={() => history.close()} title={t('history.title')} secondaryActions={[{ content: t('history.close'), onAction: () => history.close() }]}>
      <Modal.Section>
        <BlockStack gap="300">
          <Text as="p" tone="subdued">
            {t('history.intro')}
          </Text>
          {status === 'error' && (
            <Banner tone="critical" title={t('history.loadFailed')} action={{ content: t('history.retry'), onAction: () => void history.loadMore() }} />
          )}
          {events.length === 0 && status === 'loading' && <SkeletonBodyText lines={3} />}
          {events.length === 0 && status === 'ready' && <Text as="p">{t('history.empty')}</Text>}
          {events.length > 0 && (
            <DataTable
              columnContentTypes={['text', 'text', 'text', 'text']}
              headings={[t('history.columns.at'), t('history.columns.action'), t('history.columns.reason'), t('history.columns.actor')]}
              rows={events.map((event) => [
                formatDate(event.at),
                t(`history.actions.${event.action}`),
                event.reason === null ? t('history.noReason') : t(`reasons.${event.reason}`),
                t(`history.actors.${event.actor}`, { defaultValue: event.actor }),
              ])}
            />
          )}
          {history.hasMore && status !== 'error' && (
            <InlineStack>
              <Button loading={status === 'loading'} onClick={() => void history.loadMore()}>
                {t('history.more')}
              </Button>
            </InlineStack>
          )}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
});
