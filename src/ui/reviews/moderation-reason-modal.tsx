import { BlockStack, Select, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { NEUTRAL_MODERATION_REASONS } from '../../domain/reviews/moderation-reasons';
import { ConfirmModal } from '../kit/confirm-modal';
import { type ListBulkRun } from '../kit/list-bulk-run';
import { type ModerationReasonDialog } from './moderation-reason-dialog';

/**
 * "Unpublish / delete: why?": a required choice among the neutral reasons. It stays open while the
 * change runs and shows the server's refusal inside itself (docs/product/review-moderation.md).
 */
export const ModerationReasonModal = observer(function ModerationReasonModal({ dialog, bulk }: { dialog: ModerationReasonDialog; bulk: ListBulkRun }) {
  const { t } = useTranslation(['review-moderation', 'reviews']);
  const { action, count } = dialog;
  const deleting = action === 'delete';
  const single = count === 1;
  const title = deleting
    ? single
      ? t('delete.titleSingle')
      : t('reviews:delete.title', { count })
    : single
      ? t('unpublish.titleSingle')
      : t('unpublish.title', { count });
  return (
    <ConfirmModal
      open={dialog.isOpen}
      title={title}
      body={
        <BlockStack gap="300">
          <Text as="p">{deleting ? t('reviews:delete.body') : t('unpublish.body')}</Text>
          <Select
            label={t('reason.label')}
            requiredIndicator
            placeholder={t('reason.placeholder')}
            options={NEUTRAL_MODERATION_REASONS.map((reason) => ({ label: t(`reasons.${reason}`), value: reason }))}
            value={dialog.reason ?? ''}
            onChange={(value) => dialog.choose(value)}
            error={dialog.missing ? t('reason.required') : undefined}
            helpText={t('reason.help')}
          />
        </BlockStack>
      }
      confirmLabel={deleting ? t('reviews:actions.delete') : t('unpublish.confirm')}
      cancelLabel={t('reviews:reply.cancel')}
      destructive={deleting}
      action={bulk.confirmation}
      waiting={bulk.running && !bulk.confirmation.running}
      onConfirm={() => void dialog.confirm()}
      onCancel={() => dialog.cancel()}
    />
  );
});
