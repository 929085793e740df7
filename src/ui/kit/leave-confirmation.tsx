import { Modal, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from './use-translation';
import { useAdminRoute } from '../routing/admin-router-view';
import { LeaveConfirmationViewModel } from './leave-confirmation.view-model';
import { useViewModel } from './view-model-context';

/**
 * While `when` holds (unsaved changes), leaving asks first: another route shows "Leave page" /
 * "Stay", closing or reloading the tab shows the browser's prompt. Changes of query or hash on
 * the same page pass.
 */
export const LeaveConfirmation = observer(function LeaveConfirmation({ when }: { readonly when: boolean }) {
  const { t } = useTranslation('settings');
  const viewModel = useViewModel(LeaveConfirmationViewModel);
  const { router } = useAdminRoute();
  const held = router.heldLeave;

  useEffect(() => (when ? router.holdLeaving() : undefined), [when, router]);
  useEffect(() => (when ? viewModel.confirmBeforeUnload() : undefined), [when, viewModel]);

  return (
    <Modal
      open={when && held !== null}
      onClose={() => held?.stay()}
      title={t('leave.title')}
      primaryAction={{ content: t('leave.leave'), destructive: true, onAction: () => held?.leave() }}
      secondaryActions={[{ content: t('leave.stay'), onAction: () => held?.stay() }]}
    >
      <Modal.Section>
        <Text as="p">{t('leave.body')}</Text>
      </Modal.Section>
    </Modal>
  );
});
